import type { ProductVariant, SortBy } from '@shop/shared/catalog'
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNotNull,
  lte,
  max,
  min,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.js'
import {
  productVariants,
  products,
  type NewProductRow,
  type NewProductVariantRow,
} from '../../db/schema/index.js'
import type { ProductRecord } from './product.mapper.js'

/** A shopper's filters, normalised by the service (lower-cased lists, prices in cents). */
export interface CatalogFilter {
  collectionSlug?: string | undefined
  category?: string | undefined
  gender?: string | undefined
  materials: string[]
  brands: string[]
  sizes: string[]
  colors: string[]
  minPriceCents?: number | undefined
  maxPriceCents?: number | undefined
  /** A prefix tsquery; `null` means a search with nothing searchable in it, which matches nothing. */
  tsQuery?: string | null | undefined
}

export interface PageRequest {
  sortBy?: SortBy | undefined
  limit: number
  offset: number
}

/**
 * Variants ride along as one JSON aggregate, so a page of products is a single query. The outer
 * column is spelled out: in a select list Drizzle leaves it unqualified, which would bind to `v`.
 */
const variantsJson = sql<ProductVariant[]>`coalesce((
  select json_agg(json_build_object('size', v.size, 'color', v.color, 'sku', v.sku, 'countInStock', v.count_in_stock) order by v.position)
  from product_variants v where v.product_id = "products"."id"
), '[]'::json)`.as('variants')

export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  originalPriceCents: products.originalPriceCents,
  images: products.images,
  category: products.category,
  brand: products.brand,
  collections: products.collections,
  material: products.material,
  gender: products.gender,
  status: products.status,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  variants: variantsJson,
}

/** The shop shows active products only; drafts live in the back office (decision 014). */
export const isActive = eq(products.status, 'active')

export const lowerIn = (column: SQL, values: string[]) =>
  sql`${column} in (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`

/** The shop's condition for a filter: active products matching every filter given. */
export function whereOf(filter: CatalogFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isActive]
  if (filter.collectionSlug) conditions.push(eq(products.collectionSlug, filter.collectionSlug))
  if (filter.category) conditions.push(sql`lower(${products.category}) = ${filter.category}`)
  if (filter.gender) conditions.push(sql`lower(${products.gender}) = ${filter.gender}`)
  if (filter.materials.length > 0)
    conditions.push(lowerIn(sql`lower(${products.material})`, filter.materials))
  if (filter.brands.length > 0)
    conditions.push(lowerIn(sql`lower(${products.brand})`, filter.brands))
  if (filter.minPriceCents !== undefined)
    conditions.push(gte(products.priceCents, filter.minPriceCents))
  if (filter.maxPriceCents !== undefined)
    conditions.push(lte(products.priceCents, filter.maxPriceCents))
  if (filter.sizes.length > 0 || filter.colors.length > 0) {
    // Size and colour must meet on one variant: "M in Black" is not "M in Red plus S in Black".
    const variantConditions = [sql`v.product_id = ${products.id}`]
    if (filter.sizes.length > 0) variantConditions.push(lowerIn(sql`lower(v.size)`, filter.sizes))
    if (filter.colors.length > 0)
      variantConditions.push(lowerIn(sql`lower(v.color)`, filter.colors))
    conditions.push(
      sql`exists (select 1 from product_variants v where ${sql.join(variantConditions, sql` and `)})`,
    )
  }
  if (filter.tsQuery === null) conditions.push(sql`false`)
  else if (filter.tsQuery)
    conditions.push(sql`${products.searchVector} @@ to_tsquery('english', ${filter.tsQuery})`)
  return and(...conditions)
}

function orderOf(filter: CatalogFilter, sortBy: SortBy | undefined): SQL[] {
  const newestFirst = [desc(products.createdAt), asc(products.id)]
  switch (sortBy) {
    case 'priceAsc':
      return [asc(products.priceCents), ...newestFirst]
    case 'priceDesc':
      return [desc(products.priceCents), ...newestFirst]
    case 'popularity':
      return [desc(products.soldCount), ...newestFirst]
    case 'newest':
      return newestFirst
    default:
      // A search with no explicit sort lists the best matches first.
      return filter.tsQuery
        ? [
            desc(sql`ts_rank(${products.searchVector}, to_tsquery('english', ${filter.tsQuery}))`),
            ...newestFirst,
          ]
        : newestFirst
  }
}

export async function findProductPage(
  db: Executor,
  filter: CatalogFilter,
  page: PageRequest,
): Promise<{ records: ProductRecord[]; total: number }> {
  const where = whereOf(filter)
  // The page and the count run as two statements: a window count would carry every match at
  // full width through the sort (twice the time on PGlite at 10,000 products).
  const records = await db
    .select(productColumns)
    .from(products)
    .where(where)
    .orderBy(...orderOf(filter, page.sortBy))
    .limit(page.limit)
    .offset(page.offset)
  const [counted] = await db.select({ total: count() }).from(products).where(where)
  return { records, total: counted?.total ?? 0 }
}

