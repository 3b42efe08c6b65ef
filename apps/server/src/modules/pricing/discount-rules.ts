import {
  DISCOUNT_CUSTOMER_USED_UP_MESSAGE,
  DISCOUNT_EXPIRED_MESSAGE,
  DISCOUNT_UNKNOWN_MESSAGE,
  DISCOUNT_USED_UP_MESSAGE,
  discountMinSubtotalMessage,
} from '@shop/shared/discounts'
import type { DiscountRow } from '../../db/schema/index.js'
import { BASIS_POINTS, shareOfCents } from '../../lib/money.js'

/** A code the shopper typed, as the database knows it (row undefined: no such code). */
export interface DiscountCandidate {
  row: DiscountRow | undefined
  /** Orders of this customer that already redeemed the code. */
  usesByCustomer: number
}

/**
 * Why a code does not apply to this basket now, in the shopper's words; undefined when it does.
 * A switched-off or not yet started code reads as unknown: a shopper need not learn that it once
 * existed, and an upcoming promotion must not leak before it starts.
 */
export function discountRefusal(
  candidate: DiscountCandidate,
  basket: { subtotalCents: number; now: Date },
): string | undefined {
  const { row } = candidate
  if (!row?.active) return DISCOUNT_UNKNOWN_MESSAGE
  if (row.startsAt && row.startsAt > basket.now) return DISCOUNT_UNKNOWN_MESSAGE
  if (row.endsAt && row.endsAt <= basket.now) return DISCOUNT_EXPIRED_MESSAGE
  if (row.usageLimit !== null && row.timesUsed >= row.usageLimit) return DISCOUNT_USED_UP_MESSAGE
  if (row.perCustomerLimit !== null && candidate.usesByCustomer >= row.perCustomerLimit) {
    return DISCOUNT_CUSTOMER_USED_UP_MESSAGE
  }
  if (basket.subtotalCents < row.minSubtotalCents) {
    return discountMinSubtotalMessage(row.minSubtotalCents)
  }
  return undefined
}

/**
 * What an applicable code takes off, in cents: a percent of the goods (rounded half up), a fixed
 * amount never more than the goods, or for free shipping the cost of the cheapest option offered
 * for the address, never more than the chosen one (a faster option costs the difference).
 */
export function discountCents(
  row: DiscountRow,
  basket: { subtotalCents: number; shippingCents: number; cheapestShippingCents: number },
): number {
  switch (row.type) {
    case 'percent':
      return shareOfCents(basket.subtotalCents, row.value, BASIS_POINTS)
    case 'fixed':
      return Math.min(row.value, basket.subtotalCents)
    case 'free_shipping':
      return Math.min(basket.cheapestShippingCents, basket.shippingCents)
  }
}

/**
 * The part of a basket's discount taken off the goods (what a return's refund shares out): all
 * of it for a percent or fixed code, none for free shipping, whose discount is on the shipping.
 */
export function goodsDiscountCents(price: {
  discount: Pick<DiscountRow, 'type'> | null
  discountCents: number
}): number {
  return price.discount?.type === 'free_shipping' ? 0 : price.discountCents
}
