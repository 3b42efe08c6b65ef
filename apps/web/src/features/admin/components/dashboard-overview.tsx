import { DollarSign, Package, ShoppingBag } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { formatMoney } from '../../../lib/format-money'
import { useGetAdminStatsQuery } from '../admin-stats-api'
import { customerName, formatOrderId } from '../admin-format'
import { StatCard } from './stat-card'
import { headerCellClass, panelClass, tableHeadClass } from './admin-styles'
import { OrderStatusBadge } from './order-status-badge'
import { orderDrawerPath } from '../order-drawer-path'

/** shop-spec §8 Admin dashboard: the text shown when the figures cannot be loaded. */
export const DASHBOARD_ERROR_MESSAGE = 'Error loading data.'
export const NO_RECENT_ORDERS_MESSAGE = 'No recent orders found.'

const cell = 'md:px-4 md:py-3'

/**
 * shop-spec §2 Admin dashboard: revenue, total orders and total products as cards, then the
 * recent orders (id, user name or N/A, total price, status). Figures are fetched on every visit.
 */
export function DashboardOverview() {
  const {
    data: stats,
    isLoading,
    isError,
  } = useGetAdminStatsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  })

  if (isLoading) return <p role="status">Loading...</p>
  if (isError || !stats) {
    return (
      <p role="alert" className="font-medium text-red-700">
        {DASHBOARD_ERROR_MESSAGE}
      </p>
    )
  }

  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-3 sm:gap-6">
        <StatCard label="Revenue" value={formatMoney(stats.revenue)} icon={DollarSign} />
        <StatCard
          label="Total Orders"
          value={stats.totalOrders.toLocaleString('en-US')}
          icon={ShoppingBag}
          link={{ to: paths.adminOrders, label: 'Manage Orders' }}
        />
        <StatCard
          label="Total Products"
          value={stats.totalProducts.toLocaleString('en-US')}
          icon={Package}
          link={{ to: paths.adminProducts, label: 'Manage Products' }}
        />
      </div>

      <section aria-labelledby="recent-orders-heading" className={`${panelClass} p-4 sm:p-6`}>
        <h2 id="recent-orders-heading" className="text-xl font-bold tracking-tight">
          Recent Orders
        </h2>
        {stats.recentOrders.length === 0 ? (
          <p className="mt-4 text-sm text-stone-600">{NO_RECENT_ORDERS_MESSAGE}</p>
        ) : (
          <table className="mt-4 w-full text-left text-sm">
            <thead className={`hidden md:table-header-group ${tableHeadClass}`}>
              <tr>
                <th scope="col" className={headerCellClass}>
                  Order ID
                </th>
                <th scope="col" className={headerCellClass}>
                  User
                </th>
                <th scope="col" className={`${headerCellClass} text-right`}>
                  Total Price
                </th>
                <th scope="col" className={headerCellClass}>
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200 max-md:border-t max-md:border-stone-200">
              {stats.recentOrders.map((order) => (
                // Phones: id and status, then user and total; wider screens: a table row.
                <tr
                  key={order._id}
                  className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 py-3 hover:bg-stone-50 md:table-row md:py-0"
                >
                  <td className={`whitespace-nowrap ${cell}`}>
                    <Link
                      to={orderDrawerPath(order._id)}
                      className="font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    >
                      {formatOrderId(order._id)}
                    </Link>
                  </td>
                  <td className={`col-start-1 row-start-2 text-stone-700 wrap-anywhere ${cell}`}>
                    {customerName(order.user)}
                  </td>
                  <td
                    className={`col-start-2 row-start-2 text-right font-semibold tabular-nums ${cell}`}
                  >
                    {formatMoney(order.totalPrice)}
                  </td>
                  <td className={`col-start-2 row-start-1 text-right md:text-left ${cell}`}>
                    <OrderStatusBadge status={order.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}
