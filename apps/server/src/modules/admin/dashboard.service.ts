import {
  RECENT_ORDERS_COUNT,
  STATS_LOW_STOCK_COUNT,
  STATS_OLDEST_TO_SHIP_COUNT,
  STATS_TOP_PRODUCTS_COUNT,
  type AdminStats,
  type StatsRange,
} from '@shop/shared/admin'
import type { Executor } from '../../db/client.js'
import {
  toAdminOrderSummaryDto,
  toRevenueFigures,
  toSalesDayDto,
  toTopProductDto,
} from './dashboard.mapper.js'
import {
  countOrders,
  countProducts,
  findLowStockVariants,
  findOrdersToShip,
  findRecentOrderSummaries,
  findSalesByDay,
  findTopProducts,
  sumRevenueCents,
} from './dashboard.repository.js'

export interface DashboardOptions {
  range: StatsRange
  /** LOW_STOCK_THRESHOLD: variants with this many units or fewer are listed. */
  lowStockThreshold: number
}

/**
 * docs/product-rules.md § Screens, Admin dashboard and § Back office at scale. Revenue is money actually
 * kept: paid orders that were not cancelled (a refunded one is no longer paid). Total orders
 * counts every order, whatever its status. The range's figures count kept orders placed on its
 * UTC days, so the average order value is exactly its revenue over its orders.
 */
export async function getDashboardStats(
  db: Executor,
  { range, lowStockThreshold }: DashboardOptions,
): Promise<AdminStats> {
  const [
    revenueCents,
    totalOrders,
    totalProducts,
    recent,
    days,
    topByUnits,
    topByRevenue,
    toShip,
    lowStock,
  ] = await Promise.all([
    sumRevenueCents(db),
    countOrders(db),
    countProducts(db),
    findRecentOrderSummaries(db, RECENT_ORDERS_COUNT),
    findSalesByDay(db, range),
    findTopProducts(db, range, 'units', STATS_TOP_PRODUCTS_COUNT),
    findTopProducts(db, range, 'revenue', STATS_TOP_PRODUCTS_COUNT),
    findOrdersToShip(db, STATS_OLDEST_TO_SHIP_COUNT),
    findLowStockVariants(db, lowStockThreshold, STATS_LOW_STOCK_COUNT),
  ])
  const rangeCents = days[0]?.rangeCents ?? 0
  const rangeOrders = days[0]?.rangeOrders ?? 0
  const { revenue, rangeRevenue, averageOrderValue } = toRevenueFigures({
    revenueCents,
    rangeCents,
    rangeOrders,
  })
  return {
    revenue,
    totalOrders,
    totalProducts,
    recentOrders: recent.map(toAdminOrderSummaryDto),
    from: range.from,
    to: range.to,
    series: days.map(toSalesDayDto),
    rangeRevenue,
    rangeOrders,
    averageOrderValue,
    topProductsByUnits: topByUnits.map(toTopProductDto),
    topProductsByRevenue: topByRevenue.map(toTopProductDto),
    ordersToShip: { total: toShip.total, oldest: toShip.oldest.map(toAdminOrderSummaryDto) },
    lowStock: { threshold: lowStockThreshold, ...lowStock },
  }
}
