import type { OrderItem } from '@shop/shared/orders'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { formatMoney } from '../../../lib/format-money'
import { formatDateTime } from '../../../lib/format-date'
import { getErrorMessage } from '../../../lib/get-error-message'
import { describePaymentMethod, describePaymentState, describeRefund } from '../order-format'
import { useGetOrderQuery } from '../orders-api'
import { OrderBadge } from './order-badge'
import { OrderPriceBreakdown } from './order-price-breakdown'
import { buttonClass } from '../../../components/ui/button'

/** docs/product-rules.md § Screens, Order details: what shows when the order does not exist (or is not yours). */
export const NO_ORDER_DETAILS_MESSAGE = 'No Order details found'

const cardClass = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8'

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404
}

function ItemImage({ item }: { item: OrderItem }) {
  return (
    <img
      src={item.image}
      alt=""
      width={40}
      height={50}
      loading="lazy"
      className="h-12.5 w-10 shrink-0 rounded bg-stone-100 object-cover"
    />
  )
}

/** The product's page, unless the product was deleted since (its id is then null). */
function ItemName({ item }: { item: OrderItem }) {
  if (!item.productId) return <span className="font-semibold">{item.name}</span>
  return (
    <Link
      to={paths.product(item.productId)}
      className={buttonClass({ variant: 'link', className: 'text-ink' })}
    >
      {item.name}
    </Link>
  )
}

/**
 * docs/product-rules.md § Screens, Order details: id, date, payment and delivery badges, payment method, Paid or
 * Unpaid, shipping method, address and the products bought (a deleted product has no link).
 */
export function OrderDetails({ id }: { id: string }) {
  const { data: order, isLoading, isError, error } = useGetOrderQuery(id)

  if (isLoading) return <p className="text-sm text-stone-600">Loading...</p>
  if (isError && !isNotFound(error)) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        Error: {getErrorMessage(error, 'Failed to load the order')}
      </p>
    )
  }
  if (!order) return <p className="text-lg font-semibold">{NO_ORDER_DETAILS_MESSAGE}</p>

  const address = order.shippingAddress
  const refund = describeRefund(order)
  return (
    <div className="space-y-6">
      <section aria-labelledby="order-id-heading" className={cardClass}>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h2 id="order-id-heading" className="text-lg font-bold tracking-tight wrap-anywhere">
              Order ID: #{order._id}
            </h2>
            <p className="mt-1 text-sm text-stone-600">{formatDateTime(order.createdAt)}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <OrderBadge isDone={order.isPaid}>{describePaymentState(order, 'Approved')}</OrderBadge>
            <OrderBadge isDone={order.isDelivered}>
              {order.isDelivered ? 'Delivered' : 'Pending Delivery'}
            </OrderBadge>
          </div>
        </div>

        <div className="mt-8 grid gap-6 sm:grid-cols-2">
          <div>
            <h3 className="text-sm font-bold tracking-wide uppercase">Payment Info</h3>
            <dl className="mt-2 space-y-1 text-sm text-stone-700">
              <div>
                <dt className="inline">Payment Method: </dt>
                <dd className="inline">{describePaymentMethod(order)}</dd>
              </div>
              <div>
                <dt className="inline">Status: </dt>
                <dd className="inline">{describePaymentState(order, 'Paid', 'Unpaid')}</dd>
              </div>
              {order.storeCreditApplied > 0 ? (
                <div>
                  <dt className="inline">Paid with store credit: </dt>
                  <dd className="inline">{formatMoney(order.storeCreditApplied)}</dd>
                </div>
              ) : null}
              {refund ? (
                <div>
                  <dt className="sr-only">Refund</dt>
                  <dd className="font-semibold text-ink">{refund}</dd>
                </div>
              ) : null}
              {order.replacementFor ? (
                <div>
                  <dt className="inline">Exchange for return: </dt>
                  <dd className="inline">
                    <Link
                      // The return's slip, `/returns/{id}` (features/returns/return-paths.ts).
                      to={`${paths.returns}/${encodeURIComponent(order.replacementFor.returnId)}`}
                      className="font-semibold text-ink underline underline-offset-2"
                    >
                      {order.replacementFor.number}
                    </Link>
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
          <div>
            <h3 className="text-sm font-bold tracking-wide uppercase">Shipping Info</h3>
            <dl className="mt-2 space-y-1 text-sm text-stone-700">
              <div>
                <dt className="inline">Shipping Method: </dt>
                <dd className="inline">{order.shippingOption.label || 'N/A'}</dd>
              </div>
              {/* Beyond the spec: where the parcel is, once the shop has sent it. */}
              <div>
                <dt className="inline">Order Status: </dt>
                <dd className="inline">{order.status}</dd>
              </div>
              {order.trackingNumber ? (
                <div>
                  <dt className="inline">Tracking Number: </dt>
                  <dd className="inline font-mono">{order.trackingNumber}</dd>
                </div>
              ) : null}
              <div>
                <dt className="inline">Address: </dt>
                <dd className="inline">
                  {address.address}, {address.city}, {address.state} {address.postalCode},{' '}
                  {address.country}
                </dd>
              </div>
            </dl>
          </div>
        </div>
      </section>

      <section aria-labelledby="products-heading" className={cardClass}>
        <h2 id="products-heading" className="text-lg font-bold tracking-tight">
          Products
        </h2>
        <ul className="mt-4 divide-y divide-stone-200 md:hidden">
          {order.orderItems.map((item) => (
            <li key={item._id} className="flex gap-4 py-4 first:pt-0">
              <ItemImage item={item} />
              <div className="min-w-0 flex-1 text-sm">
                <ItemName item={item} />
                <p className="mt-1 text-stone-600">
                  Size: {item.size} · Color: {item.color}
                </p>
                <p className="mt-1 flex justify-between gap-2 text-stone-600">
                  <span>Qty: {item.quantity}</span>
                  <span className="font-semibold text-ink tabular-nums">
                    {formatMoney(item.lineTotal)}
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-4 hidden md:block">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-stone-200 text-xs tracking-wide text-stone-600 uppercase">
              <tr>
                <th scope="col" className="py-3 pr-4 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Unit Price
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Size
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Color
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Quantity
                </th>
                <th scope="col" className="py-3 pl-4 text-right font-semibold">
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {order.orderItems.map((item) => (
                <tr key={item._id}>
                  <td className="py-3 pr-4">
                    <div className="flex items-center gap-3">
                      <ItemImage item={item} />
                      <ItemName item={item} />
                    </div>
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">{formatMoney(item.price)}</td>
                  <td className="px-4 py-3">{item.size}</td>
                  <td className="px-4 py-3">{item.color}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{item.quantity}</td>
                  <td className="py-3 pl-4 text-right font-semibold tabular-nums">
                    {formatMoney(item.lineTotal)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-6 ml-auto max-w-xs border-t border-stone-200 pt-4">
          <OrderPriceBreakdown order={order} />
        </div>
      </section>
    </div>
  )
}
