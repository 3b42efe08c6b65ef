import type { SubscriberQuery } from '@shop/shared/subscribers'
import { asc, count, eq, ilike, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { newsletterSubscribers } from '../../db/schema/index.js'
import { containsPattern, offsetOf, orderByFor, type Page } from '../../lib/paged-list.js'

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect

/**
 * Adds an address; answers the new row, or undefined when it was subscribed already (the
 * unique index decides, so two sign-ups at once make one row).
 */
export async function insertSubscriber(
  db: Executor,
  email: string,
): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing()
    .returning()
  return row
}

export async function deleteSubscriberByToken(
  db: Executor,
  token: string,
): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning()
  return row
}

export async function deleteSubscriberById(
  db: Executor,
  id: string,
): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning()
  return row
}

export async function findSubscriberPage(
  db: Executor,
  query: SubscriberQuery,
): Promise<Page<NewsletterSubscriberRow>> {
  const where =
    query.search === undefined
      ? undefined
      : ilike(newsletterSubscribers.email, containsPattern(query.search))
  const columns = { email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt }
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(...orderByFor(query.sort, columns, newsletterSubscribers.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(newsletterSubscribers).where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}

export type SubscriberExportRow = Pick<NewsletterSubscriberRow, 'id' | 'email' | 'createdAt'>

/** The sign-up time at the millisecond a JavaScript Date holds, so a page's last row compares exactly. */
const subscribedAtMs = sql`date_trunc('milliseconds', ${newsletterSubscribers.createdAt})`

/**
 * The next `limit` subscribers in the order they subscribed, after `after` (the last row of the
 * previous page): the export reads the list a page at a time, however long it is.
 */
export async function findSubscribersAfter(
  db: Executor,
  after: SubscriberExportRow | undefined,
  limit: number,
): Promise<SubscriberExportRow[]> {
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .where(
      after === undefined
        ? undefined
        : sql`(${subscribedAtMs}, ${newsletterSubscribers.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
    )
    .orderBy(asc(subscribedAtMs), asc(newsletterSubscribers.id))
    .limit(limit)
}
