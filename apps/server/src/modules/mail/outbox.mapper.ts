import type { OutboxMessage } from '@shop/shared/outbox'
import type { MailOutboxRow } from '../../db/schema/index.js'

/** An outbox row as the back office lists it: never the message's body or payload. */
export function toOutboxMessageDto(row: MailOutboxRow): OutboxMessage {
  const isWaiting = row.status === 'queued'
  return {
    _id: row.id,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: isWaiting ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt?.toISOString() ?? null,
    canRetry: row.status === 'failed' && !row.isPayloadErased,
  }
}
