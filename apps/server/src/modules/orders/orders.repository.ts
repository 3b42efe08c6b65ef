import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import {
  orderItems,
  orders,
  returnItems,
  returns,
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
  /** The return whose exchange this order ships, when it is a replacement. */
  replacementFor?: { returnId: string; number: string }
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
  const replacements = await findReturnsReplacedBy(
    db,
    rows.map((row) => row.order.id),
  )
  return rows.map((row) => {
    const replacementFor = replacements.get(row.order.id)
    return {
      ...row.order,
      userName: row.userName,
      userEmail: row.userEmail,
      items: itemsByOrder.get(row.order.id) ?? [],
      ...(replacementFor && { replacementFor }),
    }
  })
}

/** For each of these orders that ships a return's exchange, that return (the index on the link). */
async function findReturnsReplacedBy(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, { returnId: string; number: string }>> {
  const rows = await db
    .selectDistinct({
      orderId: returnItems.replacementOrderId,
      returnId: returns.id,
      number: returns.number,
    })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(inArray(returnItems.replacementOrderId, [...orderIds]))
  return new Map(
    rows.flatMap((row) =>
      row.orderId === null ? [] : [[row.orderId, { returnId: row.returnId, number: row.number }]],
    ),
  )
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
  fulfilment: Pick<
    OrderRow,
    'status' | 'trackingNumber' | 'isDelivered' | 'deliveredAt' | 'shippedAt'
  >,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...fulfilment, updatedAt: new Date() })
    .where(eq(orders.id, id))
}

/**
 * Writes a refund's outcome: what was refunded in all, the payment status it makes, the
 * provider's last refund and, once everything went back, when (the checks orders_refund_recorded
 * and orders_partial_refund_known hold with it). Only while `refundedAmountCents` is still
 * `fromRefundedCents`: false, and nothing written, when another refund came first.
 */
export async function updateOrderRefund(
  tx: Executor,
  id: string,
  fromRefundedCents: number,
  refund: Pick<
    OrderRow,
    'refundedAmountCents' | 'refundedCreditCents' | 'paymentStatus' | 'refundId' | 'refundedAt'
  > & {
    updatedAt: Date
  },
): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set(refund)
    .where(and(eq(orders.id, id), eq(orders.refundedAmountCents, fromRefundedCents)))
    .returning({ id: orders.id })
  return updated.length > 0
}

/**
 * Whether the order has returns that moved or hold units (not rejected or cancelled): cancelling
 * or deleting it would put those units back a second time, or lose an exchange's held units.
 */
export async function hasReturnsOfOrder(db: Executor, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: returns.id })
    .from(returns)
    .where(
      and(
        eq(returns.orderId, orderId),
        inArray(returns.status, ['requested', 'approved', 'received', 'closed']),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** Removes the order; its lines go with it (cascade). */
export async function deleteOrderById(db: Executor, id: string): Promise<boolean> {
  const deleted = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id })
  return deleted.length > 0
}
