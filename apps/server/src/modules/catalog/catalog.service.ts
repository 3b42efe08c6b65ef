import {
  PRODUCT_LIST_DEFAULTS,
  splitFilterList,
  toCollectionSlug,
  type Product,
  type ProductInput,
  type ProductListQuery,
} from '@shop/shared/catalog'
import { NEW_ARRIVALS_COUNT, SIMILAR_PRODUCTS_COUNT } from '@shop/shared/limits'
import { isUuid } from '@shop/shared/common'
import { badInput, notFound } from '../../lib/app-error.js'
import { toCents } from '../../lib/money.js'
import type { Executor } from '../../db/client.js'
import {
  findBestSeller,
  findNewestProducts,
  findProductById,
  findProductPage,
  findSimilarProducts,
  insertProduct,
  type CatalogFilter,
} from './catalog.repository.js'
import { toProductDto } from './product.mapper.js'
import { toPrefixTsQuery } from './search-query.js'

const PRODUCT_NOT_FOUND = 'Product not found.'

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
  const collection = query.collection?.toLowerCase()
  return {
    collectionSlug: collection && collection !== 'all' ? toCollectionSlug(collection) : undefined,
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

/** api-contract § Catalogue: filtered, sorted, paged products and the total count of matches. */
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

export async function getProduct(db: Executor, id: string): Promise<Product> {
  // A malformed id names no product: 404, never a database error.
  const record = isUuid(id) ? await findProductById(db, id) : undefined
  if (!record) throw notFound(PRODUCT_NOT_FOUND)
  return toProductDto(record)
}

/** Up to 4 products of the same gender and category, the product itself excluded. */
export async function getSimilarProducts(db: Executor, id: string): Promise<Product[]> {
  const record = isUuid(id) ? await findProductById(db, id) : undefined
  if (!record) throw notFound(PRODUCT_NOT_FOUND)
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
    {
      name: input.name,
      description: input.description,
      priceCents: toCents(input.price),
      originalPriceCents: input.originalPrice === undefined ? null : toCents(input.originalPrice),
      images: input.images,
      category: input.category,
      brand: input.brand,
      collections: input.collections,
      material: input.material,
      gender: input.gender,
      createdAt,
      updatedAt: createdAt,
    },
    input.variants,
  )
}
