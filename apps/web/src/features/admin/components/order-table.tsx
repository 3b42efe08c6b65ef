import type { AdminOrder } from '@shop/shared/admin'
import { getErrorMessage } from '../../../lib/get-error-message'
import { formatMoney } from '../../../lib/format-money'
import { customerName, formatOrderId } from '../admin-format'
import { useGetAdminOrdersQuery } from '../admin-orders-api'
import { headerCellClass, panelClass, tableHeadClass } from './admin-styles'
import { OrderStatusBadge } from './order-status-badge'
import { RefundedBadge } from './refunded-badge'

/** shop-spec §2 Admin orders: what the table says while there are none. */
export const NO_ORDERS_MESSAGE = 'No orders found.'

const cell = 'md:px-4 md:py-3'

interface OrderRowProps {
  order: AdminOrder
  onOpen: (orderId: string) => void
}

function OrderRow({ order, onOpen }: OrderRowProps) {
  return (
    // Phones: a card (id and status, customer and total, tracking); wider screens: a table row.
    // The id's button stretches over the whole row, so a click anywhere opens the order.
    <tr className="relative grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-4 py-4 hover:bg-stone-50 md:table-row md:p-0">
      <td className={`whitespace-nowrap ${cell}`}>
        <button
          type="button"
          onClick={() => {
            onOpen(order._id)
          }}
          className="font-semibold underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {formatOrderId(order._id)}
        </button>
      </td>
      <td className={`col-start-1 row-start-2 text-stone-700 wrap-anywhere ${cell}`}>
        {customerName(order.user)}
      </td>
      <td
        className={`col-start-2 row-start-2 text-right font-semibold whitespace-nowrap tabular-nums ${cell}`}
      >
        {formatMoney(order.totalPrice)}
      </td>
      <td className={`col-start-2 row-start-1 text-right md:text-left ${cell}`}>
        <span className="inline-flex flex-wrap justify-end gap-1.5 md:justify-start">
          <OrderStatusBadge status={order.status} />
          {order.paymentStatus === 'refunded' ? <RefundedBadge /> : null}
        </span>
      </td>
      <td className={`col-span-2 text-stone-600 wrap-anywhere ${cell}`}>
        <span className="md:hidden">Tracking: </span>
        {order.trackingNumber ?? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">None</span>
          </>
        )}
      </td>
    </tr>
  )
}

interface OrderTableProps {
  onOpen: (orderId: string) => void
}

/**
 * shop-spec §2 Admin orders: Order ID, Customer, Total Price, Status and Tracking, newest first;
 * a refunded payment shows as a badge beside the status. Clicking a row opens the order (the
 * caller's drawer).
 */
export function OrderTable({ onOpen }: OrderTableProps) {
  const {
    data: orders,
    isLoading,
    isError,
    error,
  } = useGetAdminOrdersQuery(undefined, { refetchOnMountOrArgChange: true })

  if (isLoading) return <p role="status">Loading...</p>
  if (isError || !orders) {
    return (
      <p role="alert" className="font-medium text-red-700">
        Error: {getErrorMessage(error, 'Failed to load orders')}
      </p>
    )
  }
  if (orders.length === 0) {
    return (
      <p className={`${panelClass} px-6 py-12 text-center font-semibold`}>{NO_ORDERS_MESSAGE}</p>
    )
  }

  return (
    <div className={`${panelClass} overflow-hidden`}>
      <table className="w-full text-left text-sm">
        <thead className={`hidden md:table-header-group ${tableHeadClass}`}>
          <tr>
            <th scope="col" className={headerCellClass}>
              Order ID
            </th>
            <th scope="col" className={headerCellClass}>
              Customer
            </th>
            <th scope="col" className={`${headerCellClass} text-right`}>
              Total Price
            </th>
            <th scope="col" className={headerCellClass}>
              Status
            </th>
            <th scope="col" className={headerCellClass}>
              Tracking
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {orders.map((order) => (
            <OrderRow key={order._id} order={order} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
