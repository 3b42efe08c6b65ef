import { useSearchParams } from 'react-router'
import { OrderDrawer } from '../../../features/admin/components/order-drawer'
import { OrderTable } from '../../../features/admin/components/order-table'
import { OPEN_ORDER_PARAM } from '../../../features/admin/order-drawer-path'
import { AdminPage } from './admin-page'

/**
 * /admin/orders: every order, a page at a time, and the drawer of the one clicked. The open order
 * is in the address (?order=id) beside the list's search and filters, so the dashboard can link to
 * it; opening and closing add no history and keep the list as it was.
 */
export function OrdersRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const openOrderId = searchParams.get(OPEN_ORDER_PARAM)

  return (
    <AdminPage title="Order Management" intro="Click an order to see it, update it or delete it.">
      <OrderTable
        onOpen={(orderId) => {
          setSearchParams(
            (params) => {
              const next = new URLSearchParams(params)
              next.set(OPEN_ORDER_PARAM, orderId)
              return next
            },
            { replace: true },
          )
        }}
      />
      <OrderDrawer
        orderId={openOrderId}
        onClose={() => {
          setSearchParams(
            (params) => {
              const next = new URLSearchParams(params)
              next.delete(OPEN_ORDER_PARAM)
              return next
            },
            { replace: true },
          )
        }}
      />
    </AdminPage>
  )
}
