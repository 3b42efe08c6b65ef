import type { StatsRange } from '@shop/shared/admin'
import type { ReturnReason } from '@shop/shared/returns'
import { and, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { orderItems, orders, returnItems, returns } from '../../db/schema/index.js'
import { REPLACEMENT_PAYMENT_METHOD } from '../orders/replacement-order.js'

/*
 * What returns teach the owner, each one aggregate query over the returns' lines (the index on
 * product and reason serves the per-product ones). Only returns that count: a rejected or
 * cancelled one sent nothing back.
 */

const COUNTING = ['requested', 'approved', 'received', 'closed'] as const

/** From `from` 00:00 UTC up to the day after `to`. */
function within(
  column: typeof returns.createdAt | typeof orders.createdAt,
  { from, to }: StatsRange,
): SQL | undefined {
  return and(
    gte(column, sql`(${from}::date)::timestamp at time zone 'UTC'`),
    lt(column, sql`(${to}::date + 1)::timestamp at time zone 'UTC'`),
  )
}

/** Lines of these products (null: lines of deleted products). */
function productAmong(productIds: readonly (string | null)[]): SQL | undefined {
  const ids = productIds.filter((id): id is string => id !== null)
  const arms = [
    ...(ids.length > 0 ? [inArray(returnItems.productId, ids)] : []),
    ...(productIds.includes(null) ? [isNull(returnItems.productId)] : []),
  ]
  return arms.length > 0 ? or(...arms) : sql`false`
}

/** Units in returns made in the range. */
export async function sumReturnedUnits(db: Executor, range: StatsRange): Promise<number> {
  const [row] = await db
    .select({ units: sql<string>`coalesce(sum(${returnItems.quantity}), 0)` })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(inArray(returns.status, [...COUNTING]), within(returns.createdAt, range)))
  return Number(row?.units ?? 0)
}

/** Units bought in orders placed in the range, cancelled orders and exchanges' replacements aside. */
export async function sumSoldUnits(db: Executor, range: StatsRange): Promise<number> {
  const [row] = await db
    .select({ units: sql<string>`coalesce(sum(${orderItems.quantity}), 0)` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        ne(orders.status, 'Cancelled'),
        ne(orders.paymentMethod, REPLACEMENT_PAYMENT_METHOD),
        within(orders.createdAt, range),
      ),
    )
  return Number(row?.units ?? 0)
}

export interface ProductReasonRow {
  productId: string | null
  name: string
  reason: ReturnReason
  units: number
}

/**
 * Returned units per product and reason in the range, for the `limit` products returned most.
 * The lines of deleted products (product id null) count together, under one of their names.
 */
export async function findTopReturnedProducts(
  db: Executor,
  range: StatsRange,
  limit: number,
): Promise<ProductReasonRow[]> {
  const counting = and(inArray(returns.status, [...COUNTING]), within(returns.createdAt, range))
  const top = await db
    .select({
      productId: returnItems.productId,
      name: sql<string>`min(${returnItems.name})`,
      units: sql<string>`sum(${returnItems.quantity})`,
    })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(counting)
    .groupBy(returnItems.productId)
    .orderBy(desc(sql`sum(${returnItems.quantity})`), desc(sql`min(${returnItems.name})`))
    .limit(limit)
  if (top.length === 0) return []
  const rows = await db
    .select({
      productId: returnItems.productId,
      reason: returnItems.reason,
      units: sql<string>`sum(${returnItems.quantity})`,
    })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(counting, productAmong(top.map((product) => product.productId))))
    .groupBy(returnItems.productId, returnItems.reason)
  return top.flatMap((product) =>
    rows
      .filter((row) => row.productId === product.productId)
      .map((row) => ({
        productId: product.productId,
        name: product.name,
        reason: row.reason,
        units: Number(row.units),
      })),
  )
}

/** A product's returned units by reason, all time. */
export async function findReasonsOfProduct(
  db: Executor,
  productId: string,
): Promise<{ reason: ReturnReason; units: number }[]> {
  const rows = await db
    .select({ reason: returnItems.reason, units: sql<string>`sum(${returnItems.quantity})` })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(eq(returnItems.productId, productId), inArray(returns.status, [...COUNTING])))
    .groupBy(returnItems.reason)
  return rows.map((row) => ({ reason: row.reason, units: Number(row.units) }))
}