/** A product whatever its status (the back office's view). */
export async function findProductById(
  db: Executor,
  id: string,
): Promise<ProductRecord | undefined> {
  const [record] = await db.select(productColumns).from(products).where(eq(products.id, id))
  return record
}

/** A product the shop shows: a draft is as absent as a deleted product. */
export async function findActiveProductById(
  db: Executor,
  id: string,
): Promise<ProductRecord | undefined> {
  const [record] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, id), isActive))
  return record
}

export async function findSimilarProducts(
  db: Executor,
  product: Pick<ProductRecord, 'id' | 'gender' | 'category'>,
  limit: number,
): Promise<ProductRecord[]> {
  return db
    .select(productColumns)
    .from(products)
    .where(
      and(
        sql`lower(${products.gender}) = lower(${product.gender})`,
        sql`lower(${products.category}) = lower(${product.category})`,
        ne(products.id, product.id),
        isActive,
      ),
    )
    .orderBy(desc(products.soldCount), desc(products.createdAt), asc(products.id))
    .limit(limit)
}

export async function findNewestProducts(db: Executor, limit: number): Promise<ProductRecord[]> {
  return db
    .select(productColumns)
    .from(products)
    .where(isActive)
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(limit)
}

/**
 * Most units sold in paid orders; among equals (and in a shop with no sales yet) a product that
 * can still be bought wins, then the newest.
 */
export async function findBestSeller(db: Executor): Promise<ProductRecord | undefined> {
  const inStock = sql`exists (select 1 from product_variants v where v.product_id = ${products.id} and v.count_in_stock > 0)`
  const [record] = await db
    .select(productColumns)
    .from(products)
    .where(isActive)
    .orderBy(desc(products.soldCount), desc(inStock), desc(products.createdAt), asc(products.id))
    .limit(1)
  return record
}

export async function insertProduct(
  db: Executor,
  product: NewProductRow,
  variants: Omit<NewProductVariantRow, 'productId' | 'position'>[],
): Promise<string> {
  const [inserted] = await db.insert(products).values(product).returning({ id: products.id })
  if (!inserted) throw new Error('Inserting a product returned no row')
  if (variants.length > 0) {
    await db
      .insert(productVariants)
      .values(
        variants.map((variant, position) => ({ ...variant, productId: inserted.id, position })),
      )
  }
  return inserted.id
}

/** The distinct values a filter sidebar can offer, as stored (the service orders and merges them). */
export interface FacetValues {
  categories: string[]
  genders: string[]
  materials: string[]
  brands: string[]
  colors: string[]
  sizes: string[]
  /** Null when no product is in scope. */
  minPriceCents: number | null
  maxPriceCents: number | null
}

const distinctValues = (column: AnyPgColumn) =>
  sql<string[]>`coalesce(json_agg(distinct ${column}) filter (where ${column} <> ''), '[]'::json)`

/**
 * Facets of the products of one collection (every product without a slug): one aggregate over
 * the products and one over their variants, so no product is loaded.
 */
export async function findFacetValues(
  db: Executor,
  collectionSlug: string | undefined,
): Promise<FacetValues> {
  const scope = and(
    isActive,
    collectionSlug ? eq(products.collectionSlug, collectionSlug) : undefined,
  )
  const [productFacets] = await db
    .select({
      categories: distinctValues(products.category),
      genders: distinctValues(products.gender),
      materials: distinctValues(products.material),
      brands: distinctValues(products.brand),
      minPriceCents: min(products.priceCents),
      maxPriceCents: max(products.priceCents),
    })
    .from(products)
    .where(scope)
  const [variantFacets] = await db
    .select({
      colors: distinctValues(productVariants.color),
      sizes: distinctValues(productVariants.size),
    })
    .from(productVariants)
    .innerJoin(products, eq(productVariants.productId, products.id))
    .where(scope)
  return {
    categories: productFacets?.categories ?? [],
    genders: productFacets?.genders ?? [],
    materials: productFacets?.materials ?? [],
    brands: productFacets?.brands ?? [],
    colors: variantFacets?.colors ?? [],
    sizes: variantFacets?.sizes ?? [],
    minPriceCents: productFacets?.minPriceCents ?? null,
    maxPriceCents: productFacets?.maxPriceCents ?? null,
  }
}

/**
 * One display name per collection slug (names differing only in case or spacing are one). The
 * byte order picks the same spelling on every database, whatever its collation.
 */
export async function findCollectionNames(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ name: sql<string>`min(${products.collections} collate "C")` })
    .from(products)
    .where(and(isNotNull(products.collectionSlug), ne(products.collectionSlug, ''), isActive))
    .groupBy(products.collectionSlug)
  return rows.map((row) => row.name)
}

/** What a sitemap needs of every product: its id and when it last changed. */
export async function findProductLastModified(
  db: Executor,
): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(isActive)
    .orderBy(desc(products.createdAt), asc(products.id))
}
