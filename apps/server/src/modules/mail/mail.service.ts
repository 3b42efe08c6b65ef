import { isUuid } from '@shop/shared/common'
import {
  OUTBOX_MESSAGE_NOT_FOUND_MESSAGE,
  OUTBOX_RETRY_ONE_TIME_MESSAGE,
  OUTBOX_RETRY_SENT_MESSAGE,
  type MailStatus,
  type OutboxMessage,
  type OutboxQuery,
} from '@shop/shared/outbox'
import type { Database, Executor } from '../../db/client.js'
import { conflict, notFound } from '../../lib/app-error.js'
import { recordAudit, type AuditActor } from '../audit/record-audit.js'
import { subjectOf, type MailMessage } from './mail-messages.js'
import {
  countMessagesByStatus,
  countOutbox,
  findOldestQueuedAgeSeconds,
  findOutboxPage,
  insertOutboxMessage,
  lockOutboxMessage,
  requeueMessage,
} from './mail.repository.js'
import { toOutboxMessageDto } from './outbox.mapper.js'

/**
 * Queues a message in the caller's transaction (docs/product-rules.md § Mail): it exists exactly when
 * the event that caused it was committed, and the sender (mail-sender.ts) delivers it later.
 */
export async function queueMail(tx: Executor, message: MailMessage): Promise<string> {
  return insertOutboxMessage(tx, {
    kind: message.kind,
    recipient: message.to,
    replyTo: message.replyTo ?? null,
    subject: subjectOf(message),
    payload: message.data as unknown as Record<string, unknown>,
  })
}

/** The back office's outbox page: newest first, with the total for paging. */
export async function listOutbox(
  db: Executor,
  query: OutboxQuery,
): Promise<{ messages: OutboxMessage[]; total: number }> {
  const [rows, total] = await Promise.all([
    findOutboxPage(db, {
      status: query.status,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    }),
    countOutbox(db, query.status),
  ])
  return { messages: rows.map(toOutboxMessageDto), total }
}

/**
 * The back office's Retry: a failed message is queued again at once, with a fresh day of
 * attempts (retry-schedule.ts). A sent one is left alone (409), and so is one whose one-time link was erased.
 */
export async function retryOutboxMessage(
  db: Database,
  actor: AuditActor,
  id: string,
): Promise<OutboxMessage> {
  if (!isUuid(id)) throw notFound(OUTBOX_MESSAGE_NOT_FOUND_MESSAGE)
  return db.transaction(async (tx) => {
    const message = await lockOutboxMessage(tx, id)
    if (!message) throw notFound(OUTBOX_MESSAGE_NOT_FOUND_MESSAGE)
    if (message.status === 'sent') throw conflict(OUTBOX_RETRY_SENT_MESSAGE)
    if (message.isPayloadErased) throw conflict(OUTBOX_RETRY_ONE_TIME_MESSAGE)
    if (message.status !== 'failed') return toOutboxMessageDto(message)
    const requeued = await requeueMessage(tx, id)
    if (!requeued) throw notFound(OUTBOX_MESSAGE_NOT_FOUND_MESSAGE)
    await recordAudit(tx, actor, {
      action: 'outbox.retry',
      entityType: 'outbox',
      entityId: id,
      entityLabel: `${message.subject} (${message.recipient})`,
      changes: { status: { from: message.status, to: requeued.status } },
    })
    return toOutboxMessageDto(requeued)
  })
}

/** Statuses of mail not delivered yet: waiting to be sent, or given up on. */
const UNDELIVERED_MAIL = ['queued', 'sending', 'failed'] as const
/** Statuses of mail that is still to be sent. */
const WAITING_MAIL = ['queued', 'sending'] as const

/** How much mail is not delivered yet, by status (0 for a status without any), for /metrics. */
export async function countUndeliveredMail(
  db: Executor,
): Promise<Record<(typeof UNDELIVERED_MAIL)[number], number>> {
  const rows = await countMessagesByStatus(db, UNDELIVERED_MAIL)
  const countOf = (status: MailStatus) => rows.find((row) => row.status === status)?.count ?? 0
  return { queued: countOf('queued'), sending: countOf('sending'), failed: countOf('failed') }
}

/** Seconds the oldest message still to be sent has waited since it was queued; 0 when none waits. */
export async function oldestWaitingMailSeconds(db: Executor): Promise<number> {
  return (await findOldestQueuedAgeSeconds(db, WAITING_MAIL)) ?? 0
}
