import { DollarSign, Package, Receipt, ShoppingBag, Truck } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../../../config/paths'
import { formatDate } from '../../../../lib/format-date'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { useGetAdminStatsQuery } from '../admin-stats-api'
import { formatCompactDollars, formatCount, formatDollars } from '../dashboard-format'
import { LowStockTable } from '../low-stock-table'
import { RangePicker } from '../range-picker'
import {
  formatRange,
  rangeChoiceFrom,
  searchWithRange,
  statsRangeOf,
  type RangeChoice,
} from '../stats-range'
import { ReturnsPanel } from '../returns-panel'
import { TopProducts } from '../top-products'
import { customerName, formatOrderId } from '../../admin-format'
import { StatCard } from './stat-card'
import { headerCellClass, panelClass, tableHeadClass } from '../../components/admin-styles'
import { OrderStatusBadge } from '../../orders/components/order-status-badge'
import { orderDrawerPath } from '../../orders/order-drawer-path'
import { buttonClass } from '../../../../components/ui/button'

// The chart library loads with the charts, so the other admin screens never carry it.
const SalesChart = lazy(() => import('../sales-chart').then((m) => ({ default: m.SalesChart })))

/** docs/product-rules.md § Errors, Admin dashboard: the text shown when the figures cannot be loaded. */
export const DASHBOARD_ERROR_MESSAGE = 'Error loading data.'
export const NO_RECENT_ORDERS_MESSAGE = 'No recent orders found.'
/** The orders list filtered to what waits for shipping (paid orders still Processing). */
export const ORDERS_TO_SHIP_PATH = `${paths.adminOrders}?status=Processing`

const cell = 'md:px-4 md:py-3'

/**
 * docs/product-rules.md § Screens, Admin dashboard and issue 13's sales dashboard: the range's sales (revenue, orders,
 * average order value, per-day charts, top products), what needs doing now (orders to ship, low
 * stock), the catalogue's size and the recent orders. The range lives in the URL.
 */
export function DashboardOverview() {
  const [searchParams, setSearchParams] = useSearchParams()
  const choice = rangeChoiceFrom(searchParams)
  const choiceKey = choice.kind === 'preset' ? String(choice.days) : `${choice.from}/${choice.to}`
  // RTK Query keys the cache by value, so a fresh object for the same days asks nothing new.
  const range = statsRangeOf(choice)
  const {
    data: stats,
    isLoading,
    isFetching,
    isError,
    error,
  } = useGetAdminStatsQuery(range, {
    refetchOnMountOrArgChange: true,
  })

  const choose = (next: RangeChoice) => {
    setSearchParams(searchWithRange(searchParams, next))
  }

  const picker = <RangePicker key={choiceKey} choice={choice} range={range} onChoose={choose} />

  if (isLoading) {
    return (
      <div className="space-y-8">
        {picker}
        <p role="status">Loading...</p>
      </div>
    )
  }
  if (isError || !stats) {
    // A range the server refuses says why; anything else is the spec's general message.
    const badRange = typeof error === 'object' && 'status' in error && error.status === 400
    return (
      <div className="space-y-8">
        {picker}
        <p role="alert" className="font-medium text-red-700">
          {badRange ? getErrorMessage(error, DASHBOARD_ERROR_MESSAGE) : DASHBOARD_ERROR_MESSAGE}
        </p>
      </div>
    )
  }

  const shown = { from: stats.from, to: stats.to }
  const rangeText = formatRange(shown)
  const oldestToShip = stats.ordersToShip.oldest[0]

  return (
    <div className="space-y-8" aria-busy={isFetching}>
      {picker}

      <section aria-labelledby="sales-heading" className="space-y-4">
        <h2 id="sales-heading" className="text-xl font-bold tracking-tight">
          Sales, {rangeText}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 sm:gap-6 xl:grid-cols-3">
          <StatCard
            label="Revenue"
            value={formatDollars(stats.rangeRevenue)}
            icon={DollarSign}
            note={`All time: ${formatDollars(stats.revenue)}`}
          />
          <StatCard
            label="Total Orders"
            value={formatCount(stats.rangeOrders)}
            icon={ShoppingBag}
            note={`All time: ${formatCount(stats.totalOrders)}`}
            link={{ to: paths.adminOrders, label: 'Manage Orders' }}
          />
          <StatCard
            label="Average order value"
            value={formatDollars(stats.averageOrderValue)}
            icon={Receipt}
          />
          <StatCard
            label="Orders to ship"
            value={formatCount(stats.ordersToShip.total)}
            icon={Truck}
            note={
              oldestToShip ? `Oldest from ${formatDate(oldestToShip.createdAt)}` : 'All shipped'
            }
            link={{ to: ORDERS_TO_SHIP_PATH, label: 'Ship orders' }}
          />
          <StatCard
            label="Total Products"
            value={formatCount(stats.totalProducts)}
            icon={Package}
            link={{ to: paths.adminProducts, label: 'Manage Products' }}
          />
        </div>
        <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
          <Suspense fallback={<ChartsLoading />}>
            <SalesChart
              title="Revenue per day"
              summary={`${formatDollars(stats.rangeRevenue)} over ${rangeText}.`}
              series={stats.series}
              metric="revenue"
              valueLabel="Revenue"
              formatValue={formatDollars}
              formatTick={formatCompactDollars}
            />
            <SalesChart
              title="Orders per day"
              summary={`${formatCount(stats.rangeOrders)} ${stats.rangeOrders === 1 ? 'order' : 'orders'} over ${rangeText}.`}
              series={stats.series}
              metric="orders"
              valueLabel="Orders"
              formatValue={formatCount}
              formatTick={formatCount}
            />
          </Suspense>
        </div>
        <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
          <TopProducts title="Top products by units" products={stats.topProductsByUnits} />
          <TopProducts title="Top products by revenue" products={stats.topProductsByRevenue} />
        </div>
        <ReturnsPanel range={range} />
      </section>

      <LowStockTable lowStock={stats.lowStock} />

      <section aria-labelledby="recent-orders-heading" className={`${panelClass} p-4 sm:p-6`}>
        <h2 id="recent-orders-heading" className="text-xl font-bold tracking-tight">
          Recent Orders
        </h2>
        {stats.recentOrders.length === 0 ? (
          <p className="mt-4 text-sm text-stone-600">{NO_RECENT_ORDERS_MESSAGE}</p>
        ) : (
          <table aria-labelledby="recent-orders-heading" className="mt-4 w-full text-left text-sm">
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
                      className={buttonClass({ variant: 'link' })}
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
                    {formatDollars(order.totalPrice)}
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

/** Keeps the charts' place while their code loads. */
function ChartsLoading() {
  return (
    <p
      role="status"
      className={`${panelClass} grid h-72 place-items-center text-sm text-stone-600 lg:col-span-2`}
    >
      Loading charts...
    </p>
  )
}
