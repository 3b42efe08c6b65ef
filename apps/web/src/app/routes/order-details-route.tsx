import { ArrowLeft } from 'lucide-react'
import { Link, Navigate, useParams } from 'react-router'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { selectUser } from '../../features/auth/auth-slice'
import { OrderDetails } from '../../features/orders/components/order-details'
import { OrderReturns } from '../../features/returns/components/order-returns'
import { useAppSelector } from '../hooks'
import { focusRing } from '../../components/ui/focus-ring'

/**
 * docs/product-rules.md § Screens, Order details: one of the customer's orders, read from the route,
 * with its returns and, while something can go back, the way into the return flow.
 */
export function OrderDetailsRoute() {
  const { id = '' } = useParams()
  const user = useAppSelector(selectUser)
  if (!user) return <Navigate to={paths.login()} replace />

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8 lg:py-16">
      <PageMeta title="Order details" description="The items, payment and delivery of an order." />
      <Link
        to={paths.myOrders}
        className={`inline-flex items-center gap-1.5 text-sm font-semibold text-stone-700 hover:text-ink ${focusRing.standard}`}
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to My Orders
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">Order Details</h1>
      <div className="mt-8 space-y-6">
        <OrderReturns orderId={id} userId={user._id} />
        <OrderDetails id={id} />
      </div>
    </div>
  )
}
