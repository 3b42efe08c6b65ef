import type { CheckoutItemInput } from '@shop/shared/checkout'
import type { CheckoutRow } from '../../db/schema/index.js'
import { toCents } from '../../lib/money.js'
import { variantKey } from '../catalog/stock.service.js'
import type { PricedBasket } from '../pricing/pricing.service.js'

/**
 * True when what the shopper was shown differs from the server's figures: the total, and the
 * unit prices and shipping cost when the client sent them. Compared in whole cents.
 */
export function isQuoteStale(
  shown: {
    checkoutItems: readonly CheckoutItemInput[]
    shippingOption: { cost?: number | undefined }
    totalPrice: number
  },
  actual: PricedBasket,
): boolean {
  if (toCents(shown.totalPrice) !== actual.totalCents) return true
  const shownShipping = shown.shippingOption.cost
  if (shownShipping !== undefined && toCents(shownShipping) !== actual.shippingCents) return true
  const prices = new Map(actual.items.map((item) => [variantKey(item), item.priceCents]))
  return shown.checkoutItems.some(
    (line) => line.price !== undefined && toCents(line.price) !== prices.get(variantKey(line)),
  )
}

/** True when a checkout's stored figures are exactly what its basket costs now. */
export function isSamePrice(checkout: CheckoutRow, now: PricedBasket): boolean {
  const then = new Map(checkout.items.map((item) => [variantKey(item), item.priceCents]))
  return (
    checkout.subtotalCents === now.subtotalCents &&
    checkout.shippingCents === now.shippingCents &&
    checkout.discountCents === now.discountCents &&
    checkout.discountId === (now.discount?.id ?? null) &&
    checkout.taxCents === now.taxCents &&
    checkout.totalCents === now.totalCents &&
    now.items.every((item) => then.get(variantKey(item)) === item.priceCents)
  )
}
