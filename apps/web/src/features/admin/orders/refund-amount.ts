import {
  REFUND_AMOUNT_INVALID_MESSAGE,
  refundAmountTooLargeMessage,
  type AdminOrder,
} from '@shop/shared/admin'

/**
 * What is left to refund of an order, in cents: its total less what the server says went back
 * (docs/decisions/013-refunds.md, "Update: partial refunds"). Both figures are the server's; this
 * one subtraction is what the back office's refund form needs to offer and check an amount.
 */
export function refundableCents(
  order: Pick<AdminOrder, 'paymentStatus' | 'totalPrice' | 'refundedAmount'>,
): number {
  if (order.paymentStatus === 'refunded') return 0
  return Math.max(0, Math.round(order.totalPrice * 100) - Math.round(order.refundedAmount * 100))
}

/** Cents as the refund field shows them to edit: "177.99", without a dollar sign. */
export function amountFieldText(cents: number): string {
  return (cents / 100).toFixed(2)
}

/**
 * The amount typed in the refund field, in cents, or why it cannot be refunded: dollars with at
 * most two decimals (a leading "$" and commas allowed), from 1 cent up to what is left. The
 * server checks the same again.
 */
export function readRefundAmount(
  text: string,
  leftCents: number,
): { cents: number; error: null } | { cents: null; error: string } {
  const typed = text.trim().replace(/^\$/, '').replaceAll(',', '')
  if (!/^\d+(\.\d{1,2})?$/.test(typed) && !/^\.\d{1,2}$/.test(typed)) {
    return { cents: null, error: REFUND_AMOUNT_INVALID_MESSAGE }
  }
  const cents = Math.round(Number(typed) * 100)
  if (cents < 1) return { cents: null, error: REFUND_AMOUNT_INVALID_MESSAGE }
  if (cents > leftCents) return { cents: null, error: refundAmountTooLargeMessage(leftCents) }
  return { cents, error: null }
}
