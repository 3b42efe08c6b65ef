import type { Checkout, CheckoutItem, Quote } from '@shop/shared/checkout'
import type { CheckoutItemRecord, CheckoutRow } from '../../db/schema/index.js'
import { QUOTE_HOLD_MINUTES } from '@shop/shared/limits'
import { fromCents, lineTotalCents } from '../../lib/money.js'
import type { PricedBasket } from '../pricing/pricing.service.js'
import { toShippingOptionDto } from '../shipping/shipping.mapper.js'

export function toCheckoutItemDto(item: CheckoutItemRecord): CheckoutItem {
  return {
    productId: item.productId,
    name: item.name,
    image: item.image,
    price: fromCents(item.priceCents),
    lineTotal: fromCents(lineTotalCents(item)),
    size: item.size,
    color: item.color,
    quantity: item.quantity,
  }
}

/** The wire checkout: the server's figures; payment ids and refunds stay inside. */
export function toCheckoutDto(row: CheckoutRow): Checkout {
  return {
    _id: row.id,
    checkoutItems: row.items.map(toCheckoutItemDto),
    shippingAddress: row.shippingAddress,
    shippingOption: toShippingOptionDto(row.shippingOption),
    paymentMethod: row.paymentMethod,
    subtotal: fromCents(row.subtotalCents),
    discount: fromCents(row.discountCents),
    discountCode: row.discountCode,
    shippingCost: fromCents(row.shippingCents),
    tax: fromCents(row.taxCents),
    totalPrice: fromCents(row.totalCents),
    storeCreditApplied: fromCents(row.storeCreditCents),
    amountDue: fromCents(row.totalCents - row.storeCreditCents),
    expiresAt: new Date(row.createdAt.getTime() + QUOTE_HOLD_MINUTES * 60_000).toISOString(),
    paymentStatus: row.paymentStatus,
    isPaid: row.paymentStatus === 'paid',
    paidAt: row.paidAt?.toISOString() ?? null,
    isFinalized: row.finalizedAt !== null,
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * The figures of a priced basket as a refused checkout shows them (409 bodies); with
 * `storeCreditCents` (the credit the caller's balance covers now), the split of the total too.
 */
export function toPriceFiguresDto(price: PricedBasket, storeCreditCents?: number) {
  return {
    checkoutItems: price.items.map(toCheckoutItemDto),
    ...(price.shippingRate ? { shippingOption: toShippingOptionDto(price.shippingRate) } : {}),
    subtotal: fromCents(price.subtotalCents),
    discount: fromCents(price.discountCents),
    discountCode: price.discount?.code ?? null,
    ...(price.discountMessage === undefined ? {} : { discountMessage: price.discountMessage }),
    shippingCost: fromCents(price.shippingCents),
    tax: fromCents(price.taxCents),
    totalPrice: fromCents(price.totalCents),
    ...(storeCreditCents === undefined
      ? {}
      : {
          storeCreditApplied: fromCents(storeCreditCents),
          amountDue: fromCents(price.totalCents - storeCreditCents),
        }),
  }
}

/**
 * A priced basket as the quote answers it (`POST /api/checkout/quote`), with the store credit it
 * would spend (0 unless asked for).
 */
export function toQuoteDto(price: PricedBasket, storeCreditCents: number): Quote {
  return {
    items: price.items.map(toCheckoutItemDto),
    subtotal: fromCents(price.subtotalCents),
    discount: fromCents(price.discountCents),
    shipping: fromCents(price.shippingCents),
    tax: fromCents(price.taxCents),
    total: fromCents(price.totalCents),
    storeCreditApplied: fromCents(storeCreditCents),
    amountDue: fromCents(price.totalCents - storeCreditCents),
    discountCode: price.discount?.code ?? null,
    ...(price.discountMessage === undefined ? {} : { discountMessage: price.discountMessage }),
    shippingOption: price.shippingRate ? toShippingOptionDto(price.shippingRate) : null,
    ...(price.freeShippingRemainingCents === undefined
      ? {}
      : { freeShippingRemaining: fromCents(price.freeShippingRemainingCents) }),
  }
}
