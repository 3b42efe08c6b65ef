import {
  RETURN_STATS_TOP_PRODUCTS,
  type ProductReturnReasons,
  type ReasonUnits,
  type ReturnStats,
} from '@shop/shared/returns'
import type { StatsRange } from '@shop/shared/admin'
import { isUuid } from '@shop/shared/common'
import type { Executor } from '../../db/client.js'
import {
  findReasonsOfProduct,
  findTopReturnedProducts,
  sumReturnedUnits,
  sumSoldUnits,
} from './return-stats.repository.js'

/*
 * What the owner learns from returns: the return rate and the products returned most over the
 * dashboard's range, and a product's reasons ("7 of 9: too small"), kept queryable for the fit
 * hint of the product page.
 */

/** Most units first; a tie keeps the order of RETURN_REASONS (fit first). */
function byUnits(reasons: ReasonUnits[]): ReasonUnits[] {
  return [...reasons].sort((a, b) => b.units - a.units)
}

export async function getReturnStats(db: Executor, range: StatsRange): Promise<ReturnStats> {
  const [returnedUnits, soldUnits, rows] = await Promise.all([
    sumReturnedUnits(db, range),
    sumSoldUnits(db, range),
    findTopReturnedProducts(db, range, RETURN_STATS_TOP_PRODUCTS),
  ])
  const products = new Map<string, ReturnStats['topProducts'][number]>()
  for (const row of rows) {
    const key = row.productId ?? `deleted:${row.name}`
    const product = products.get(key) ?? {
      productId: row.productId,
      name: row.name,
      units: 0,
      reasons: [],
    }
    product.units += row.units
    product.reasons.push({ reason: row.reason, units: row.units })
    products.set(key, product)
  }
  return {
    returnedUnits,
    soldUnits,
    returnRate: soldUnits === 0 ? 0 : returnedUnits / soldUnits,
    topProducts: [...products.values()]
      .map((product) => ({ ...product, reasons: byUnits(product.reasons) }))
      .sort((a, b) => b.units - a.units),
  }
}

export async function getProductReturnReasons(
  db: Executor,
  productId: string,
): Promise<ProductReturnReasons> {
  if (!isUuid(productId)) return { units: 0, reasons: [] }
  const reasons = byUnits(await findReasonsOfProduct(db, productId))
  return { units: reasons.reduce((sum, reason) => sum + reason.units, 0), reasons }
}
