import { RECENT_ORDERS_COUNT, type AdminStats } from '@shop/shared/admin'
import type { Executor } from '../../db/client.js'
import { fromCents } from '../../lib/money.js'
import { toAdminOrderSummaryDto } from './dashboard.mapper.js'
import {
  countOrders,
  countProducts,
  findRecentOrderSummaries,
  sumRevenueCents,
} from './dashboard.repository.js'

/**
 * shop-spec §2 Admin dashboard. Revenue is money actually kept: paid orders that were not
 * cancelled. Total orders counts every order, whatever its status.
 */
export async function getDashboardStats(db: Executor): Promise<AdminStats> {
  const [revenueCents, totalOrders, totalProducts, recent] = await Promise.all([
    sumRevenueCents(db),
    countOrders(db),
    countProducts(db),
    findRecentOrderSummaries(db, RECENT_ORDERS_COUNT),
  ])
  return {
    revenue: fromCents(revenueCents),
    totalOrders,
    totalProducts,
    recentOrders: recent.map(toAdminOrderSummaryDto),
  }
}
