import { isUuid } from '@shop/shared/common'
import type { NewsletterBody } from '@shop/shared/contact'
import {
  SUBSCRIBER_CSV_COLUMNS,
  SUBSCRIBER_NOT_FOUND_MESSAGE,
  unsubscribePath,
  type Subscriber,
  type SubscriberQuery,
} from '@shop/shared/subscribers'
import type { Readable } from 'node:stream'
import type { Database, Executor } from '../../db/client.js'
import { notFound } from '../../lib/app-error.js'
import { csvStream, guardFormula } from '../../lib/csv-cells.js'
import type { Page } from '../../lib/paged-list.js'
import { recordAudit, type AuditActor } from '../audit/record-audit.js'
import { queueMail } from '../mail/mail.service.js'
import {
  deleteSubscriberById,
  deleteSubscriberByToken,
  findSubscriberPage,
  findSubscribersAfter,
  insertSubscriber,
  type SubscriberExportRow,
} from './newsletter.repository.js'
import { toSubscriberDto } from './subscriber.mapper.js'

/**
 * The newsletter list (docs/product-rules.md § Back office at scale): sign-ups, the unsubscribe link that
 * every newsletter e-mail carries, and the back office's list, export and removal.
 */

/**
 * A new address gets a confirmation with its unsubscribe link, queued with the row; an address
 * already on the list gets nothing new, and the answer never tells which it was.
 */
export async function subscribeToNewsletter(db: Database, body: NewsletterBody): Promise<void> {
  await db.transaction(async (tx) => {
    const subscriber = await insertSubscriber(tx, body.email.toLowerCase())
    if (!subscriber) return
    await queueMail(tx, {
      kind: 'newsletter_subscribed',
      to: subscriber.email,
      data: { unsubscribePath: unsubscribePath(subscriber.unsubscribeToken) },
    })
  })
}

/**
 * Removes the subscriber of an unsubscribe link. True when this call removed it; false for a
 * link used before or never issued (a malformed token names no one), so a second click is no error.
 */
export async function unsubscribeByToken(
  db: Executor,
  token: string | undefined,
): Promise<boolean> {
  if (token === undefined || !isUuid(token)) return false
  return (await deleteSubscriberByToken(db, token)) !== undefined
}

export async function listSubscribers(
  db: Executor,
  query: SubscriberQuery,
): Promise<Page<Subscriber>> {
  const { rows, total } = await findSubscriberPage(db, query)
  return { rows: rows.map(toSubscriberDto), total }
}

/** The back office's removal of an address, recorded in the audit log in the same transaction. */
export async function deleteSubscriber(db: Executor, actor: AuditActor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(SUBSCRIBER_NOT_FOUND_MESSAGE)
  await db.transaction(async (tx) => {
    const removed = await deleteSubscriberById(tx, id)
    if (!removed) throw notFound(SUBSCRIBER_NOT_FOUND_MESSAGE)
    await recordAudit(tx, actor, {
      action: 'subscriber.delete',
      entityType: 'subscriber',
      entityId: id,
      entityLabel: removed.email,
    })
  })
}

const EXPORT_PAGE = 1000

/** Every subscriber as CSV (`email`, `subscribedAt`), in the order they subscribed. */
export function exportSubscribersCsv(db: Executor): Readable {
  return csvStream(SUBSCRIBER_CSV_COLUMNS, pagesOf(db))
}

async function* pagesOf(db: Executor): AsyncGenerator<string[][]> {
  let last: SubscriberExportRow | undefined
  for (;;) {
    const page = await findSubscribersAfter(db, last, EXPORT_PAGE)
    if (page.length === 0) return
    yield page.map((row) => [guardFormula(row.email), row.createdAt.toISOString()])
    last = page.at(-1)
    if (page.length < EXPORT_PAGE) return
  }
}
