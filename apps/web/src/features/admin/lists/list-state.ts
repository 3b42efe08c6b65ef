import { sortKeys, type SortKey } from '@shop/shared/admin-lists'

/**
 * What one back-office list shows, kept in the address (`?page=2&search=tee&sort=-price&stock=low`)
 * so a reload, the Back button or a shared link shows the same rows (docs/architecture.md, Web:
 * filters live in the URL query).
 */
export interface ListState<Field extends string, Filter extends string> {
  /** From 1. */
  page: number
  /** Trimmed; empty for no search. */
  search: string
  sort: SortKey<Field>
  /** Only the filters that are set. */
  filters: Partial<Record<Filter, string>>
}

/**
 * The values a filter accepts: a fixed list, a calendar day (YYYY-MM-DD), or any short text (a
 * category the server checks).
 */
export type FilterRule = readonly string[] | 'day' | 'text'

/** A list's sortable fields, its default sort and its filters, as the server accepts them. */
export interface ListConfig<Field extends string, Filter extends string> {
  sortFields: readonly Field[]
  defaultSort: SortKey<Field>
  filters: Readonly<Record<Filter, FilterRule>>
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const MAX_TEXT_FILTER = 100

/** The address keys every list uses besides its filters. */
const PAGE_KEY = 'page'
const SEARCH_KEY = 'search'
const SORT_KEY = 'sort'

/** Builds a list's config with its field and filter names inferred. */
export function defineList<const Field extends string, const Filter extends string = never>(
  config: ListConfig<Field, Filter>,
): ListConfig<Field, Filter> {
  return config
}

function filterNames<Filter extends string>(config: ListConfig<string, Filter>): Filter[] {
  return Object.keys(config.filters) as Filter[]
}

function accepts(rule: FilterRule, value: string): boolean {
  if (rule === 'day') return DAY.test(value)
  if (rule === 'text') return value.length <= MAX_TEXT_FILTER
  return rule.includes(value)
}

/**
 * Reads a list's state from the address. Whatever the list does not know (a page that is no
 * whole number from 1, a sort or filter value it does not accept) falls back to the default.
 */
export function readListState<Field extends string, Filter extends string>(
  params: URLSearchParams,
  config: ListConfig<Field, Filter>,
): ListState<Field, Filter> {
  const page = Number(params.get(PAGE_KEY) ?? '1')
  const sort = params.get(SORT_KEY)
  const filters: Partial<Record<Filter, string>> = {}
  for (const name of filterNames(config)) {
    const value = params.get(name)
    if (value && accepts(config.filters[name], value)) filters[name] = value
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: (params.get(SEARCH_KEY) ?? '').trim(),
    sort: sortKeys(config.sortFields).find((key) => key === sort) ?? config.defaultSort,
    filters,
  }
}

/**
 * Writes a list's state into a copy of the address's query, leaving the defaults out (page 1,
 * no search, the default sort, unset filters) and every other key (an open drawer's `order`)
 * as it was.
 */
export function writeListState<Field extends string, Filter extends string>(
  params: URLSearchParams,
  state: ListState<Field, Filter>,
  config: ListConfig<Field, Filter>,
): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of [PAGE_KEY, SEARCH_KEY, SORT_KEY, ...filterNames(config)]) next.delete(key)
  if (state.page > 1) next.set(PAGE_KEY, String(state.page))
  if (state.search) next.set(SEARCH_KEY, state.search)
  if (state.sort !== config.defaultSort) next.set(SORT_KEY, state.sort)
  for (const name of filterNames(config)) {
    const value = state.filters[name]
    if (value) next.set(name, value)
  }
  return next
}

/** The query parameters of a list request: one page of `pageSize` rows, search, sort, filters. */
export function toListParams<Field extends string, Filter extends string>(
  state: ListState<Field, Filter>,
  pageSize: number,
): Record<string, string | number> {
  const params: Record<string, string | number> = {
    page: state.page,
    limit: pageSize,
    sort: state.sort,
  }
  if (state.search) params.search = state.search
  for (const [name, value] of Object.entries(state.filters)) {
    if (typeof value === 'string' && value) params[name] = value
  }
  return params
}
