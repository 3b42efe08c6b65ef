import type { OrderStatus } from '@shop/shared/orders'

const DAY_MS = 24 * 60 * 60 * 1000

/** What decides an order's return window: its status and when it shipped and arrived. */
export interface ShippedOrder {
  status: OrderStatus
  shippedAt: Date | null
  deliveredAt: Date | null
}

/**
 * The last moment an order's items can be sent back: `windowDays` (the settings' return window)
 * after delivery, or after shipping when the order has no delivery date. An order not shipped yet,
 * or cancelled, has none: null.
 */
export function returnDeadline(order: ShippedOrder, windowDays: number): Date | null {
  if (order.status !== 'Shipped' && order.status !== 'Delivered') return null
  const from = order.deliveredAt ?? order.shippedAt
  return from ? new Date(from.getTime() + windowDays * DAY_MS) : null
}

/** Whether the window is open at `now`: up to and including the deadline. */
export function isWithinReturnWindow(deadline: Date | null, now: Date): boolean {
  return deadline !== null && now.getTime() <= deadline.getTime()
}

/**
 * How many units of a line can still be returned: what was bought less what is in open or
 * completed returns (a unit goes back once); none outside the window.
 */
export function returnableUnits(
  bought: number,
  inReturns: number,
  deadline: Date | null,
  now: Date,
): number {
  if (!isWithinReturnWindow(deadline, now)) return 0
  return Math.max(0, bought - inReturns)
}
