import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    index('contact_messages_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('contact_messages_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
)

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Lower-cased; subscribing twice is not an error (docs/product-rules.md § Public forms). */
    email: text().notNull(),
    /** The secret of the unsubscribe link every newsletter mail carries. */
    unsubscribeToken: uuid().notNull().defaultRandom(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(table.email),
    uniqueIndex('newsletter_subscribers_unsubscribe_token_idx').on(table.unsubscribeToken),
    index('newsletter_subscribers_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('newsletter_subscribers_created_at_idx').on(table.createdAt),
  ],
)

export type ContactMessageRow = typeof contactMessages.$inferSelect
