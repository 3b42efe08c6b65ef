import type { MailKind, MailStatus } from '@shop/shared/outbox'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * The durable mail outbox (docs/product-rules.md § Mail; docs/decisions/008-mail-outbox.md). A message is
 * written in the same transaction as the event that causes it, then delivered by the sender in
 * the server process. `payload` holds what the template needs; links are stored as paths and
 * completed with the shop's address when the message is rendered.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<MailKind>().notNull(),
    recipient: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().$type<MailStatus>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    /** Queued: when the next attempt is due. Sending: when a crashed sender's claim lapses. */
    nextAttemptAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When it was queued, or queued again by Retry: a day of failures after this, it is given up. */
    queuedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** True once a one-time link's payload has been wiped (after delivery or giving up). */
    isPayloadErased: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // The sender's scan: only unfinished messages, by due time.
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
    index('mail_outbox_created_at_idx').on(table.createdAt),
    index('mail_outbox_status_created_at_idx').on(table.status, table.createdAt),
    check(
      'mail_outbox_status_known',
      sql`${table.status} in ('queued', 'sending', 'sent', 'failed')`,
    ),
  ],
)

export type MailOutboxRow = typeof mailOutbox.$inferSelect
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert
