import type { AdminOrder } from '@shop/shared/admin'
import type { Order } from '@shop/shared/orders'
import { fromCents, lineTotalCents } from '../../lib/money.js'
import { toShippingOptionDto } from '../shipping/shipping.mapper.js'
import type { OrderRecord } from './orders.repository.js'

/** The wire order (docs/product-rules.md § Checkout): cents become dollars here only. */
export function toOrderDto(record: OrderRecord): Order {
  return {
    _id: record.id,
    createdAt: record.createdAt.toISOString(),
    user:
      record.userId === null || record.userName === null
        ? null
        : { _id: record.userId, name: record.userName },
    orderItems: record.items.map((item) => ({
      _id: item.id,
      productId: item.productId,
      name: item.name,
      image: item.image,
      price: fromCents(item.priceCents),
      lineTotal: fromCents(lineTotalCents(item)),
      size: item.size,
      color: item.color,
      quantity: item.quantity,
    })),
    shippingAddress: record.shippingAddress,
    shippingOption: toShippingOptionDto(record.shippingOption),
    paymentMethod: record.paymentMethod,
    paymentStatus: record.paymentStatus,
    paymentProvider: record.paymentProvider,
    subtotal: fromCents(record.subtotalCents),
    discount: fromCents(record.discountCents),
    discountCode: record.discountCode,
    shippingCost: fromCents(record.shippingCents),
    tax: fromCents(record.taxCents),
    totalPrice: fromCents(record.totalCents),
    storeCreditApplied: fromCents(record.storeCreditCents),
    refundedAmount: fromCents(record.refundedAmountCents),
    refundedAt: record.refundedAt?.toISOString() ?? null,
    isPaid: record.isPaid,
    paidAt: record.paidAt?.toISOString() ?? null,
    shippedAt: record.shippedAt?.toISOString() ?? null,
    isDelivered: record.isDelivered,
    deliveredAt: record.deliveredAt?.toISOString() ?? null,
    status: record.status,
    trackingNumber: record.trackingNumber,
    ...(record.replacementFor && { replacementFor: record.replacementFor }),
  }
}

/** The admin's view of an order: the customer's e-mail too, so the back office can reach them. */
export function toAdminOrderDto(record: OrderRecord): AdminOrder {
  return {
    ...toOrderDto(record),
    user:
      record.userId === null || record.userName === null || record.userEmail === null
        ? null
        : { _id: record.userId, name: record.userName, email: record.userEmail },
  }
}

/** An amount of an order as the audit log keeps it: dollars, as the back office reads them. */
export function toAuditedAmount(cents: number): number {
  return fromCents(cents)
}
