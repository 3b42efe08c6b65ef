import type { ProductFieldValues } from '@shop/shared/product-field-values'
import { sql, type AnyColumn } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { products } from '../../db/schema/index.js'

/** The column's distinct non-empty values over every product. */
const distinctValues = (column: AnyColumn) =>
  sql<string[]>`coalesce(array_agg(distinct ${column}) filter (where btrim(${column}) <> ''), '{}')`

/** In code-point order: the same on every database, whatever its collation. */
const sorted = (values: readonly string[] | undefined) =>
  [...(values ?? [])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))

/** One aggregate over the products: no product is loaded, however large the catalogue. */
export async function findProductFieldValues(db: Executor): Promise<ProductFieldValues> {
  const [row] = await db
    .select({
      brands: distinctValues(products.brand),
      collections: distinctValues(products.collections),
      materials: distinctValues(products.material),
    })
    .from(products)
  return {
    brands: sorted(row?.brands),
    collections: sorted(row?.collections),
    materials: sorted(row?.materials),
  }
}
