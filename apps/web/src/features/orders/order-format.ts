import type { Order } from '@shop/shared/orders'
import { SHORT_ID_LENGTH } from '@shop/shared/limits'
import { formatDate } from '../../lib/format-date'
import { formatMoney } from '../../lib/format-money'

/** docs/product-rules.md § Limits: order ids are shown as their first 8 characters. */
export function shortOrderId(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH)
}

/** Orders the provider took nothing for, named by what paid them (docs/decisions/032, 033). */
const UNCAPTURED_PAYMENT_WORDS: Record<string, string> = {
  Exchange: 'Exchange: nothing to pay',
  'Store credit': 'Store credit',
}

/**
 * How the payment reads: the spec's PayPal, "Demo payment" when no money was taken, or what
 * paid an order without a payment (an exchange's replacement, store credit).
 */
export function describePaymentMethod(
  order: Pick<Order, 'paymentMethod' | 'paymentProvider'>,
): string {
  const uncaptured = UNCAPTURED_PAYMENT_WORDS[order.paymentMethod]
  if (uncaptured !== undefined) return uncaptured
  return order.paymentProvider === 'demo' ? 'Demo payment' : order.paymentMethod
}

/**
 * "Refunded on Mar 27, 2026" once the payment went back (docs/product-rules.md § Money), "$10.00 of
 * $177.99 refunded" while a part of it did, else null.
 */
export function describeRefund(
  order: Pick<Order, 'paymentStatus' | 'refundedAt' | 'refundedAmount' | 'totalPrice'>,
): string | null {
  if (order.paymentStatus === 'partially_refunded') {
    return `${formatMoney(order.refundedAmount)} of ${formatMoney(order.totalPrice)} refunded`
  }
  if (order.paymentStatus !== 'refunded') return null
  return order.refundedAt ? `Refunded on ${formatDate(order.refundedAt)}` : 'Refunded'
}

/**
 * The payment's word in a list or a badge: the spec's `paid` word (Paid, Approved) or Pending,
 * "Partially refunded $X" once a part of it went back, and Refunded once all of it did, so a
 * refunded order never reads as paid.
 */
export function describePaymentState(
  order: Pick<Order, 'isPaid' | 'paymentStatus' | 'refundedAmount'>,
  paidWord: string,
  unpaidWord = 'Pending',
): string {
  if (order.paymentStatus === 'refunded') return 'Refunded'
  if (order.paymentStatus === 'partially_refunded') {
    return `Partially refunded ${formatMoney(order.refundedAmount)}`
  }
  return order.isPaid ? paidWord : unpaidWord
}
