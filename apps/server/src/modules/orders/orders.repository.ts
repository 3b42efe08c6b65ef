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
  userEmail: string | null
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
    .select({ order: orders, userName: users.name, userEmail: users.email })
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
    userEmail: row.userEmail,
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

/** One order row, locked until the transaction ends: admin updates of it run one by one. */
export async function lockOrderById(tx: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
  return row
}

export async function findOrderItems(db: Executor, orderId: string): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position))
}

export async function updateOrderFulfilment(
  tx: Executor,
  id: string,
  fulfilment: Pick<OrderRow, 'status' | 'trackingNumber' | 'isDelivered' | 'deliveredAt'>,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...fulfilment, updatedAt: new Date() })
    .where(eq(orders.id, id))
}

/** Records the provider's refund of the whole payment (orders_refund_recorded holds with it). */
export async function markOrderRefunded(
  tx: Executor,
  id: string,
  refund: { refundId: string; refundedAt: Date },
): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: 'refunded', ...refund, updatedAt: refund.refundedAt })
    .where(eq(orders.id, id))
}

/** Removes the order; its lines go with it (cascade). */
export async function deleteOrderById(db: Executor, id: string): Promise<boolean> {
  const deleted = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id })
  return deleted.length > 0
}
