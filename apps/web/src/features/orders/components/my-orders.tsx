import type { Order } from '@shop/shared/orders'
import { Package } from 'lucide-react'
import { Link } from 'react-router'
import { ProductImage } from '../../../components/ui/product-image'
import { paths } from '../../../config/paths'
import { formatMoney } from '../../../lib/format-money'
import { getErrorMessage } from '../../../lib/get-error-message'
import { formatDateTime } from '../../../lib/format-date'
import { describePaymentState, shortOrderId } from '../order-format'
import { useGetMyOrdersQuery } from '../orders-api'
import { OrderBadge } from './order-badge'
import { buttonClass } from '../../../components/ui/button'

/** docs/product-rules.md § Screens, My Orders: what the list says while there are none. */
export const NO_ORDERS_MESSAGE = 'You have no orders'

function shippedTo(order: Order): string {
  const { city, country } = order.shippingAddress
  return city && country ? `${city}, ${country}` : 'N/A'
}

const itemCount = (order: Order) => order.orderItems.reduce((sum, item) => sum + item.quantity, 0)

function OrderThumb({ order }: { order: Order }) {
  const first = order.orderItems[0]
  return (
    <div className="w-12 shrink-0 overflow-hidden rounded-md">
      {first ? <ProductImage url={first.image} alt={first.name} sizes="48px" /> : null}
    </div>
  )
}

const linkClass = buttonClass({ variant: 'link', className: 'text-ink' })

/**
 * docs/product-rules.md § Screens, My Orders: image, short id, date and time, city and country, item count, total
 * and Paid or Pending. A click anywhere on a row opens the order; the id is its keyboard link.
 * On phones the table becomes a list of cards.
 */
export function MyOrders() {
  const {
    data: orders,
    isLoading,
    isError,
    error,
  } = useGetMyOrdersQuery(undefined, {
    refetchOnMountOrArgChange: true,
  })

  if (isLoading) return <p className="text-sm text-stone-600">Loading...</p>
  if (isError) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        Error: {getErrorMessage(error, 'Failed to load orders')}
      </p>
    )
  }
  if (!orders || orders.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-stone-300 px-6 py-12 text-center">
        <Package className="mx-auto size-10 text-stone-400" aria-hidden="true" />
        <p className="mt-4 font-semibold">{NO_ORDERS_MESSAGE}</p>
        <p className="mt-1 text-sm text-stone-600">Orders you place will be listed here.</p>
        <Link
          to={paths.shop}
          className={buttonClass({
            variant: 'primary',
            className: 'mt-6 inline-block px-5 py-2.5 text-sm',
          })}
        >
          Start shopping
        </Link>
      </div>
    )
  }

  return (
    <>
      <ul className="space-y-3 md:hidden">
        {orders.map((order) => (
          <li
            key={order._id}
            className="relative flex gap-4 rounded-xl border border-stone-200 p-4 hover:border-stone-400"
          >
            <OrderThumb order={order} />
            <div className="min-w-0 flex-1 text-sm">
              <div className="flex items-start justify-between gap-2">
                <Link
                  to={paths.order(order._id)}
                  className={`${linkClass} after:absolute after:inset-0 after:rounded-xl`}
                >
                  #{shortOrderId(order._id)}
                </Link>
                <OrderBadge isDone={order.isPaid}>{describePaymentState(order, 'Paid')}</OrderBadge>
              </div>
              <p className="mt-1 text-stone-600">{formatDateTime(order.createdAt)}</p>
              <p className="mt-1 text-stone-600">{shippedTo(order)}</p>
              <p className="mt-2 flex justify-between gap-2">
                <span className="text-stone-700">
                  {itemCount(order)} {itemCount(order) === 1 ? 'item' : 'items'}
                </span>
                <span className="font-semibold tabular-nums">{formatMoney(order.totalPrice)}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>

      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-stone-200 text-xs tracking-wide text-stone-600 uppercase">
            <tr>
              <th scope="col" className="py-3 pr-3 font-semibold">
                <span className="sr-only">Image</span>
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Order
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Created
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Shipping to
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Items
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">
                Total
              </th>
              <th scope="col" className="py-3 pl-3 font-semibold">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {orders.map((order) => (
              <tr key={order._id} className="relative hover:bg-stone-50">
                <td className="py-3 pr-3">
                  <OrderThumb order={order} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <Link
                    to={paths.order(order._id)}
                    className={`${linkClass} after:absolute after:inset-0`}
                  >
                    #{shortOrderId(order._id)}
                  </Link>
                </td>
                <td className="px-3 py-3 text-stone-700">{formatDateTime(order.createdAt)}</td>
                <td className="px-3 py-3 text-stone-700">{shippedTo(order)}</td>
                <td className="px-3 py-3 text-stone-700 tabular-nums">{itemCount(order)}</td>
                <td className="px-3 py-3 text-right font-semibold tabular-nums">
                  {formatMoney(order.totalPrice)}
                </td>
                <td className="py-3 pl-3">
                  <OrderBadge isDone={order.isPaid}>
                    {describePaymentState(order, 'Paid')}
                  </OrderBadge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
