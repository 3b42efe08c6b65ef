import { CSV_DATE_RANGE_MESSAGE, ORDER_CSV_COLUMNS } from '@shop/shared/catalog-csv'
import { daySchema } from '@shop/shared/admin-lists'
import { orderStatusSchema } from '@shop/shared/orders'
import type { Readable } from 'node:stream'
import { z } from 'zod'
import type { Executor } from '../../db/client.js'
import { csvStream, guardFormula } from '../../lib/csv-cells.js'
import {
  findItemsOfOrders,
  findOrderIdsToExport,
  findOrdersWithEmail,
  type OrderExportFilter,
} from './orders-csv.repository.js'

/**
 * `GET /api/admin/orders/export.csv?from&to&status` (docs/api.md § CSV): one row per order
 * line, for accounting. The order's own figures (subtotal, discount, shipping, tax, total, and
 * what was refunded of it: all of it or a part, `paymentStatus` says which) sit on its first
 * line only, so summing a column in a spreadsheet gives the real figure.
 */

export const ordersCsvQuerySchema = z
  .object({
    from: daySchema.optional(),
    to: daySchema.optional(),
    status: orderStatusSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, CSV_DATE_RANGE_MESSAGE)
export type OrdersCsvQuery = z.infer<typeof ordersCsvQuerySchema>

const EXPORT_PAGE = 500

const money = (cents: number) => (cents / 100).toFixed(2)

/** `from` and `to` are whole UTC days, both included. */
function filterOf({ from, to, status }: OrdersCsvQuery): OrderExportFilter {
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000)
  return {
    createdFrom: from === undefined ? undefined : new Date(`${from}T00:00:00Z`),
    createdBefore: to === undefined ? undefined : dayAfter(to),
    status,
  }
}

export async function exportOrdersCsv(db: Executor, query: OrdersCsvQuery): Promise<Readable> {
  const ids = await findOrderIdsToExport(db, filterOf(query))
  return csvStream(ORDER_CSV_COLUMNS, pagesOf(db, ids))
}

async function* pagesOf(db: Executor, orderIds: readonly string[]) {
  for (let start = 0; start < orderIds.length; start += EXPORT_PAGE) {
    const page = orderIds.slice(start, start + EXPORT_PAGE)
    const [orderRows, itemRows] = await Promise.all([
      findOrdersWithEmail(db, page),
      findItemsOfOrders(db, page),
    ])
    const byId = new Map(orderRows.map((row) => [row.order.id, row]))
    // Not Map.groupBy: the shop runs on Node 20.
    const itemsOf = new Map<string, typeof itemRows>()
    for (const item of itemRows)
      itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item])
    yield page.flatMap((id) => {
      const row = byId.get(id)
      if (!row) return []
      const { order, email } = row
      const address = order.shippingAddress
      const orderCells = [
        order.id,
        order.createdAt.toISOString(),
        order.status,
        order.paymentStatus,
        guardFormula(email ?? ''),
        guardFormula(`${address.firstName} ${address.lastName}`),
        guardFormula(address.city),
        guardFormula(address.state),
        guardFormula(address.postalCode),
        guardFormula(address.country),
      ]
      const figures = [
        money(order.subtotalCents),
        money(order.discountCents),
        guardFormula(order.discountCode ?? ''),
        money(order.shippingCents),
        money(order.taxCents),
        money(order.totalCents),
        money(order.refundedAmountCents),
      ]
      const items = itemsOf.get(id) ?? []
      if (items.length === 0) return [[...orderCells, '', '', '', '', '', '', ...figures]]
      return items.map((item, index) => [
        ...orderCells,
        guardFormula(item.name),
        guardFormula(item.size),
        guardFormula(item.color),
        String(item.quantity),
        money(item.priceCents),
        money(item.priceCents * item.quantity),
        ...(index === 0 ? figures : figures.map(() => '')),
      ])
    })
  }
}
