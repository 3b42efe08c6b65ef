import type { AdminProductListQuery } from '@shop/shared/admin-list-queries'
import type { Product } from '@shop/shared/catalog'
import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { products } from '../../db/schema/index.js'
import { containsPattern, offsetOf, orderByFor, type Page } from '../../lib/paged-list.js'
import { productColumns } from './catalog.repository.js'
import { toProductDto } from './product.mapper.js'

/**
 * The back office's product list (docs/product-rules.md § Back office at scale): drafts included, one
 * page plus the number of matches. Variants ride along as in the shop's list.
 */

/** Units over every variant of the product; only computed when the list is sorted by it. */
const totalStock = sql`(select coalesce(sum(v.count_in_stock), 0) from product_variants v where v.product_id = ${products.id})`

const sortColumns = {
  name: products.name,
  price: products.priceCents,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  stock: totalStock,
}

/** Some variant of the product meets `condition` (written against the alias `v`). */
const hasVariantWhere = (condition: SQL) =>
  sql`exists (select 1 from product_variants v where v.product_id = ${products.id} and ${condition})`

function whereOf(query: AdminProductListQuery, lowStockThreshold: number): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (query.search !== undefined) {
    const pattern = containsPattern(query.search)
    // The SKUs are matched once, not once per product; name, brand and SKU have trigram
    // indexes (migrations 0005 and 0007).
    conditions.push(
      sql`(${products.name} ilike ${pattern} or ${products.brand} ilike ${pattern} or ${products.id} = any(array(select v.product_id from product_variants v where v.sku ilike ${pattern})))`,
    )
  }
  if (query.category !== undefined)
    conditions.push(sql`lower(${products.category}) = ${query.category.toLowerCase()}`)
  if (query.gender !== undefined)
    conditions.push(sql`lower(${products.gender}) = ${query.gender.toLowerCase()}`)
  if (query.status !== undefined) conditions.push(eq(products.status, query.status))
  if (query.stock === 'low')
    conditions.push(hasVariantWhere(sql`v.count_in_stock between 1 and ${lowStockThreshold}`))
  if (query.stock === 'out') conditions.push(hasVariantWhere(sql`v.count_in_stock = 0`))
  return and(...conditions)
}

export async function listProductsForAdmin(
  db: Executor,
  query: AdminProductListQuery,
  lowStockThreshold: number,
): Promise<Page<Product>> {
  const where = whereOf(query, lowStockThreshold)
  const orderBy = orderByFor(query.sort, sortColumns, products.id)
  // The page's ids first: the variants aggregate then runs for its rows only, not for every
  // row an OFFSET skips (page 40 would build 1,000 of them).
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.limit)
    .offset(offsetOf(query))
    .as('page_ids')
  // The page and the count are independent: on PostgreSQL they run side by side.
  const [records, counted] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .innerJoin(pageIds, eq(pageIds.id, products.id))
      .orderBy(...orderBy),
    db.select({ total: count() }).from(products).where(where),
  ])
  return { rows: records.map(toProductDto), total: counted[0]?.total ?? 0 }
}
