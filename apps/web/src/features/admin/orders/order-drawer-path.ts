import { paths } from '../../../config/paths'

/** The order list's query parameter naming the order open in the drawer. */
export const OPEN_ORDER_PARAM = 'order'

/** The orders screen with one order's drawer open, for links from other screens. */
export function orderDrawerPath(orderId: string): string {
  return `${paths.adminOrders}?${OPEN_ORDER_PARAM}=${encodeURIComponent(orderId)}`
}
