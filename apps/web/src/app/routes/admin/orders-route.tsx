import { useSearchParams } from 'react-router'
import { OrderDrawer } from '../../../features/admin/orders/components/order-drawer'
import { OrderTable } from '../../../features/admin/orders/components/order-table'
import { ExportCsvButton } from '../../../features/admin/csv-import'
import { OPEN_ORDER_PARAM } from '../../../features/admin/orders/order-drawer-path'
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
    <AdminPage
      title="Order Management"
      intro="Click an order to see it, update it or delete it."
      actions={
        <ExportCsvButton
          path={`/api/admin/orders/export.csv${ordersExportQuery(searchParams)}`}
          fileName="orders"
        />
      }
    >
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

/** The export takes the list's status and date filters, as the page shows them. */
function ordersExportQuery(searchParams: URLSearchParams): string {
  const query = new URLSearchParams()
  for (const name of ['status', 'from', 'to']) {
    const value = searchParams.get(name)
    if (value) query.set(name, value)
  }
  const text = query.toString()
  return text === '' ? '' : `?${text}`
}
