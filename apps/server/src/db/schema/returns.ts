import type { ReturnReason, ReturnResolution, ReturnStatus } from '@shop/shared/returns'
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
import { orderItems, orders } from './orders.js'
import { products } from './products.js'
import { users } from './users.js'

/**
 * A customer's return of units of one order (docs/decisions/032-returns-and-exchanges.md). The
 * refund is computed when the return is made and kept: what the units cost the customer then is
 * what comes back, whatever the shop's prices or rules do later.
 */
export const returns = pgTable(
  'returns',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** `R-` and six characters (modules/returns/return-number.ts); what the slip and mails show. */
    number: text().notNull(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's customer when the return was made; null once the account is deleted. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<ReturnStatus>().notNull().default('requested'),
    resolution: text().$type<ReturnResolution>().notNull(),
    /** What comes back for the units returned for money (exchanged units give nothing back). */
    refundAmountCents: integer().notNull(),
    /** The customer's own words, optional. */
    customerNote: text(),
    /** The shop's note to the customer with an approval or a rejection. */
    shopNote: text(),
    /** Set when the units went back to stock (once, when received). */
    restockedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The provider's refund of `refundAmountCents`, once made (resolution `refund`). */
    refundId: text(),
    /** When the refund or the credit was recorded; the return is closed from then on. */
    settledAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('returns_number_idx').on(table.number),
    index('returns_order_id_idx').on(table.orderId),
    index('returns_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('returns_status_created_at_idx').on(table.status, table.createdAt),
    index('returns_created_at_idx').on(table.createdAt),
    // RETURN_STATUSES and RETURN_RESOLUTIONS of @shop/shared/returns.
    check(
      'returns_status_known',
      sql`${table.status} in ('requested', 'approved', 'rejected', 'received', 'closed', 'cancelled')`,
    ),
    check('returns_resolution_known', sql`${table.resolution} in ('refund', 'store_credit')`),
    check('returns_refund_not_negative', sql`${table.refundAmountCents} >= 0`),
    check(
      'returns_closed_is_settled',
      sql`(${table.status} = 'closed') = (${table.settledAt} is not null)`,
    ),
  ],
)

/** A line of a return: units of one order line, why they go back, and what comes instead. */
export const returnItems = pgTable(
  'return_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    returnId: uuid()
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: uuid()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** Keeps the customer's order of lines. */
    position: integer().notNull(),
    /** Copies of the order line, so the return reads the same after a product is deleted. */
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    name: text().notNull(),
    size: text().notNull(),
    color: text().notNull(),
    quantity: integer().notNull(),
    reason: text().$type<ReturnReason>().notNull(),
    /** The variant of the same product sent instead; its units are held from stock meanwhile. */
    exchangeSize: text(),
    exchangeColor: text(),
    /** This line's part of the return's refund (0 for an exchange). */
    refundCents: integer().notNull(),
    /** The order that ships the exchanged units, once the return is received. */
    replacementOrderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('return_items_return_id_idx').on(table.returnId),
    index('return_items_order_item_id_idx').on(table.orderItemId),
    // The owner's returns by reason per product (dashboard, product page, the fit hint).
    index('return_items_product_id_reason_idx').on(table.productId, table.reason),
    // One replacement order ships every exchanged line of its return.
    index('return_items_replacement_order_id_idx').on(table.replacementOrderId),
    check('return_items_quantity_positive', sql`${table.quantity} >= 1`),
    check('return_items_refund_not_negative', sql`${table.refundCents} >= 0`),
    check(
      'return_items_reason_known',
      sql`${table.reason} in ('too_small', 'too_large', 'not_as_described', 'damaged', 'wrong_item', 'changed_mind', 'other')`,
    ),
    check(
      'return_items_exchange_whole',
      sql`(${table.exchangeSize} is null) = (${table.exchangeColor} is null)`,
    ),
  ],
)

export type ReturnRow = typeof returns.$inferSelect
export type NewReturnRow = typeof returns.$inferInsert
export type ReturnItemRow = typeof returnItems.$inferSelect
export type NewReturnItemRow = typeof returnItems.$inferInsert
