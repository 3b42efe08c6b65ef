import type { ReturnStatus } from '@shop/shared/returns'
import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import {
  orderItems,
  orders,
  productVariants,
  returnItems,
  returns,
  users,
  type NewReturnItemRow,
  type NewReturnRow,
  type OrderItemRow,
  type OrderRow,
  type ReturnItemRow,
  type ReturnRow,
} from '../../db/schema/index.js'

/** A return with its lines in the customer's order, and its customer as the back office sees them. */
export interface ReturnRecord extends ReturnRow {
  items: ReturnItemRow[]
  customerName: string | null
  customerEmail: string | null
}

/** Statuses whose units are spoken for: a rejected or cancelled return frees its units. */
export const CLAIMING_STATUSES: readonly ReturnStatus[] = [
  'requested',
  'approved',
  'received',
  'closed',
]

/** The order row, locked until the transaction ends: returns of one order are made one by one. */
export async function lockOrderForReturn(
  tx: Executor,
  orderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return row
}

export async function findOrderForReturn(
  db: Executor,
  orderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId))
  return row
}

export function findOrderLines(db: Executor, orderId: string): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position))
}

/** Units of each line of the order that are in returns still counting (open or completed). */
export async function findClaimedUnits(
  db: Executor,
  orderId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      orderItemId: returnItems.orderItemId,
      units: sql<number>`sum(${returnItems.quantity})::int`,
    })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(eq(returns.orderId, orderId), inArray(returns.status, [...CLAIMING_STATUSES])))
    .groupBy(returnItems.orderItemId)
  return new Map(rows.map((row) => [row.orderItemId, row.units]))
}

/** The variants of these products that have units on the shelf, in the admin's order. */
export function findVariantsInStock(
  db: Executor,
  productIds: readonly string[],
): Promise<{ productId: string; size: string; color: string; countInStock: number }[]> {
  if (productIds.length === 0) return Promise.resolve([])
  return db
    .select({
      productId: productVariants.productId,
      size: productVariants.size,
      color: productVariants.color,
      countInStock: productVariants.countInStock,
    })
    .from(productVariants)
    .where(
      and(inArray(productVariants.productId, [...productIds]), gt(productVariants.countInStock, 0)),
    )
    .orderBy(asc(productVariants.productId), asc(productVariants.position))
}

export async function insertReturn(
  tx: Executor,
  values: NewReturnRow,
  items: Omit<NewReturnItemRow, 'returnId'>[],
): Promise<string> {
  const [inserted] = await tx.insert(returns).values(values).returning({ id: returns.id })
  if (!inserted) throw new Error('Inserting a return returned no row')
  await tx.insert(returnItems).values(items.map((item) => ({ ...item, returnId: inserted.id })))
  return inserted.id
}

/** Whether a return has this number already (a new number is drawn again). */
export async function isReturnNumberTaken(db: Executor, number: string): Promise<boolean> {
  const [row] = await db.select({ id: returns.id }).from(returns).where(eq(returns.number, number))
  return row !== undefined
}

/** The return row, locked until the transaction ends: its steps are taken one at a time. */
export async function lockReturn(tx: Executor, id: string): Promise<ReturnRow | undefined> {
  const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update')
  return row
}

export function findReturnLines(db: Executor, returnId: string): Promise<ReturnItemRow[]> {
  return db
    .select()
    .from(returnItems)
    .where(eq(returnItems.returnId, returnId))
    .orderBy(asc(returnItems.position))
}

/** Returns matching `where`, newest first unless `orderBy` says otherwise, with lines and customers. */
export async function findReturnRecords(
  db: Executor,
  where: SQL | undefined,
  page?: { orderBy: SQL[]; limit: number; offset: number },
): Promise<ReturnRecord[]> {
  const query = db
    .select({ row: returns, customerName: users.name, customerEmail: users.email })
    .from(returns)
    .leftJoin(users, eq(users.id, returns.userId))
    .where(where)
    .orderBy(...(page?.orderBy ?? [desc(returns.createdAt), desc(returns.id)]))
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query
  if (rows.length === 0) return []
  const lines = await db
    .select()
    .from(returnItems)
    .where(
      inArray(
        returnItems.returnId,
        rows.map((row) => row.row.id),
      ),
    )
    .orderBy(asc(returnItems.returnId), asc(returnItems.position))
  const linesByReturn = new Map<string, ReturnItemRow[]>()
  for (const line of lines) {
    const list = linesByReturn.get(line.returnId) ?? []
    list.push(line)
    linesByReturn.set(line.returnId, list)
  }
  return rows.map((row) => ({
    ...row.row,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    items: linesByReturn.get(row.row.id) ?? [],
  }))
}

export async function findReturnById(db: Executor, id: string): Promise<ReturnRecord | undefined> {
  const [record] = await findReturnRecords(db, eq(returns.id, id))
  return record
}

export function findReturnsOfUser(db: Executor, userId: string): Promise<ReturnRecord[]> {
  return findReturnRecords(db, eq(returns.userId, userId))
}

export function findReturnsOfOrder(db: Executor, orderId: string): Promise<ReturnRecord[]> {
  return findReturnRecords(db, eq(returns.orderId, orderId))
}

export async function updateReturn(
  tx: Executor,
  id: string,
  values: Partial<
    Pick<
      ReturnRow,
      'status' | 'shopNote' | 'restockedAt' | 'refundId' | 'settledAt' | 'refundAmountCents'
    >
  >,
  now: Date,
): Promise<void> {
  await tx
    .update(returns)
    .set({ ...values, updatedAt: now })
    .where(eq(returns.id, id))
}

export async function setReplacementOrder(
  tx: Executor,
  returnId: string,
  lineIds: readonly string[],
  orderId: string,
): Promise<void> {
  if (lineIds.length === 0) return
  await tx
    .update(returnItems)
    .set({ replacementOrderId: orderId })
    .where(and(eq(returnItems.returnId, returnId), inArray(returnItems.id, [...lineIds])))
}
