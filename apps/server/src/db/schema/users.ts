import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

export const USER_ROLES = ['customer', 'admin'] as const
export type UserRole = (typeof USER_ROLES)[number]

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** Stored trimmed and lower-cased so that e-mails compare case-insensitively. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: text().$type<UserRole>().notNull().default('customer'),
    /** Raised on logout-everywhere, role change or deletion: tokens carrying an older one stop working. */
    tokenVersion: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_idx').on(table.email),
    check('users_role_known', sql`${table.role} in ('customer', 'admin')`),
  ],
)

export type UserRow = typeof users.$inferSelect
export type NewUserRow = typeof users.$inferInsert
