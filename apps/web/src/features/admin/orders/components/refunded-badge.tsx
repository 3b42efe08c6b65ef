import type { OrderPaymentStatus } from '@shop/shared/orders'

const badgeClass =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap'

/** Beside an order's status: its payment went back to the customer (docs/product-rules.md § Money). */
export function RefundedBadge() {
  return <span className={`${badgeClass} bg-rose-100 text-rose-900`}>Refunded</span>
}

/** Beside an order's status: a part of its payment went back; the order is fulfilled on. */
export function PartiallyRefundedBadge() {
  return <span className={`${badgeClass} bg-amber-100 text-amber-900`}>Partially refunded</span>
}

/** The badge an order's payment status earns, if any: none while it is simply paid. */
export function RefundBadge({ paymentStatus }: { paymentStatus: OrderPaymentStatus }) {
  if (paymentStatus === 'refunded') return <RefundedBadge />
  if (paymentStatus === 'partially_refunded') return <PartiallyRefundedBadge />
  return null
}
