import { and, count, desc, eq, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { orders, products, users } from '../../db/schema/index.js'

/** The dashboard's figures, each one aggregate query: no order is loaded to count it. */

/** Revenue: orders whose payment was kept (not refunded) and that were not cancelled. */
export async function sumRevenueCents(db: Executor): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${orders.totalCents}), 0)` })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'paid'), ne(orders.status, 'Cancelled')))
  return Number(row?.cents ?? 0)
}

export async function countOrders(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders)
  return row?.total ?? 0
}

export async function countProducts(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products)
  return row?.total ?? 0
}

export interface OrderSummaryRow {
  id: string
  userId: string | null
  userName: string | null
  totalCents: number
  status: (typeof orders.$inferSelect)['status']
  createdAt: Date
}

export async function findRecentOrderSummaries(
  db: Executor,
  limit: number,
): Promise<OrderSummaryRow[]> {
  return db
    .select({
      id: orders.id,
      userId: orders.userId,
      userName: users.name,
      totalCents: orders.totalCents,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
}
