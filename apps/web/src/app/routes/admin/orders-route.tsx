import { useSearchParams } from 'react-router'
import { OrderDrawer } from '../../../features/admin/components/order-drawer'
import { OrderTable } from '../../../features/admin/components/order-table'
import { OPEN_ORDER_PARAM } from '../../../features/admin/order-drawer-path'
import { AdminPage } from './admin-page'

/**
 * /admin/orders: every order, and the drawer of the one clicked. The open order is in the
 * address (?order=id), so the dashboard can link to it; opening and closing add no history.
 */
export function OrdersRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const openOrderId = searchParams.get(OPEN_ORDER_PARAM)

  return (
    <AdminPage title="Order Management" intro="Click an order to see it, update it or delete it.">
      <OrderTable
        onOpen={(orderId) => {
          setSearchParams({ [OPEN_ORDER_PARAM]: orderId }, { replace: true })
        }}
      />
      <OrderDrawer
        orderId={openOrderId}
        onClose={() => {
          setSearchParams({}, { replace: true })
        }}
      />
    </AdminPage>
  )
}
