import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import {
  orderItems,
  orders,
  users,
  type NewOrderItemRow,
  type NewOrderRow,
  type OrderItemRow,
  type OrderRow,
} from '../../db/schema/index.js'

/** An order with what its DTO needs: the customer's current name and the bought lines. */
export interface OrderRecord extends OrderRow {
  userName: string | null
  items: OrderItemRow[]
}

export async function insertOrder(
  tx: Executor,
  order: NewOrderRow,
  items: Omit<NewOrderItemRow, 'orderId'>[],
): Promise<string> {
  const [inserted] = await tx.insert(orders).values(order).returning({ id: orders.id })
  if (!inserted) throw new Error('Inserting an order returned no row')
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: inserted.id })))
  return inserted.id
}

export async function findOrderIdByCheckout(
  db: Executor,
  checkoutId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.checkoutId, checkoutId))
  return row?.id
}

/** Orders matching `where`, newest first, each with its lines in the order they were bought. */
async function findOrderRecords(db: Executor, where: SQL | undefined): Promise<OrderRecord[]> {
  const rows = await db
    .select({ order: orders, userName: users.name })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
  if (rows.length === 0) return []
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.order.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.position))
  const itemsByOrder = new Map<string, OrderItemRow[]>()
  for (const item of items) {
    const list = itemsByOrder.get(item.orderId) ?? []
    list.push(item)
    itemsByOrder.set(item.orderId, list)
  }
  return rows.map((row) => ({
    ...row.order,
    userName: row.userName,
    items: itemsByOrder.get(row.order.id) ?? [],
  }))
}

export async function findOrderById(db: Executor, id: string): Promise<OrderRecord | undefined> {
  const [record] = await findOrderRecords(db, eq(orders.id, id))
  return record
}

export async function findOrdersOfUser(db: Executor, userId: string): Promise<OrderRecord[]> {
  return findOrderRecords(db, eq(orders.userId, userId))
}
