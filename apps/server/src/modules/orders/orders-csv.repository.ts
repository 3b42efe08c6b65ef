import type { OrderStatus } from '@shop/shared/orders'
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import {
  orderItems,
  orders,
  users,
  type OrderItemRow,
  type OrderRow,
} from '../../db/schema/index.js'

/** The SQL of the orders' CSV export (docs/api.md § CSV), read a page of orders at a time. */

/** Which orders an export holds: placed in [createdFrom, createdBefore), of one status. */
export interface OrderExportFilter {
  createdFrom?: Date | undefined
  createdBefore?: Date | undefined
  status?: OrderStatus | undefined
}

/** The ids of the orders to export, oldest first. */
export async function findOrderIdsToExport(
  db: Executor,
  { createdFrom, createdBefore, status }: OrderExportFilter,
): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        createdFrom === undefined ? undefined : gte(orders.createdAt, createdFrom),
        createdBefore === undefined ? undefined : lt(orders.createdAt, createdBefore),
        status === undefined ? undefined : eq(orders.status, status),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
  return rows.map((row) => row.id)
}

/** The named orders, each with its customer's e-mail (null for a guest or a deleted account). */
export async function findOrdersWithEmail(
  db: Executor,
  orderIds: readonly string[],
): Promise<{ order: OrderRow; email: string | null }[]> {
  return db
    .select({ order: orders, email: users.email })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, [...orderIds]))
}

/** The lines of the named orders, by order and then in their order's own order. */
export async function findItemsOfOrders(
  db: Executor,
  orderIds: readonly string[],
): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position))
}
