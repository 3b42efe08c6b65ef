import type { OrderMailData } from '../mail/mail-messages.js'
import { queueMail } from '../mail/mail.service.js'
import type { Executor } from '../../db/client.js'
import { findOrderById, type OrderRecord } from './orders.repository.js'

/**
 * The e-mails that follow an order's life (docs/product-rules.md § Mail): placed, shipped, cancelled,
 * refunded.
 */
export type OrderMailKind =
  'order_confirmation' | 'order_shipped' | 'order_cancelled' | 'order_refunded'

export function toOrderMailData(record: OrderRecord): OrderMailData {
  return {
    orderId: record.id,
    customerName: record.userName ?? record.shippingAddress.firstName,
    placedAt: record.createdAt.toISOString(),
    items: record.items.map((item) => ({
      name: item.name,
      color: item.color,
      size: item.size,
      quantity: item.quantity,
      priceCents: item.priceCents,
      image: item.image,
    })),
    subtotalCents: record.subtotalCents,
    shippingCents: record.shippingCents,
    discountCents: record.discountCents,
    discountCode: record.discountCode,
    taxCents: record.taxCents,
    totalCents: record.totalCents,
    shippingLabel: record.shippingOption.label,
    estimatedDays: record.shippingOption.estimatedDays,
    shippingAddress: record.shippingAddress,
    trackingNumber: record.trackingNumber,
    // A cancellation queued after the refund was recorded tells the buyer the money is back.
    refundedCents: record.paymentStatus === 'refunded' ? record.totalCents : null,
  }
}

/**
 * Queues the order's mail to its customer, in the caller's transaction, so the mail exists
 * exactly when the change does. An order whose account was deleted has nobody to write to.
 */
export async function queueOrderMail(
  tx: Executor,
  orderId: string,
  kind: OrderMailKind,
): Promise<void> {
  const record = await findOrderById(tx, orderId)
  if (!record?.userEmail) return
  await queueMail(tx, { kind, to: record.userEmail, data: toOrderMailData(record) })
}
