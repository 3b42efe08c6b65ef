/*
 * The signed-in customer's order pages, one lazy chunk: the order, My Orders, the return flow
 * and the return slip, and the returns list the profile loads from it. Each new chunk adds its
 * name and its route's preload list to the storefront's entry, whose JavaScript budget has no
 * room left; as one chunk, the returns pages cost the entry nothing (docs/performance.md § Build
 * size).
 */
export { OrderDetailsRoute } from './order-details-route'
export { MyOrdersRoute } from './my-orders-route'
export { ReturnRequestRoute, ReturnSlipRoute } from './returns-routes'
export { MyReturns } from '../../features/returns/components/my-returns'
