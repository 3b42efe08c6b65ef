import type {
  FacetCounts,
  ProductFilters,
  ProductFiltersQuery,
  ProductListQuery,
  SortBy,
} from '@shop/shared/catalog'
import { splitFilterList, toCollectionSlug } from '@shop/shared/filter-values'
import { COLOR_SWATCHES } from '@shop/shared/colors'
import {
  CATEGORIES,
  DEFAULT_PAGE_SIZE,
  GENDERS,
  MAX_SEARCH_LENGTH,
  SIZES,
  SORT_OPTIONS,
} from '@shop/shared/limits'

/**
 * The shop's filters as they live in the address bar (docs/product-rules.md § Entities, Filters, §
 * Catalogue): what the URL says, read tolerantly, and the product query it becomes.
 */

/** Filters that hold several values, comma-separated in one parameter as the API accepts them. */
export const LIST_FILTER_KEYS = ['size', 'color', 'material', 'brand'] as const
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number]

/** Filters that hold one value at a time. */
export const SINGLE_FILTER_KEYS = ['category', 'gender'] as const
export type SingleFilterKey = (typeof SINGLE_FILTER_KEYS)[number]

const PRICE_KEYS = ['minPrice', 'maxPrice'] as const
/** Every URL parameter this module owns; anything else in the address is left alone. */
const OWNED_KEYS = [
  ...SINGLE_FILTER_KEYS,
  ...LIST_FILTER_KEYS,
  ...PRICE_KEYS,
  'sortBy',
  'search',
  'page',
] as const

export interface ProductFilterState {
  category?: string
  gender?: string
  size: string[]
  color: string[]
  material: string[]
  brand: string[]
  minPrice?: number
  maxPrice?: number
  sortBy?: SortBy
  search?: string
}

export const EMPTY_FILTERS: ProductFilterState = { size: [], color: [], material: [], brand: [] }

/** "12.5" → 12.5; anything that is not a price (text, negative, infinite) → undefined. */
export function parsePrice(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined || text.trim() === '') return undefined
  const value = Number(text)
  return Number.isFinite(value) && value >= 0 ? value : undefined
}

function isSortBy(value: string): value is SortBy {
  return (SORT_OPTIONS as readonly string[]).includes(value)
}

function readText(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key)?.trim()
  return value ? value : undefined
}

/** Reads the filters from the address; values that make no sense (minPrice=abc) are ignored. */
export function readProductFilters(params: URLSearchParams): ProductFilterState {
  const state: ProductFilterState = {
    size: [...new Set(splitFilterList(params.get('size') ?? undefined))],
    color: [...new Set(splitFilterList(params.get('color') ?? undefined))],
    material: [...new Set(splitFilterList(params.get('material') ?? undefined))],
    brand: [...new Set(splitFilterList(params.get('brand') ?? undefined))],
  }
  const category = readText(params, 'category')
  if (category) state.category = category
  const gender = readText(params, 'gender')
  if (gender) state.gender = gender
  const minPrice = parsePrice(params.get('minPrice'))
  if (minPrice !== undefined) state.minPrice = minPrice
  const maxPrice = parsePrice(params.get('maxPrice'))
  if (maxPrice !== undefined) state.maxPrice = maxPrice
  const sortBy = readText(params, 'sortBy')
  if (sortBy && isSortBy(sortBy)) state.sortBy = sortBy
  const search = readText(params, 'search')
  if (search) state.search = search.slice(0, MAX_SEARCH_LENGTH)
  return state
}

/**
 * Writes the filters into a copy of `params`: empty ones are removed, other parameters stay, and
 * paging starts again from the first page.
 */
export function writeProductFilters(
  params: URLSearchParams,
  state: ProductFilterState,
): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of OWNED_KEYS) next.delete(key)
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') next.set(key, String(value))
  }
  set('search', state.search)
  set('category', state.category)
  set('gender', state.gender)
  for (const key of LIST_FILTER_KEYS) set(key, state[key].join(','))
  set('minPrice', state.minPrice)
  set('maxPrice', state.maxPrice)
  set('sortBy', state.sortBy)
  return next
}

/** `?size=S,M` rather than `?size=S%2CM`: a comma is legal in a query and easier to read. */
export function toSearchString(params: URLSearchParams): string {
  const text = params.toString().replace(/%2C/gi, ',')
  return text ? `?${text}` : ''
}

