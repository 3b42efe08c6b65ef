import type { Executor } from '../../db/client.js'
import {
  addSoldCount,
  addVariantStock,
  lockVariantStocks,
  type LockedVariantStock,
  type VariantKey,
} from './stock.repository.js'

/*
 * Stock moves of the catalogue inside other modules' transactions (finalizing a checkout,
 * cancelling an order or taking it back). Every writer locks with `lockStock` first, so all take
 * their locks in one order and none waits on another in a circle. The caller drops the
 * catalogue cache once its transaction has committed.
 */

export type { LockedVariantStock, VariantKey }

/** Locks the products and their variants until the transaction ends; answers their stock. */
export function lockStock(
  tx: Executor,
  productIds: Iterable<string>,
): Promise<LockedVariantStock[]> {
  return lockVariantStocks(tx, [...new Set(productIds)].sort())
}

/** Puts units on a variant's shelf (negative takes them); the table refuses a negative stock. */
export function addStock(tx: Executor, variant: VariantKey, units: number): Promise<void> {
  return addVariantStock(tx, variant, units)
}

/** Counts units as sold (negative: no longer sold); the best seller follows this count. */
export function addSold(tx: Executor, productId: string, units: number): Promise<void> {
  return addSoldCount(tx, productId, units)
}
