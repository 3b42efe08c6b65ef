import { Navigate } from 'react-router'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { selectUser } from '../../features/auth/auth-slice'
import { MyOrders } from '../../features/orders/components/my-orders'
import { MyReturns } from '../../features/returns/components/my-returns'
import { useAppSelector } from '../hooks'

/**
 * docs/product-rules.md § Screens, My Orders: the signed-in customer's orders, newest first, and
 * their returns.
 */
export function MyOrdersRoute() {
  const user = useAppSelector(selectUser)
  if (!user) return <Navigate to={paths.login()} replace />

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8 lg:py-16">
      <PageMeta title="My Orders" description="Your orders, their status and your returns." />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">My Orders</h1>
      <div className="mt-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
        <MyOrders />
      </div>
      <section
        aria-labelledby="returns-heading"
        className="mt-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
      >
        <h2 id="returns-heading" className="text-xl font-bold tracking-tight">
          Returns
        </h2>
        <div className="mt-4">
          <MyReturns userId={user._id} />
        </div>
      </section>
    </div>
  )
}