/**
 * The API query for these filters on a collection page (`all` or none: the whole catalogue).
 * Lists are sorted so that the same choice in another order is the same cached request.
 */
export function toProductListQuery(
  state: ProductFilterState,
  collection: string | undefined,
): ProductListQuery {
  const query: ProductListQuery = { limit: DEFAULT_PAGE_SIZE }
  const slug = collection?.trim().toLowerCase()
  if (slug && slug !== 'all') query.collection = slug
  if (state.category) query.category = state.category
  if (state.gender) query.gender = state.gender
  for (const key of LIST_FILTER_KEYS) {
    if (state[key].length > 0) query[key] = [...state[key]].sort().join(',')
  }
  // The server refuses min > max; a hand-edited address gets the range it obviously meant.
  const [minPrice, maxPrice] =
    state.minPrice !== undefined && state.maxPrice !== undefined && state.minPrice > state.maxPrice
      ? [state.maxPrice, state.minPrice]
      : [state.minPrice, state.maxPrice]
  if (minPrice !== undefined) query.minPrice = minPrice
  if (maxPrice !== undefined) query.maxPrice = maxPrice
  if (state.sortBy) query.sortBy = state.sortBy
  if (state.search) query.search = state.search
  return query
}

/**
 * What to ask the filters answer for (docs/api.md, Products): the collection alone while nothing
 * else is chosen (the entry the rest of the shop shares), else every filter of the list but its
 * paging and order, so the counts follow them.
 */
export function toFiltersRequest(
  query: ProductListQuery,
): ProductFiltersQuery | string | undefined {
  const { limit: _limit, page: _page, sortBy: _sortBy, collection, ...filters } = query
  if (Object.keys(filters).length === 0) return collection
  return collection === undefined ? filters : { collection, ...filters }
}

/** The server compares filter values case-insensitively, and so does the sidebar. */
export function isSameValue(a: string | undefined, b: string): boolean {
  return a !== undefined && a.toLowerCase() === b.toLowerCase()
}

export function includesValue(values: readonly string[], value: string): boolean {
  return values.some((item) => isSameValue(item, value))
}

/** Adds the value to the list, or takes it out when it is already there. */
export function toggleListValue(values: readonly string[], value: string): string[] {
  return includesValue(values, value)
    ? values.filter((item) => !isSameValue(item, value))
    : [...values, value]
}

/** Clears what the sidebar sets; the search and the sort order are not filters and stay. */
export function clearProductFilters(state: ProductFilterState): ProductFilterState {
  const cleared: ProductFilterState = { ...EMPTY_FILTERS }
  if (state.search) cleared.search = state.search
  if (state.sortBy) cleared.sortBy = state.sortBy
  return cleared
}

export type ActiveFilter =
  | { kind: 'single'; key: SingleFilterKey; value: string; label: string }
  | { kind: 'list'; key: ListFilterKey; value: string; label: string }
  | { kind: 'price'; label: string }

const FILTER_NAMES: Record<SingleFilterKey | ListFilterKey, string> = {
  category: 'Category',
  gender: 'Gender',
  size: 'Size',
  color: 'Color',
  material: 'Material',
  brand: 'Brand',
}

/** "$20", "$19.50": whole prices without cents, like the grid. */
function formatAmount(amount: number): string {
  return `$${Number.isInteger(amount) ? String(amount) : amount.toFixed(2)}`
}

/** "$20 – $80", "From $20", "Up to $80", or undefined without a price filter. */
export function describePriceRange(minPrice?: number, maxPrice?: number): string | undefined {
  if (minPrice !== undefined && maxPrice !== undefined) {
    return `${formatAmount(minPrice)} – ${formatAmount(maxPrice)}`
  }
  if (minPrice !== undefined) return `From ${formatAmount(minPrice)}`
  if (maxPrice !== undefined) return `Up to ${formatAmount(maxPrice)}`
  return undefined
}

