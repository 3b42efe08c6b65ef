import type { AdminOrderSummary, AdminStats, SalesDay, TopProduct } from '@shop/shared/admin'
import { fromCents } from '../../lib/money.js'
import type { OrderSummaryRow, SalesDayRow, TopProductRow } from './dashboard.repository.js'

/** A recent order as the dashboard table lists it (docs/product-rules.md § Screens: id, user or N/A, total, status). */
export function toAdminOrderSummaryDto(row: OrderSummaryRow): AdminOrderSummary {
  return {
    _id: row.id,
    user:
      row.userId === null || row.userName === null ? null : { _id: row.userId, name: row.userName },
    totalPrice: fromCents(row.totalCents),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }
}

export function toSalesDayDto(row: SalesDayRow): SalesDay {
  return { date: row.date, revenue: fromCents(row.cents), orders: row.orders }
}

export function toTopProductDto(row: TopProductRow): TopProduct {
  return {
    productId: row.productId,
    name: row.name,
    units: row.units,
    revenue: fromCents(row.cents),
  }
}

/**
 * The dashboard's money figures in dollars: revenue ever kept, the range's revenue, and the
 * range's average order value (its revenue over its orders, 0 without any).
 */
export function toRevenueFigures({
  revenueCents,
  rangeCents,
  rangeOrders,
}: {
  revenueCents: number
  rangeCents: number
  rangeOrders: number
}): Pick<AdminStats, 'revenue' | 'rangeRevenue' | 'averageOrderValue'> {
  return {
    revenue: fromCents(revenueCents),
    rangeRevenue: fromCents(rangeCents),
    averageOrderValue: rangeOrders === 0 ? 0 : fromCents(Math.round(rangeCents / rangeOrders)),
  }
}
