import type { MailStatus } from '@shop/shared/outbox'
import { and, count, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { mailOutbox, type MailOutboxRow, type NewMailOutboxRow } from '../../db/schema/index.js'

/**
 * The outbox table. Times are the database's own `now()`, so several servers with drifting
 * clocks still agree on which messages are due.
 */

const millisecondsFromNow = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`

export async function insertOutboxMessage(
  tx: Executor,
  message: NewMailOutboxRow,
): Promise<string> {
  const [row] = await tx.insert(mailOutbox).values(message).returning({ id: mailOutbox.id })
  if (!row) throw new Error('Queueing a mail returned no row')
  return row.id
}

/**
 * Takes up to `limit` due messages for this sender: queued ones whose time has come, and ones
 * a crashed sender claimed whose claim has lapsed. Rows another sender is claiming right now
 * are skipped, so two servers never take the same message.
 */
export async function claimDueMessages(
  db: Executor,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<MailOutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['queued', 'sending']),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: millisecondsFromNow(leaseMs),
      updatedAt: sql`now()`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning()
}

const ERASED_PAYLOAD = sql`'{}'::jsonb`

export async function markMessageSent(
  db: Executor,
  id: string,
  { erasePayload }: { erasePayload: boolean },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      lastError: null,
      ...(erasePayload ? { payload: ERASED_PAYLOAD, isPayloadErased: true } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(mailOutbox.id, id))
}

/**
 * A failed attempt: the message waits `delayMs` for the next one, or, when that would be more
 * than `giveUpAfterMs` after it was queued, is marked failed (and a one-time payload erased).
 * Answers the new status.
 */
export async function recordFailedAttempt(
  db: Executor,
  id: string,
  {
    delayMs,
    giveUpAfterMs,
    error,
    eraseIfGivenUp,
  }: { delayMs: number; giveUpAfterMs: number; error: string; eraseIfGivenUp: boolean },
): Promise<MailStatus | undefined> {
  const isGivenUp = sql`(${millisecondsFromNow(delayMs)} > ${mailOutbox.queuedAt} + ${giveUpAfterMs} * interval '1 millisecond')`
  const [row] = await db
    .update(mailOutbox)
    .set({
      status: sql`case when ${isGivenUp} then 'failed' else 'queued' end`,
      nextAttemptAt: millisecondsFromNow(delayMs),
      lastError: error,
      ...(eraseIfGivenUp
        ? {
            payload: sql`case when ${isGivenUp} then ${ERASED_PAYLOAD} else ${mailOutbox.payload} end`,
            isPayloadErased: sql`${isGivenUp}`,
          }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')))
    .returning({ status: mailOutbox.status })
  return row?.status
}

/** A message that can never be delivered as it stands (its template failed): no retries. */
export async function markMessageFailed(db: Executor, id: string, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', lastError: error, updatedAt: sql`now()` })
    .where(eq(mailOutbox.id, id))
}

/** Newest first, optionally of one status. */
export async function findOutboxPage(
  db: Executor,
  { status, offset, limit }: { status: MailStatus | undefined; offset: number; limit: number },
): Promise<MailOutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(status === undefined ? undefined : eq(mailOutbox.status, status))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
    .offset(offset)
}

export async function countOutbox(db: Executor, status: MailStatus | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(mailOutbox)
    .where(status === undefined ? undefined : eq(mailOutbox.status, status))
  return row?.total ?? 0
}

export async function lockOutboxMessage(
  tx: Executor,
  id: string,
): Promise<MailOutboxRow | undefined> {
  const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update')
  return row
}

/** A failed message goes back in the queue at once, with a fresh span of retries. */
export async function requeueMessage(tx: Executor, id: string): Promise<MailOutboxRow | undefined> {
  const [row] = await tx
    .update(mailOutbox)
    .set({
      status: 'queued',
      nextAttemptAt: sql`now()`,
      queuedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(mailOutbox.id, id))
    .returning()
  return row
}

/** Forgets finished messages (sent or given up) older than `ageMs`: the outbox is no archive. */
export async function deleteFinishedMessages(db: Executor, ageMs: number): Promise<number> {
  const deleted = await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['sent', 'failed']),
        lt(mailOutbox.updatedAt, millisecondsFromNow(-ageMs)),
      ),
    )
    .returning({ id: mailOutbox.id })
  return deleted.length
}

/** How many messages of each of `statuses` the outbox holds; a status without one is left out. */
export async function countMessagesByStatus(
  db: Executor,
  statuses: readonly MailStatus[],
): Promise<{ status: MailStatus; count: number }[]> {
  return db
    .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, [...statuses]))
    .groupBy(mailOutbox.status)
}

/** Seconds since the longest-waiting message of `statuses` was queued; null when there is none. */
export async function findOldestQueuedAgeSeconds(
  db: Executor,
  statuses: readonly MailStatus[],
): Promise<number | null> {
  const [row] = await db
    .select({
      age: sql<number | null>`extract(epoch from now() - min(${mailOutbox.queuedAt}))::float8`,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, [...statuses]))
  return row?.age ?? null
}
