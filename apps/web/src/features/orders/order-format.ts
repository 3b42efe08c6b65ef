import type { Order } from '@shop/shared/orders'
import { SHORT_ID_LENGTH } from '@shop/shared/limits'
import { formatDate } from '../../lib/format-date'

/** docs/product-rules.md § Limits: order ids are shown as their first 8 characters. */
export function shortOrderId(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH)
}

/** How the payment reads: the spec's PayPal, or "Demo payment" when no money was taken. */
export function describePaymentMethod(
  order: Pick<Order, 'paymentMethod' | 'paymentProvider'>,
): string {
  return order.paymentProvider === 'demo' ? 'Demo payment' : order.paymentMethod
}

/** "Refunded on Mar 27, 2026" once the payment went back (docs/product-rules.md § Money), else null. */
export function describeRefund(order: Pick<Order, 'paymentStatus' | 'refundedAt'>): string | null {
  if (order.paymentStatus !== 'refunded') return null
  return order.refundedAt ? `Refunded on ${formatDate(order.refundedAt)}` : 'Refunded'
}

/**
 * The payment's word in a list or a badge: the spec's `paid` word (Paid, Approved) or Pending,
 * and Refunded once the payment went back, so a refunded order never reads as paid.
 */
export function describePaymentState(
  order: Pick<Order, 'isPaid' | 'paymentStatus'>,
  paidWord: string,
  unpaidWord = 'Pending',
): string {
  if (order.paymentStatus === 'refunded') return 'Refunded'
  return order.isPaid ? paidWord : unpaidWord
}
