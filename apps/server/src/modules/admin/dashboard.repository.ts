import type { StatsRange } from '@shop/shared/admin'
import { and, asc, count, desc, eq, gte, lt, lte, ne, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { orderItems, orders, productVariants, products, users } from '../../db/schema/index.js'

/** The dashboard's figures, each one aggregate query: no order is loaded to count it. */

/**
 * Money kept: orders whose payment was not refunded in full and that were not cancelled, each
 * with what it kept (its total less what was refunded of it). Every revenue figure of the
 * dashboard, over all time or a range, counts these orders and no others.
 */
const keptOrder = and(ne(orders.paymentStatus, 'refunded'), ne(orders.status, 'Cancelled'))
const keptCents = sql`${orders.totalCents} - ${orders.refundedAmountCents}`

/** Orders placed on the range's UTC days, `from` 00:00 up to the day after `to` (the index on created_at serves it). */
function placedIn({ from, to }: StatsRange): SQL | undefined {
  return and(
    gte(orders.createdAt, sql`(${from}::date)::timestamp at time zone 'UTC'`),
    lt(orders.createdAt, sql`(${to}::date + 1)::timestamp at time zone 'UTC'`),
  )
}

export async function sumRevenueCents(db: Executor): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${keptCents}), 0)` })
    .from(orders)
    .where(keptOrder)
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

const orderSummaryColumns = {
  id: orders.id,
  userId: orders.userId,
  userName: users.name,
  totalCents: orders.totalCents,
  status: orders.status,
  createdAt: orders.createdAt,
}

export async function findRecentOrderSummaries(
  db: Executor,
  limit: number,
): Promise<OrderSummaryRow[]> {
  return db
    .select(orderSummaryColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
}

export interface SalesDayRow {
  date: string
  orders: number
  cents: number
  /** The whole range's figures, repeated on every day (a window over the same aggregate). */
  rangeOrders: number
  rangeCents: number
}

/**
 * One row per day of the range, days without orders included: the calendar from
 * generate_series left-joined to the kept orders grouped by their UTC day.
 */
export async function findSalesByDay(db: Executor, range: StatsRange): Promise<SalesDayRow[]> {
  const placedOn = sql`(${orders.createdAt} at time zone 'UTC')::date`
  const perDay = db
    .select({
      // Aliases unique in the outer query, which names them without the subquery's name.
      day: sql<string>`${placedOn}`.as('sale_day'),
      orders: sql<number>`count(*)`.as('sale_orders'),
      cents: sql<string>`sum(${keptCents})`.as('sale_cents'),
    })
    .from(orders)
    .where(and(keptOrder, placedIn(range)))
    .groupBy(placedOn)
    .as('per_day')
  const dayOrders = sql`coalesce(${perDay.orders}, 0)`
  const dayCents = sql`coalesce(${perDay.cents}, 0)`
  const rows = await db
    .select({
      date: sql<string>`to_char(calendar.day, 'YYYY-MM-DD')`,
      orders: sql<number>`${dayOrders}::int`,
      cents: sql<string>`${dayCents}::bigint`,
      rangeOrders: sql<number>`(sum(${dayOrders}) over ())::int`,
      rangeCents: sql<string>`(sum(${dayCents}) over ())::bigint`,
    })
    .from(
      sql`generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as calendar(day)`,
    )
    .leftJoin(perDay, sql`${perDay.day} = calendar.day`)
    .orderBy(sql`calendar.day`)
  return rows.map((row) => ({
    date: row.date,
    orders: row.orders,
    cents: Number(row.cents),
    rangeOrders: row.rangeOrders,
    rangeCents: Number(row.rangeCents),
  }))
}

export interface TopProductRow {
  productId: string | null
  name: string
  units: number
  cents: number
}

/**
 * The products most bought in the range's kept orders, by units or by line revenue (price ×
 * quantity). A deleted product's lines group under the name they were bought as.
 */
export async function findTopProducts(
  db: Executor,
  range: StatsRange,
  by: 'units' | 'revenue',
  limit: number,
): Promise<TopProductRow[]> {
  const name = sql<string>`coalesce(${products.name}, ${orderItems.name})`
  const units = sql<number>`sum(${orderItems.quantity})::int`
  const cents = sql<string>`sum(${orderItems.priceCents}::bigint * ${orderItems.quantity})`
  const ranking = by === 'units' ? [desc(units), desc(cents)] : [desc(cents), desc(units)]
  const rows = await db
    .select({ productId: orderItems.productId, name, units, cents })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(and(keptOrder, placedIn(range)))
    .groupBy(orderItems.productId, name)
    .orderBy(...ranking, asc(name))
    .limit(limit)
  return rows.map((row) => ({ ...row, cents: Number(row.cents) }))
}

/** Orders still Processing whose payment was not refunded in full: the ones waiting to be shipped. */
const waitingToShip = and(ne(orders.paymentStatus, 'refunded'), eq(orders.status, 'Processing'))

/** The oldest orders waiting to ship, with how many wait in all (0 rows: none waits). */
export async function findOrdersToShip(
  db: Executor,
  limit: number,
): Promise<{ total: number; oldest: OrderSummaryRow[] }> {
  const rows = await db
    .select({ ...orderSummaryColumns, total: sql<number>`(count(*) over ())::int` })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(waitingToShip)
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit)
  return { total: rows[0]?.total ?? 0, oldest: rows.map(({ total: _total, ...row }) => row) }
}

export interface LowStockRow {
  productId: string
  productName: string
  size: string
  color: string
  sku: string
  countInStock: number
}

/** Variants at or under the threshold (sold out included), fewest units first, with their count. */
export async function findLowStockVariants(
  db: Executor,
  threshold: number,
  limit: number,
): Promise<{ total: number; variants: LowStockRow[] }> {
  const rows = await db
    .select({
      productId: productVariants.productId,
      productName: products.name,
      size: productVariants.size,
      color: productVariants.color,
      sku: productVariants.sku,
      countInStock: productVariants.countInStock,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(lte(productVariants.countInStock, threshold))
    .orderBy(
      asc(productVariants.countInStock),
      asc(products.name),
      asc(products.id),
      asc(productVariants.position),
    )
    .limit(limit)
  return { total: rows[0]?.total ?? 0, variants: rows.map(({ total: _total, ...row }) => row) }
}
