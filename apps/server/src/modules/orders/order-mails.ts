import type { OrderMailData } from '../mail/mail-messages.js'
import { queueMail } from '../mail/mail.service.js'
import type { Executor } from '../../db/client.js'
import { refundedPartsOf } from './order-refunds.js'
import { findOrderById, type OrderRecord } from './orders.repository.js'

/**
 * The e-mails that follow an order's life (docs/product-rules.md § Mail): placed, shipped, cancelled,
 * refunded.
 */
export type OrderMailKind =
  'order_confirmation' | 'order_shipped' | 'order_cancelled' | 'order_refunded'

/**
 * The order as its mails show it. `refund` is the refund an `order_refunded` mail is about (its
 * amount and the part of it given as store credit); without it, a mail states what was refunded
 * of the order so far (a cancellation queued after the refund was recorded says the money is
 * back).
 */
export function toOrderMailData(
  record: OrderRecord,
  refund?: { amountCents: number; creditCents: number },
): OrderMailData {
  const refunded = refund ?? {
    amountCents: record.refundedAmountCents,
    creditCents: refundedPartsOf(record).creditCents,
  }
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
    refundedCents: refunded.amountCents > 0 ? refunded.amountCents : null,
    refundedCreditCents: refunded.amountCents > 0 ? refunded.creditCents : null,
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
  refund?: { amountCents: number; creditCents: number },
): Promise<void> {
  const record = await findOrderById(tx, orderId)
  if (!record?.userEmail) return
  await queueMail(tx, { kind, to: record.userEmail, data: toOrderMailData(record, refund) })
}
