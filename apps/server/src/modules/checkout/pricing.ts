import type { CheckoutItemInput } from '@shop/shared/checkout'
import type { CheckoutItemRecord } from '../../db/schema/index.js'
import { toCents } from '../../lib/money.js'
import type { CatalogProduct, VariantStock } from './checkout.repository.js'

/**
 * The checkout's price rules (api-contract § Checkout): lines are priced from the database,
 * never from the client, and a client whose figures differ from ours is told so.
 */

export interface ItemKey {
  productId: string
  size: string
  color: string
}

const keyOf = (item: ItemKey) => JSON.stringify([item.productId, item.size, item.color])

/** Lines of the same product, size and colour become one, their quantities added. */
export function mergeLines(lines: readonly CheckoutItemInput[]): CheckoutItemInput[] {
  const merged = new Map<string, CheckoutItemInput>()
  for (const line of lines) {
    const key = keyOf(line)
    const existing = merged.get(key)
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + line.quantity } : line)
  }
  return [...merged.values()]
}

export type PricedItems =
  | { kind: 'priced'; items: CheckoutItemRecord[]; subtotalCents: number }
  | { kind: 'product_not_found' }
  | { kind: 'variant_unavailable'; item: { name: string; size: string; color: string } }
  | {
      kind: 'not_enough_stock'
      item: { name: string; size: string; color: string }
      countInStock: number
    }

/**
 * Prices each line at the product's current price and copies its name and first image; the
 * first line that cannot be sold (unknown product, missing variant, too little stock) says why.
 */
export function priceItems(
  lines: readonly CheckoutItemInput[],
  catalog: ReadonlyMap<string, CatalogProduct>,
): PricedItems {
  const items: CheckoutItemRecord[] = []
  let subtotalCents = 0
  for (const line of lines) {
    const product = catalog.get(line.productId)
    if (!product) return { kind: 'product_not_found' }
    const item = { name: product.name, size: line.size, color: line.color }
    const variant = product.variants.find((v) => v.size === line.size && v.color === line.color)
    if (!variant) return { kind: 'variant_unavailable', item }
    if (line.quantity > variant.countInStock) {
      return { kind: 'not_enough_stock', item, countInStock: variant.countInStock }
    }
    items.push({
      productId: product.id,
      name: product.name,
      image: product.images[0]?.url ?? '',
      priceCents: product.priceCents,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
    })
    subtotalCents += product.priceCents * line.quantity
  }
  return { kind: 'priced', items, subtotalCents }
}

/**
 * True when what the shopper was shown differs from the server's figures: the total, and the
 * unit prices and shipping cost when the client sent them. Compared in whole cents.
 */
export function isQuoteStale(
  shown: { lines: readonly CheckoutItemInput[]; shippingCost?: number; totalPrice: number },
  actual: { items: readonly CheckoutItemRecord[]; shippingCents: number; totalCents: number },
): boolean {
  if (toCents(shown.totalPrice) !== actual.totalCents) return true
  if (shown.shippingCost !== undefined && toCents(shown.shippingCost) !== actual.shippingCents) {
    return true
  }
  const prices = new Map(actual.items.map((item) => [keyOf(item), item.priceCents]))
  return shown.lines.some(
    (line) => line.price !== undefined && toCents(line.price) !== prices.get(keyOf(line)),
  )
}

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
