import type { AdminReturnListQuery } from '@shop/shared/admin-list-queries'
import type { AdminReturn } from '@shop/shared/returns'
import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { returns } from '../../db/schema/index.js'
import { containsPattern, offsetOf, orderByFor, type Page } from '../../lib/paged-list.js'
import { orderNumberRange } from '../orders/order-number-range.js'
import { toAdminReturnDto } from './return.mapper.js'
import { normalizeReturnNumber } from './return-number.js'
import { findReturnRecords } from './returns.repository.js'

/**
 * The back office's return list: one page of returns with their lines and customers, and the
 * number of matches. A search is a return number (the unique index), the start of an order
 * number (a range of the order ids, then returns by order) or part of the customer's name or
 * e-mail (the users' trigram indexes).
 */

const sortColumns = {
  createdAt: returns.createdAt,
  status: returns.status,
}

function whereOf(query: AdminReturnListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (query.status !== undefined) conditions.push(eq(returns.status, query.status))
  if (query.search !== undefined) {
    const number = normalizeReturnNumber(query.search)
    const orders = orderNumberRange(query.search)
    const pattern = containsPattern(query.search)
    conditions.push(sql`(
      ${number ? sql`${returns.number} = ${number} or` : sql``}
      ${orders ? sql`${returns.orderId} between ${orders.first} and ${orders.last} or` : sql``}
      ${returns.userId} = any(array(select u.id from users u where u.name ilike ${pattern} or u.email ilike ${pattern}))
    )`)
  }
  return and(...conditions)
}

export async function listReturnsForAdmin(
  db: Executor,
  query: AdminReturnListQuery,
): Promise<Page<AdminReturn>> {
  const where = whereOf(query)
  const [records, counted] = await Promise.all([
    findReturnRecords(db, where, {
      orderBy: orderByFor(query.sort, sortColumns, returns.id),
      limit: query.limit,
      offset: offsetOf(query),
    }),
    db.select({ total: count() }).from(returns).where(where),
  ])
  return { rows: records.map(toAdminReturnDto), total: counted[0]?.total ?? 0 }
}
