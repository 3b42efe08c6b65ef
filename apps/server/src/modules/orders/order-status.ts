import type { UpdateOrderBody } from '@shop/shared/admin'
import {
  REFUNDED_ORDER_STATUS_MESSAGE,
  REFUNDED_ORDER_TRACKING_MESSAGE,
  allowedOrderStatuses,
  isFulfilmentClosed,
} from '@shop/shared/order-status-moves'
import type { OrderPaymentStatus, OrderStatus } from '@shop/shared/orders'

/**
 * The admin's order status rules (docs/product-rules.md § States, § Admin). Statuses change freely
 * while the order is paid; a refunded one only towards its end (refusalOfUpdate below);
 * saving a new tracking number sets Shipped unless the same request sets Delivered; Delivered
 * stamps isDelivered and deliveredAt, leaving it clears them; cancelling returns the units to
 * stock and leaving Cancelled takes them again. The first Shipped stamps shippedAt, which stays.
 * Shipping and cancelling mail the customer. A partly refunded order is fulfilled as any other.
 */

export interface OrderFulfilment {
  status: OrderStatus
  trackingNumber: string | null
  isDelivered: boolean
  deliveredAt: Date | null
  /** When it first became Shipped; kept whatever happens after (the return window reads it). */
  shippedAt: Date | null
}

/** What happens to the order's units: back to stock, taken again, or nothing. */
export type StockMove = 'return' | 'take' | 'none'

/** The mail the customer gets for this change, if any (docs/product-rules.md § Mail). */
export type CustomerMail = 'order_shipped' | 'order_cancelled' | 'order_refunded' | null

export interface OrderUpdatePlan {
  fulfilment: OrderFulfilment
  stockMove: StockMove
  customerMail: CustomerMail
}

export function planOrderUpdate(
  current: OrderFulfilment,
  body: UpdateOrderBody,
  now: Date,
): OrderUpdatePlan {
  const trackingNumber =
    body.trackingNumber === undefined ? current.trackingNumber : body.trackingNumber || null
  // A tracking number sent again unchanged (a form re-saving every field) is no new shipment.
  const isNewTrackingNumber = trackingNumber !== null && trackingNumber !== current.trackingNumber

  let status: OrderStatus = body.status ?? current.status
  if (isNewTrackingNumber && status !== 'Delivered') status = 'Shipped'

  const isDelivered = status === 'Delivered'
  const deliveredAt = !isDelivered
    ? null
    : current.status === 'Delivered' && current.deliveredAt !== null
      ? current.deliveredAt
      : now

  const shippedAt = current.shippedAt ?? (status === 'Shipped' ? now : null)

  return {
    fulfilment: { status, trackingNumber, isDelivered, deliveredAt, shippedAt },
    stockMove: toStockMove(current.status, status),
    customerMail: toCustomerMail(current.status, status, isNewTrackingNumber),
  }
}

/**
 * Why a planned change may not be made, or undefined: a refunded order is not fulfilled again
 * (@shop/shared/order-status-moves), so it takes no new tracking number and no status but those
 * allowed from where it is.
 */
export function refusalOfUpdate(
  current: OrderFulfilment & { paymentStatus: OrderPaymentStatus },
  plan: OrderUpdatePlan,
): string | undefined {
  if (!isFulfilmentClosed(current.paymentStatus)) return undefined
  const { trackingNumber, status } = plan.fulfilment
  if (trackingNumber !== null && trackingNumber !== current.trackingNumber) {
    return REFUNDED_ORDER_TRACKING_MESSAGE
  }
  if (!allowedOrderStatuses(current).includes(status)) return REFUNDED_ORDER_STATUS_MESSAGE
  return undefined
}

/**
 * The customer hears when the order ships (again, with a new tracking number) and when it is
 * cancelled; saving the same status again sends nothing.
 */
function toCustomerMail(
  from: OrderStatus,
  to: OrderStatus,
  isNewTrackingNumber: boolean,
): CustomerMail {
  if (to === 'Cancelled' && from !== 'Cancelled') return 'order_cancelled'
  if (to === 'Shipped' && (from !== 'Shipped' || isNewTrackingNumber)) return 'order_shipped'
  return null
}

function toStockMove(from: OrderStatus, to: OrderStatus): StockMove {
  if (from !== 'Cancelled' && to === 'Cancelled') return 'return'
  if (from === 'Cancelled' && to !== 'Cancelled') return 'take'
  return 'none'
}

export interface OrderRefundPlan {
  /** True when this call records a refund; false when there was nothing (more) to record. */
  isNewRefund: boolean
  /** The cancellation that comes with it, planned by the status rules above; null without one. */
  update: OrderUpdatePlan | null
  customerMail: CustomerMail
}

/**
 * The admin's refund (docs/product-rules.md § Money: refunds): the payment, or a part of it, goes
 * back (`isNewRefund`: this call records one), and with `cancel` the order becomes Cancelled by
 * the same rules as any status change (units back to stock once). The buyer gets one mail: the
 * cancellation, which then states the refund, or else the refund mail. A refund repeated, or a
 * cancel of an order already cancelled, mails nobody.
 */
export function planOrderRefund(
  current: OrderFulfilment,
  { shouldCancel, isNewRefund }: { shouldCancel: boolean; isNewRefund: boolean },
  now: Date,
): OrderRefundPlan {
  const update = shouldCancel ? planOrderUpdate(current, { status: 'Cancelled' }, now) : null
  return {
    isNewRefund,
    update,
    customerMail: update?.customerMail ?? (isNewRefund ? 'order_refunded' : null),
  }
}
