import type { AuditQuery } from '@shop/shared/audit'
import { and, count, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { auditEntries, type AuditEntryRow, type NewAuditEntryRow } from '../../db/schema/index.js'
import { countThroughTrigramIndexes } from '../../lib/count-through-trigram-indexes.js'
import { containsPattern, offsetOf, orderByFor, type Page } from '../../lib/paged-list.js'

export async function insertAuditEntry(tx: Executor, entry: NewAuditEntryRow): Promise<void> {
  await tx.insert(auditEntries).values(entry)
}

/** Entries per multi-row insert: an import of thousands of products writes a few statements. */
const INSERT_CHUNK = 500

export async function insertAuditEntries(
  tx: Executor,
  entries: readonly NewAuditEntryRow[],
): Promise<void> {
  for (let start = 0; start < entries.length; start += INSERT_CHUNK) {
    await tx.insert(auditEntries).values(entries.slice(start, start + INSERT_CHUNK))
  }
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The WHERE of the audit list: filters are exact, days are UTC and `to` is included. */
function auditFilter(query: AuditQuery): SQL | undefined {
  return and(
    query.action === undefined ? undefined : eq(auditEntries.action, query.action),
    query.entityType === undefined ? undefined : eq(auditEntries.entityType, query.entityType),
    query.entityId === undefined ? undefined : eq(auditEntries.entityId, query.entityId),
    query.actor === undefined
      ? undefined
      : eq(sql`lower(${auditEntries.actorEmail})`, query.actor.toLowerCase()),
    query.from === undefined
      ? undefined
      : gte(auditEntries.createdAt, new Date(`${query.from}T00:00:00Z`)),
    query.to === undefined
      ? undefined
      : lt(auditEntries.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)),
    query.search === undefined
      ? undefined
      : or(
          ilike(auditEntries.entityLabel, containsPattern(query.search)),
          ilike(auditEntries.actorEmail, containsPattern(query.search)),
        ),
  )
}

/** One page of entries and the number of all that match (docs/product-rules.md § Back office at scale). */
export async function findAuditPage(db: Executor, query: AuditQuery): Promise<Page<AuditEntryRow>> {
  const where = auditFilter(query)
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(...orderByFor(query.sort, { createdAt: auditEntries.createdAt }, auditEntries.seq))
      .limit(query.limit)
      .offset(offsetOf(query)),
    countThroughTrigramIndexes(db, query.search, async (executor) => {
      const [counted] = await executor.select({ total: count() }).from(auditEntries).where(where)
      return counted?.total ?? 0
    }),
  ])
  return { rows, total }
}

/** Whether anyone ever made a change of this kind (`shipping.update`…). */
export async function hasAuditEntryOf(db: Executor, action: string): Promise<boolean> {
  const [row] = await db
    .select({ id: auditEntries.id })
    .from(auditEntries)
    .where(eq(auditEntries.action, action))
    .limit(1)
  return row !== undefined
}
