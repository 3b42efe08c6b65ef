import type { AdminDiscountListQuery } from '@shop/shared/admin-list-queries'
import type { Discount } from '@shop/shared/discounts'
import { and, count, eq, ilike, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { discountCodes } from '../../db/schema/index.js'
import { containsPattern, offsetOf, orderByFor, type Page } from '../../lib/paged-list.js'
import { toDiscountDto } from './discount.mapper.js'

/** The back office's discount codes (docs/product-rules.md § Back office at scale). */

const sortColumns = {
  code: discountCodes.code,
  createdAt: discountCodes.createdAt,
  timesUsed: discountCodes.timesUsed,
}

function whereOf(query: AdminDiscountListQuery): SQL | undefined {
  return and(
    query.active === undefined ? undefined : eq(discountCodes.active, query.active),
    query.search === undefined
      ? undefined
      : ilike(discountCodes.code, containsPattern(query.search)),
  )
}

export async function listDiscountsForAdmin(
  db: Executor,
  query: AdminDiscountListQuery,
): Promise<Page<Discount>> {
  const where = whereOf(query)
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(discountCodes)
      .where(where)
      .orderBy(...orderByFor(query.sort, sortColumns, discountCodes.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(discountCodes).where(where),
  ])
  return { rows: rows.map(toDiscountDto), total: counted[0]?.total ?? 0 }
}
