import type { AdminUser } from '@shop/shared/admin'
import type { AdminUserListQuery } from '@shop/shared/admin-list-queries'
import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { users } from '../../db/schema/index.js'
import { containsPattern, offsetOf, orderByFor, type Page } from '../../lib/paged-list.js'
import { toAdminUserDto } from './user.mapper.js'

/** The back office's account list (docs/product-rules.md § Back office at scale). */

const sortColumns = {
  name: users.name,
  email: users.email,
  createdAt: users.createdAt,
  role: users.role,
}

function whereOf(query: AdminUserListQuery): SQL | undefined {
  const pattern = query.search === undefined ? undefined : containsPattern(query.search)
  return and(
    query.role === undefined ? undefined : eq(users.role, query.role),
    // Both columns have trigram indexes (migration 0005).
    pattern === undefined ? undefined : or(ilike(users.name, pattern), ilike(users.email, pattern)),
  )
}

export async function listUsersForAdmin(
  db: Executor,
  query: AdminUserListQuery,
): Promise<Page<AdminUser>> {
  const where = whereOf(query)
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        createdAt: users.createdAt,
        storeCreditCents: users.storeCreditCents,
      })
      .from(users)
      .where(where)
      .orderBy(...orderByFor(query.sort, sortColumns, users.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(users).where(where),
  ])
  return { rows: rows.map(toAdminUserDto), total: counted[0]?.total ?? 0 }
}
