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
    /** Raised on logout everywhere, a role or password change: tokens carrying an older one stop working. */
    tokenVersion: integer().notNull().default(0),
    /**
     * Store credit to spend at checkout, in cents; every change is a row of store_credit_entries
     * written with it (modules/store-credit). Never below 0: the check refuses the write.
     */
    storeCreditCents: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_idx').on(table.email),
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('users_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('users_role_created_at_idx').on(table.role, table.createdAt),
    index('users_created_at_idx').on(table.createdAt),
    check('users_role_known', sql`${table.role} in ('customer', 'admin')`),
    check('users_store_credit_not_negative', sql`${table.storeCreditCents} >= 0`),
  ],
)

export type UserRow = typeof users.$inferSelect
export type NewUserRow = typeof users.$inferInsert

/**
 * One open password reset per account (docs/product-rules.md § Accounts): a newer request replaces the
 * older token, using it deletes the row. Only a SHA-256 of the token is kept, so a copy of the
 * database opens no account.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('password_reset_tokens_token_hash_idx').on(table.tokenHash)],
)

/**
 * An e-mail change waiting for its confirmation from the new address: one per account, a newer
 * request replaces it. Only a SHA-256 of the token the link carries is kept, like reset tokens.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Trimmed and lower-cased, like `users.email`. */
    newEmail: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('email_changes_token_hash_idx').on(table.tokenHash)],
)

/**
 * Tokens ended by Logout before their expiry, by their `jti`. A row is needed only until the
 * token would have expired anyway; older rows are swept away.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenId: uuid().primaryKey(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_at_idx').on(table.expiresAt)],
)

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect
export type EmailChangeRow = typeof emailChanges.$inferSelect
