import type { MailKind } from '@shop/shared/outbox'
import { and, asc, eq } from 'drizzle-orm'
import type { Executor } from '../db/client.js'
import { mailOutbox, type MailOutboxRow } from '../db/schema/index.js'

/** The messages of one kind queued for one recipient, oldest first. */
export function queuedMails(db: Executor, to: string, kind: MailKind): Promise<MailOutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.kind, kind)))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
}
