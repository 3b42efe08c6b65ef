import type { ProductImage } from '@shop/shared/catalog'
import { asc, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { productVariants, products, type NewProductRow } from '../../db/schema/index.js'

/**
 * The SQL of the catalogue's CSV export and import (docs/api.md § CSV). The import writes
 * set-based: one multi-row statement per chunk of products or variants, never one per row, so
 * 10,000 rows take a few dozen statements.
 */

/** Rows per multi-row statement: far below PostgreSQL's 65,535 parameters per query. */
const WRITE_CHUNK = 500
/** Ids per `in (…)` lookup. */
const READ_CHUNK = 1000

export interface CsvVariant {
  size: string
  color: string
  sku: string
  countInStock: number
}

/** A product as the CSV sees it: its columns, status and variants in their order. */
export interface CsvProductRecord {
  id: string
  name: string
  description: string
  priceCents: number
  originalPriceCents: number | null
  images: ProductImage[]
  category: string
  brand: string
  collections: string
  material: string
  gender: string
  status: 'active' | 'draft'
  /** When the product was last saved: the export writes it, the import compares it. */
  updatedAt: Date
  variants: CsvVariant[]
}

const variantsJson = sql<CsvVariant[]>`coalesce((
  select json_agg(json_build_object('size', v.size, 'color', v.color, 'sku', v.sku, 'countInStock', v.count_in_stock) order by v.position)
  from product_variants v where v.product_id = "products"."id"
), '[]'::json)`.as('variants')

const csvProductColumns = {
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
  updatedAt: products.updatedAt,
  variants: variantsJson,
}

export function chunked<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size))
  }
  return chunks
}

/** The ids of the products to export (all, or those of `ids`), by name then id. */
export async function findProductIdsForExport(
  db: Executor,
  ids: readonly string[] | undefined,
): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(ids === undefined ? undefined : inArray(products.id, [...ids]))
    .orderBy(asc(products.name), asc(products.id))
  return rows.map((row) => row.id)
}

/** Products with their variants, in the order of `ids`. */
export async function findCsvProducts(
  db: Executor,
  ids: readonly string[],
): Promise<CsvProductRecord[]> {
  const found = new Map<string, CsvProductRecord>()
  for (const chunk of chunked(ids, READ_CHUNK)) {
    const rows = await db
      .select(csvProductColumns)
      .from(products)
      .where(inArray(products.id, chunk))
    for (const row of rows) found.set(row.id, row)
  }
  return ids.flatMap((id) => found.get(id) ?? [])
}

/**
 * Which product each of `skus` belongs to, for those that exist. A join with the unnested list
 * rather than `sku in (…)`: with a long IN list the planner may pick the trigram index
 * (migration 0005) over the unique one, which took seconds per thousand SKUs on PostgreSQL.
 */
export async function findSkuOwners(
  db: Executor,
  skus: readonly string[],
): Promise<Map<string, string>> {
  const owners = new Map<string, string>()
  for (const chunk of chunked(skus, READ_CHUNK)) {
    const rows = await db
      .select({ sku: productVariants.sku, productId: productVariants.productId })
      .from(sql`unnest(${sql.param(chunk)}::text[]) as wanted(sku)`)
      .innerJoin(productVariants, sql`${productVariants.sku} = wanted.sku`)
    for (const row of rows) owners.set(row.sku, row.productId)
  }
  return owners
}

/**
 * Locks the products an import replaces, in id order: checkout finalization locks products in
 * id order too, so an import and a sale queue instead of deadlocking.
 */
export async function lockProducts(tx: Executor, ids: readonly string[]): Promise<void> {
  const sorted = [...ids].sort()
  for (const chunk of chunked(sorted, READ_CHUNK)) {
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, chunk))
      .orderBy(asc(products.id))
      .for('update')
  }
}

export type CsvProductValues = Required<
  Pick<
    NewProductRow,
    | 'id'
    | 'name'
    | 'description'
    | 'priceCents'
    | 'originalPriceCents'
    | 'images'
    | 'category'
    | 'brand'
    | 'collections'
    | 'material'
    | 'gender'
    | 'status'
  >
>

export async function insertProducts(
  tx: Executor,
  rows: readonly CsvProductValues[],
): Promise<void> {
  for (const chunk of chunked(rows, WRITE_CHUNK)) await tx.insert(products).values(chunk)
}

/** One UPDATE … FROM (VALUES …) per chunk: every listed product gets its new columns. */
export async function updateProducts(
  tx: Executor,
  rows: readonly CsvProductValues[],
): Promise<void> {
  for (const chunk of chunked(rows, WRITE_CHUNK)) {
    const values = sql.join(
      chunk.map(
        (row) =>
          sql`(${row.id}::uuid, ${row.name}, ${row.description}, ${row.priceCents}::int, ${row.originalPriceCents}::int, ${JSON.stringify(row.images)}::jsonb, ${row.category}, ${row.brand}, ${row.collections}, ${row.material}, ${row.gender}, ${row.status})`,
      ),
      sql`, `,
    )
    await tx.execute(sql`
      update products set
        name = v.name, description = v.description, price_cents = v.price_cents,
        original_price_cents = v.original_price_cents, images = v.images, category = v.category,
        brand = v.brand, collections = v.collections, material = v.material, gender = v.gender,
        status = v.status, updated_at = now()
      from (values ${values}) as v(id, name, description, price_cents, original_price_cents, images, category, brand, collections, material, gender, status)
      where products.id = v.id`)
  }
}

/** Drops every variant of the products; the import inserts their new list right after. */
export async function deleteVariantsOf(tx: Executor, productIds: readonly string[]): Promise<void> {
  for (const chunk of chunked(productIds, READ_CHUNK)) {
    await tx.delete(productVariants).where(inArray(productVariants.productId, chunk))
  }
}

export interface CsvVariantValues extends CsvVariant {
  productId: string
  position: number
}

export async function insertVariants(
  tx: Executor,
  rows: readonly CsvVariantValues[],
): Promise<void> {
  for (const chunk of chunked(rows, WRITE_CHUNK)) await tx.insert(productVariants).values(chunk)
}
