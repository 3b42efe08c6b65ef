import { inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { products } from '../../db/schema/index.js'

/** Current prices in cents of the products that exist among `ids` (the rest are left out). */
export async function findProductPrices(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: products.id, priceCents: products.priceCents })
    .from(products)
    .where(inArray(products.id, [...ids]))
  return new Map(rows.map((row) => [row.id, row.priceCents]))
}
