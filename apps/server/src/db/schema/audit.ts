import { sql } from 'drizzle-orm'
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users.js'

/** One changed field of an audited write: its value before and after (never a secret). */
export interface AuditFieldChange {
  from: unknown
  to: unknown
}

/**
 * The back office's audit log (docs/product-rules.md § Back office at scale): who did what to which
 * record, when, and which fields changed. Written in the transaction of the change itself, so a
 * change without its entry (or an entry without its change) cannot exist.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The admin; null once their account is deleted (the e-mail copy stays). */
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text().notNull(),
    /** `<record type>.<verb>`, e.g. `product.update`, `order.refund`, `products.import`. */
    action: text().notNull(),
    entityType: text().notNull(),
    /** The record's id, or null for writes over many records (an import). */
    entityId: text(),
    /** A readable name of the record at the time (product name, discount code, e-mail). */
    entityLabel: text().notNull().default(''),
    changes: jsonb().$type<Record<string, AuditFieldChange>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The order entries were written in. The entries of one action (an import's own entry and
     * its products') share their transaction's time, so this orders them among themselves.
     */
    seq: bigint({ mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [
    index('audit_entries_created_at_idx').on(table.createdAt),
    index('audit_entries_entity_idx').on(table.entityType, table.entityId, table.createdAt),
    index('audit_entries_actor_idx').on(table.actorId, table.createdAt),
    index('audit_entries_action_idx').on(table.action, table.createdAt),
    // The log's filter by admin (any letter case) and its search by record name or admin.
    index('audit_entries_actor_email_idx').on(sql`lower(${table.actorEmail})`, table.createdAt),
    index('audit_entries_label_trgm_idx').using('gin', sql`${table.entityLabel} gin_trgm_ops`),
    index('audit_entries_actor_email_trgm_idx').using('gin', sql`${table.actorEmail} gin_trgm_ops`),
  ],
)

export type AuditEntryRow = typeof auditEntries.$inferSelect
export type NewAuditEntryRow = typeof auditEntries.$inferInsert