/** Every chosen filter value, in sidebar order, each removable on its own. */
export function listActiveFilters(state: ProductFilterState): ActiveFilter[] {
  const active: ActiveFilter[] = []
  for (const key of SINGLE_FILTER_KEYS) {
    const value = state[key]
    if (value) active.push({ kind: 'single', key, value, label: value })
  }
  for (const key of ['color', 'size', 'material', 'brand'] as const) {
    for (const value of state[key]) {
      active.push({
        kind: 'list',
        key,
        value,
        label: key === 'size' ? `${FILTER_NAMES[key]} ${value}` : value,
      })
    }
  }
  const price = describePriceRange(state.minPrice, state.maxPrice)
  if (price) active.push({ kind: 'price', label: price })
  return active
}

/** What "Remove" says about a chip to a screen reader: "Remove Size M", "Remove Gender: Women". */
export function describeActiveFilter(filter: ActiveFilter): string {
  if (filter.kind === 'price') return `Price ${filter.label}`
  if (filter.kind === 'list' && filter.key === 'size') return filter.label
  return `${FILTER_NAMES[filter.key]}: ${filter.value}`
}

export function removeActiveFilter(
  state: ProductFilterState,
  filter: ActiveFilter,
): ProductFilterState {
  const next: ProductFilterState = { ...state }
  if (filter.kind === 'price') {
    delete next.minPrice
    delete next.maxPrice
  } else if (filter.kind === 'single') {
    next[filter.key] = undefined
  } else {
    next[filter.key] = state[filter.key].filter((value) => !isSameValue(value, filter.value))
  }
  return next
}

export function countActiveFilters(state: ProductFilterState): number {
  return listActiveFilters(state).length
}

/** "summer-essentials" → "Summer Essentials", for a collection the filters do not name. */
export function prettifySlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** The shop's collection an address names, by its slug or its name written as one. */
export function findKnownCollection(
  slug: string,
  collections: ProductFilters['collections'] | undefined,
): ProductFilters['collections'][number] | undefined {
  const wanted = toCollectionSlug(slug)
  return collections?.find(
    (collection) => collection.slug === wanted || toCollectionSlug(collection.name) === wanted,
  )
}

/** The display name of a collection from its URL slug, as the catalogue spells it if known. */
export function findCollectionName(
  slug: string,
  collections: ProductFilters['collections'] | undefined,
): string {
  return findKnownCollection(slug, collections)?.name ?? prettifySlug(slug)
}

export type FilterOptions = Omit<ProductFilters, 'price'> & {
  price: ProductFilters['price'] | undefined
}

/** How many products a value would show under the other filters; undefined while unknown. */
export function countFor(
  byValue: FacetCounts[keyof FacetCounts] | undefined,
  value: string,
): number | undefined {
  if (byValue === undefined) return undefined
  const exact = byValue[value]
  if (exact !== undefined) return exact
  const match = Object.keys(byValue).find((known) => isSameValue(known, value))
  return match === undefined ? undefined : byValue[match]
}

/**
 * "12 matches", "1 match", "No matches": a count as a screen reader hears it after the value
 * (worded apart from the list's "12 products").
 */
export function describeCount(count: number): string {
  if (count === 0) return 'No matches'
  return `${String(count)} ${count === 1 ? 'match' : 'matches'}`
}

/**
 * The values the sidebar offers: the server's list of what exists, or, until it answers, the
 * shop's fixed scales. A value chosen in the address is always offered, so it can be unticked.
 */
export function resolveFilterOptions(
  fromServer: ProductFilters | undefined,
  state: ProductFilterState,
): FilterOptions {
  const withChosen = (offered: readonly string[], chosen: readonly (string | undefined)[]) => {
    const values = [...offered]
    for (const value of chosen) {
      if (value && !includesValue(values, value)) {
        values.push(value)
      }
    }
    return values
  }
  return {
    categories: withChosen(fromServer?.categories ?? CATEGORIES, [state.category]),
    genders: withChosen(fromServer?.genders ?? GENDERS, [state.gender]),
    colors: withChosen(fromServer?.colors ?? Object.keys(COLOR_SWATCHES), state.color),
    sizes: withChosen(fromServer?.sizes ?? SIZES, state.size),
    materials: withChosen(fromServer?.materials ?? [], state.material),
    brands: withChosen(fromServer?.brands ?? [], state.brand),
    collections: fromServer?.collections ?? [],
    price: fromServer?.price,
    // The swatches draw the managed palette; without it they use the built-in colours.
    palette: fromServer?.palette,
    counts: fromServer?.counts,
  }
}
