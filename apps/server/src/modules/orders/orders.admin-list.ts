import type { AdminOrder } from '@shop/shared/admin'
import type { AdminOrderListQuery } from '@shop/shared/admin-list-queries'
import { and, asc, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { orderItems, orders, users, type OrderItemRow } from '../../db/schema/index.js'
import { containsPattern, offsetOf, orderByFor, type Page } from '../../lib/paged-list.js'
import { toAdminOrderDto } from './order.mapper.js'
import { orderNumberRange } from './order-number-range.js'

/**
 * The back office's order list (docs/product-rules.md § Back office at scale): one page of orders with
 * their lines and customers, and the number of matches.
 */

const DAY_MS = 24 * 60 * 60 * 1000

const sortColumns = {
  createdAt: orders.createdAt,
  total: orders.totalCents,
  status: orders.status,
}

/** The name on the shipping address, as the back office's search reads it. */
const shipToName = sql`((${orders.shippingAddress} ->> 'firstName') || ' ' || (${orders.shippingAddress} ->> 'lastName'))`

/** `YYYY-MM-DD` as the first instant of that UTC day. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`)

function whereOf(query: AdminOrderListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (query.status !== undefined) conditions.push(eq(orders.status, query.status))
  if (query.from !== undefined) conditions.push(gte(orders.createdAt, startOfDay(query.from)))
  // `to` is included: everything before the next day's start.
  if (query.to !== undefined)
    conditions.push(lt(orders.createdAt, new Date(startOfDay(query.to).getTime() + DAY_MS)))
  if (query.search !== undefined) {
    const pattern = containsPattern(query.search)
    const numbers = orderNumberRange(query.search)
    // Each arm has its index, so PostgreSQL combines them (BitmapOr): the primary key for the
    // order number, the users' trigram indexes (then orders by user_id) for the customer, and
    // the trigram index on exactly shipToName (migration 0007).
    conditions.push(sql`(
      ${numbers ? sql`${orders.id} between ${numbers.first} and ${numbers.last} or` : sql``}
      ${orders.userId} = any(array(select u.id from users u where u.name ilike ${pattern} or u.email ilike ${pattern}))
      or ${shipToName} ilike ${pattern}
    )`)
  }
  return and(...conditions)
}

export async function listOrdersForAdmin(
  db: Executor,
  query: AdminOrderListQuery,
): Promise<Page<AdminOrder>> {
  const where = whereOf(query)
  const [rows, counted] = await Promise.all([
    db
      .select({ order: orders, userName: users.name, userEmail: users.email })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(...orderByFor(query.sort, sortColumns, orders.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(orders).where(where),
  ])
  const itemsByOrder = await findItemsOfOrders(
    db,
    rows.map((row) => row.order.id),
  )
  return {
    rows: rows.map((row) =>
      toAdminOrderDto({
        ...row.order,
        userName: row.userName,
        userEmail: row.userEmail,
        items: itemsByOrder.get(row.order.id) ?? [],
      }),
    ),
    total: counted[0]?.total ?? 0,
  }
}

/** The lines of the page's orders in one query, each order's in the order they were bought. */
async function findItemsOfOrders(
  db: Executor,
  orderIds: string[],
): Promise<Map<string, OrderItemRow[]>> {
  const itemsByOrder = new Map<string, OrderItemRow[]>()
  if (orderIds.length === 0) return itemsByOrder
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position))
  for (const item of items) {
    const list = itemsByOrder.get(item.orderId) ?? []
    list.push(item)
    itemsByOrder.set(item.orderId, list)
  }
  return itemsByOrder
}
