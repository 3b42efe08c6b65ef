// Whether the stock still covers a checkout's lines; what they cost is modules/pricing's.
import type { VariantStock } from './checkout.repository.js'

export interface ItemKey {
  productId: string
  size: string
  color: string
}

const keyOf = (item: ItemKey) => JSON.stringify([item.productId, item.size, item.color])

/** The first item its variant's stock cannot cover now, with what is left (0 when gone). */
export function findShortItem<T extends ItemKey & { quantity: number }>(
  items: readonly T[],
  stocks: readonly VariantStock[],
): { item: T; countInStock: number } | undefined {
  const available = new Map(stocks.map((stock) => [keyOf(stock), stock.countInStock]))
  for (const item of items) {
    const countInStock = available.get(keyOf(item)) ?? 0
    if (item.quantity > countInStock) return { item, countInStock }
  }
  return undefined
}

/** Units per product, for the sold counts. */
export function unitsPerProduct(items: readonly (ItemKey & { quantity: number })[]) {
  const units = new Map<string, number>()
  for (const item of items)
    units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity)
  return units
}
