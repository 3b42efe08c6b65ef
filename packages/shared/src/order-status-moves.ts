import { ORDER_STATUSES, type OrderPaymentStatus, type OrderStatus } from './orders.js'

/**
 * Which statuses the back office may give an order from where it is. A paid order moves freely.
 * Once its payment went back to the customer, the order is never fulfilled again: it may be
 * cancelled (a return puts the units back in stock), and a parcel already on its way may still
 * be marked Delivered, but nothing goes back to Processing or on to Shipped, and a cancelled
 * refunded order stays cancelled.
 */

export const REFUNDED_ORDER_STATUS_MESSAGE =
  'This order was refunded, so it is not fulfilled again: it can be cancelled, or marked Delivered once it has shipped.'
export const REFUNDED_ORDER_TRACKING_MESSAGE =
  'This order was refunded, so it ships nothing: it takes no new tracking number.'

const MOVES_AFTER_REFUND: Record<OrderStatus, readonly OrderStatus[]> = {
  Processing: ['Cancelled'],
  Shipped: ['Delivered', 'Cancelled'],
  Delivered: ['Cancelled'],
  Cancelled: [],
}

export function isFulfilmentClosed(paymentStatus: OrderPaymentStatus): boolean {
  return paymentStatus === 'refunded'
}

/** The statuses the order may have next, its own included, in the usual order. */
export function allowedOrderStatuses(order: {
  status: OrderStatus
  paymentStatus: OrderPaymentStatus
}): OrderStatus[] {
  if (!isFulfilmentClosed(order.paymentStatus)) return [...ORDER_STATUSES]
  const moves = MOVES_AFTER_REFUND[order.status]
  return ORDER_STATUSES.filter((status) => status === order.status || moves.includes(status))
}
