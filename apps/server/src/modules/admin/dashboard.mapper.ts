import type { AdminOrderSummary } from '@shop/shared/admin'
import { fromCents } from '../../lib/money.js'
import type { OrderSummaryRow } from './dashboard.repository.js'

/** A recent order as the dashboard table lists it (shop-spec §2: id, user or N/A, total, status). */
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
