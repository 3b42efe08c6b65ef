import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { orders } from './orders.js'
import { returns } from './returns.js'
import { users } from './users.js'

/**
 * Every change of a customer's store credit, newest last (docs/decisions/033-store-credit.md).
 * The balance itself is `users.store_credit_cents`, changed in the same statement as the entry
 * is written and refused by the database below 0, so checkouts finalizing at once can never spend
 * credit that is not there.
 */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Positive adds credit, negative spends or removes it. */
    amountCents: integer().notNull(),
    reason: text().notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    returnId: uuid().references(() => returns.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('store_credit_entries_user_id_created_at_idx').on(table.userId, table.createdAt),
    // A return settles into credit once, however often "received" is asked.
    uniqueIndex('store_credit_entries_return_id_idx').on(table.returnId),
    check('store_credit_entries_amount_not_zero', sql`${table.amountCents} <> 0`),
  ],
)

export type StoreCreditEntryRow = typeof storeCreditEntries.$inferSelect
