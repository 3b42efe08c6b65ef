import {
  PRODUCT_LIST_DEFAULTS,
  type FacetCounts,
  type Product,
  type ProductFilters,
  type ProductFiltersQuery,
  type ProductListQuery,
} from '@shop/shared/catalog'
import type { ProductInput } from '@shop/shared/admin-products'
import {
  PRODUCT_CARD_FIELDS,
  type ProductCard,
  type ProductFieldsQuery,
} from '@shop/shared/product-card'
import { splitFilterList, toCollectionSlug } from '@shop/shared/filter-values'
import { NEW_ARRIVALS_COUNT, SIMILAR_PRODUCTS_COUNT, SIZES } from '@shop/shared/limits'
import { isUuid } from '@shop/shared/common'
import { badInput, notFound } from '../../lib/app-error.js'
import { toCents } from '../../lib/money.js'
import type { Executor } from '../../db/client.js'
import {
  findActiveProductById,
  findBestSeller,
  findCollectionNames,
  findFacetValues,
  findNewestProducts,
  findProductById,
  findProductLastModified,
  findProductPage,
  findSimilarProducts,
  insertProduct,
  type CatalogFilter,
} from './catalog.repository.js'
import { findFacetCounts, type FacetCountRows } from './facet-counts.repository.js'
import { toPriceRange, toProductCard, toProductDto, toProductValues } from './product.mapper.js'
import { toPrefixTsQuery } from './search-query.js'
import { listPalette, listSizeOrder } from './vocabulary/vocabulary.service.js'

export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found.'

/** A collection name or slug as its slug; `all` (or nothing) means the whole catalogue. */
export function toCollectionScope(collection: string | undefined): string | undefined {
  const lower = collection?.toLowerCase()
  return lower && lower !== 'all' ? toCollectionSlug(lower) : undefined
}

/** Normalises the shopper's query: lists split, comparisons lower-cased, prices in cents. */
export function toCatalogFilter(query: ProductListQuery): CatalogFilter {
  if (
    query.minPrice !== undefined &&
    query.maxPrice !== undefined &&
    query.minPrice > query.maxPrice
  ) {
    throw badInput('minPrice cannot be more than maxPrice.')
  }
  const lowerList = (value: string | undefined) =>
    splitFilterList(value).map((part) => part.toLowerCase())
  return {
    collectionSlug: toCollectionScope(query.collection),
    category: query.category?.toLowerCase(),
    gender: query.gender?.toLowerCase(),
    materials: lowerList(query.material),
    brands: lowerList(query.brand),
    sizes: lowerList(query.size),
    colors: lowerList(query.color),
    minPriceCents: query.minPrice === undefined ? undefined : toCents(query.minPrice),
    maxPriceCents: query.maxPrice === undefined ? undefined : toCents(query.maxPrice),
    tsQuery: query.search === undefined ? undefined : (toPrefixTsQuery(query.search) ?? null),
  }
}

/** docs/product-rules.md § Catalogue: filtered, sorted, paged products and the total count of matches. */
export async function listProducts(
  db: Executor,
  query: ProductListQuery,
): Promise<{ products: Product[]; total: number }> {
  const filter = toCatalogFilter(query)
  const limit = query.limit ?? PRODUCT_LIST_DEFAULTS.limit
  const page = query.page ?? PRODUCT_LIST_DEFAULTS.page
  const { records, total } = await findProductPage(db, filter, {
    sortBy: query.sortBy,
    limit,
    offset: (page - 1) * limit,
  })
  return { products: records.map(toProductDto), total }
}

/** Products as the request's `fields` asks: full, or their card projection (`card`). */
export function toProductFields(
  products: Product[],
  fields: ProductFieldsQuery['fields'],
): Product[] | ProductCard[] {
  return fields === PRODUCT_CARD_FIELDS ? products.map(toProductCard) : products
}

/** A product whatever its status: the back office's view. */
export async function getProduct(db: Executor, id: string): Promise<Product> {
  // A malformed id names no product: 404, never a database error.
  const record = isUuid(id) ? await findProductById(db, id) : undefined
  if (!record) throw notFound(PRODUCT_NOT_FOUND_MESSAGE)
  return toProductDto(record)
}

/** A product as the shop shows it: a draft is a 404, like a deleted product. */
export async function getShopProduct(db: Executor, id: string): Promise<Product> {
  const record = isUuid(id) ? await findActiveProductById(db, id) : undefined
  if (!record) throw notFound(PRODUCT_NOT_FOUND_MESSAGE)
  return toProductDto(record)
}

/** Up to 4 active products of the same gender and category, the product itself excluded. */
export async function getSimilarProducts(db: Executor, id: string): Promise<Product[]> {
  const record = isUuid(id) ? await findActiveProductById(db, id) : undefined
  if (!record) throw notFound(PRODUCT_NOT_FOUND_MESSAGE)
  const similar = await findSimilarProducts(db, record, SIMILAR_PRODUCTS_COUNT)
  return similar.map(toProductDto)
}

