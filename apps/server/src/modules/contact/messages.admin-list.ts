import type { ContactMessage } from '@shop/shared/admin'
import type { AdminMessageListQuery } from '@shop/shared/admin-list-queries'
import { count, ilike, or, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { contactMessages } from '../../db/schema/index.js'
import { containsPattern, offsetOf, orderByFor, type Page } from '../../lib/paged-list.js'
import { toContactMessageDto } from './contact-message.mapper.js'

/** The back office's inbox of contact messages (docs/product-rules.md § Back office at scale). */

const sortColumns = {
  createdAt: contactMessages.createdAt,
  name: contactMessages.name,
  email: contactMessages.email,
}

function whereOf(query: AdminMessageListQuery): SQL | undefined {
  if (query.search === undefined) return undefined
  const pattern = containsPattern(query.search)
  return or(
    ilike(contactMessages.name, pattern),
    ilike(contactMessages.email, pattern),
    ilike(contactMessages.message, pattern),
  )
}

export async function listMessagesForAdmin(
  db: Executor,
  query: AdminMessageListQuery,
): Promise<Page<ContactMessage>> {
  const where = whereOf(query)
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(...orderByFor(query.sort, sortColumns, contactMessages.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(contactMessages).where(where),
  ])
  return { rows: rows.map(toContactMessageDto), total: counted[0]?.total ?? 0 }
}
