import type { Checkout, CheckoutItem } from '@shop/shared/checkout'
import type { CheckoutItemRecord, CheckoutRow } from '../../db/schema/index.js'
import { QUOTE_HOLD_MINUTES } from '@shop/shared/limits'
import { fromCents } from '../../lib/money.js'
import { lineTotalCents } from '../pricing/price-basket.js'
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
    expiresAt: new Date(row.createdAt.getTime() + QUOTE_HOLD_MINUTES * 60_000).toISOString(),
    paymentStatus: row.paymentStatus,
    isPaid: row.paymentStatus === 'paid',
    paidAt: row.paidAt?.toISOString() ?? null,
    isFinalized: row.finalizedAt !== null,
    createdAt: row.createdAt.toISOString(),
  }
}
