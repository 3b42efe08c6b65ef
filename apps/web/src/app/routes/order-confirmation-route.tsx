import { CheckCircle2 } from 'lucide-react'
import { useEffect } from 'react'
import { Link, Navigate } from 'react-router'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { cartCleared } from '../../features/cart/cart-slice'
import { selectPlacedOrder } from '../../features/checkout/checkout-slice'
import { CheckoutItemList } from '../../features/checkout/components/checkout-item-list'
import {
  describePaymentMethod,
  describeRefund,
  shortOrderId,
} from '../../features/orders/order-format'
import { OrderPriceBreakdown } from '../../features/orders/components/order-price-breakdown'
import { estimatedDeliveryDate } from '@shop/shared/delivery'
import { formatDate } from '../../lib/format-date'
import { useAppDispatch, useAppSelector } from '../hooks'
import { buttonClass } from '../../components/ui/button'

const cardClass = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8'

/**
 * docs/product-rules.md § Screens, Order confirmation: the order just placed, its estimated delivery (from the
 * shipping option's days), items, the server's money figures, payment and address. It empties
 * the cart and the stored cart (docs/product-rules.md § States); with no order in memory (a reload, a bookmark) it goes to
 * My Orders.
 */
export function OrderConfirmationRoute() {
  const dispatch = useAppDispatch()
  const order = useAppSelector(selectPlacedOrder)

  useEffect(() => {
    if (order) dispatch(cartCleared())
  }, [dispatch, order])

  if (!order) return <Navigate to={paths.myOrders} replace />

  const address = order.shippingAddress
  const refund = describeRefund(order)
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:py-16">
      <PageMeta title="Order confirmation" description="Thank you for your order." />
      <div className="text-center">
        <CheckCircle2 className="mx-auto size-12 text-green-700" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
          Thank You for Your Order!
        </h1>
        <p className="mt-3 text-stone-600">
          We’ve received your order and will let you know when it ships.
        </p>
      </div>

      <section aria-labelledby="order-heading" className={`mt-10 ${cardClass}`}>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="order-heading" className="text-lg font-bold tracking-tight">
              Order ID: #{shortOrderId(order._id)}
            </h2>
            <p className="mt-1 text-sm text-stone-600">Order date: {formatDate(order.createdAt)}</p>
          </div>
          <p className="text-sm font-semibold text-green-800">
            Estimated delivery:{' '}
            {formatDate(
              estimatedDeliveryDate(order.createdAt, order.shippingOption.estimated_days),
            )}
          </p>
        </div>

        <div className="mt-8">
          <CheckoutItemList items={order.orderItems.map((item) => ({ ...item, key: item._id }))} />
        </div>

        <div className="mt-6 border-t border-stone-200 pt-6">
          <OrderPriceBreakdown order={order} />
        </div>

        <div className="mt-8 grid gap-6 border-t border-stone-200 pt-6 sm:grid-cols-2">
          <div>
            <h3 className="text-sm font-bold tracking-wide uppercase">Payment</h3>
            <p className="mt-2 text-sm text-stone-700">{describePaymentMethod(order)}</p>
            {refund ? <p className="mt-1 text-sm font-semibold text-ink">{refund}</p> : null}
          </div>
          <div>
            <h3 className="text-sm font-bold tracking-wide uppercase">Delivery</h3>
            <address className="mt-2 text-sm text-stone-700 not-italic">
              {address.firstName} {address.lastName}
              <br />
              {address.address}
              <br />
              {address.city}, {address.state} {address.postalCode}
              <br />
              {address.country}
            </address>
          </div>
        </div>
      </section>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link
          to={paths.order(order._id)}
          className={buttonClass({
            variant: 'primary',
            className: 'inline-flex h-12 items-center justify-center px-6 text-sm',
          })}
        >
          View order details
        </Link>
        <Link
          to={paths.shop}
          className={buttonClass({ variant: 'secondary', className: 'h-12 justify-center px-6' })}
        >
          Continue shopping
        </Link>
      </div>
    </div>
  )
}