export async function getNewArrivals(db: Executor): Promise<Product[]> {
  const records = await findNewestProducts(db, NEW_ARRIVALS_COUNT)
  return records.map(toProductDto)
}

export async function getBestSeller(db: Executor): Promise<Product> {
  const record = await findBestSeller(db)
  if (!record) throw notFound('There are no products yet.')
  return toProductDto(record)
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** Distinct values that differ only in case are one filter value (filters ignore case). */
function uniqueSorted(values: readonly string[]): string[] {
  const byLowerCase = new Map<string, string>()
  for (const value of [...values].sort()) {
    const key = value.toLowerCase()
    if (!byLowerCase.has(key)) byLowerCase.set(key, value)
  }
  return [...byLowerCase.values()].sort(byName.compare)
}

/**
 * Sizes on the shop's scale first in its order (the managed size list, XS … XXL by default), any
 * other size after, by name.
 */
export function sortSizes(
  sizes: readonly string[],
  scaleOrder: readonly string[] = SIZES,
): string[] {
  const scale = new Map<string, number>(
    scaleOrder.map((size, index) => [size.toLowerCase(), index]),
  )
  const canonical = sizes.map((size) => {
    const index = scale.get(size.toLowerCase())
    return index === undefined ? size : (scaleOrder[index] ?? size)
  })
  return uniqueSorted(canonical).sort((a, b) => {
    const rankA = scale.get(a.toLowerCase()) ?? scaleOrder.length
    const rankB = scale.get(b.toLowerCase()) ?? scaleOrder.length
    return rankA - rankB || byName.compare(a, b)
  })
}

/**
 * The cache key of a filters answer: the filters as the query compares them (collection as its
 * slug, values lower-cased), so spellings that mean the same share one entry.
 */
export function productFiltersCacheKey(query: ProductFiltersQuery): string {
  return `filters:${JSON.stringify(toCatalogFilter(query))}`
}

/** Each offered value with its count; a value no product matches under the filters counts 0. */
function countsOf(values: readonly string[], rows: Map<string, number>): Record<string, number> {
  return Object.fromEntries(values.map((value) => [value, rows.get(value.toLowerCase()) ?? 0]))
}

/**
 * The filter values present in a collection (the whole catalogue for `all` or none), with every
 * collection of the catalogue so the sidebar can switch. An unknown collection has no values and
 * a price range of 0 to 0. The values stay those of the collection whatever else is chosen; their
 * counts follow the other filters (docs/api.md, Products).
 */
export async function getProductFilters(
  db: Executor,
  query: ProductFiltersQuery,
): Promise<ProductFilters> {
  const filter = toCatalogFilter(query)
  const facets = await findFacetValues(db, filter.collectionSlug)
  const rows: FacetCountRows = await findFacetCounts(db, filter)
  const collectionNames = await findCollectionNames(db)
  // The managed lists ride along: the swatches draw the palette, sizes follow the owner's order.
  const sizeOrder = await listSizeOrder(db)
  const palette = await listPalette(db)
  const values = {
    categories: uniqueSorted(facets.categories),
    genders: uniqueSorted(facets.genders),
    colors: uniqueSorted(facets.colors),
    sizes: sortSizes(facets.sizes, sizeOrder),
    materials: uniqueSorted(facets.materials),
    brands: uniqueSorted(facets.brands),
  }
  const counts: FacetCounts = {
    category: countsOf(values.categories, rows.category),
    gender: countsOf(values.genders, rows.gender),
    color: countsOf(values.colors, rows.color),
    size: countsOf(values.sizes, rows.size),
    material: countsOf(values.materials, rows.material),
    brand: countsOf(values.brands, rows.brand),
  }
  return {
    ...values,
    collections: listCollections(collectionNames),
    palette,
    price: toPriceRange(facets),
    counts,
  }
}

function listCollections(names: readonly string[]): { name: string; slug: string }[] {
  return [...names].sort(byName.compare).map((name) => ({ name, slug: toCollectionSlug(name) }))
}

/** Every collection of the catalogue by display name, with its URL slug. */
export async function getCollections(db: Executor): Promise<{ name: string; slug: string }[]> {
  return listCollections(await findCollectionNames(db))
}

/** Every product's id and last change, newest product first (the sitemap lists them). */
export async function getProductLastModified(
  db: Executor,
): Promise<{ id: string; updatedAt: Date }[]> {
  return findProductLastModified(db)
}

/**
 * Creates a product with its variants in order. Callers that write the catalogue must also
 * clear the catalogue cache (the routes do; the seed runs before the cache exists).
 */
export async function createProduct(
  db: Executor,
  input: ProductInput,
  options: { createdAt?: Date } = {},
): Promise<string> {
  const createdAt = options.createdAt ?? new Date()
  return insertProduct(
    db,
    { ...toProductValues(input), createdAt, updatedAt: createdAt },
    input.variants,
  )
}
