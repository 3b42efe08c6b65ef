import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { products } from './products.js'
import { users } from './users.js'

/** One cart per user and one per guest id (docs/product-rules.md § Cart); exactly one of the two owns it. */
export const carts = pgTable(
  'carts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    guestId: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Touched by every change, so abandoned guest carts can be told apart. */
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('carts_user_id_idx').on(table.userId),
    uniqueIndex('carts_guest_id_idx').on(table.guestId),
    // The sweep of guest carts untouched for 30 days finds them by age.
    index('carts_guest_updated_at_idx')
      .on(table.updatedAt)
      .where(sql`${table.guestId} is not null`),
    check('carts_one_owner', sql`(${table.userId} is null) <> (${table.guestId} is null)`),
  ],
)

/**
 * A line is keyed by (cart, product, size, colour). Name, image and price are not copied: they
 * are read from the product at answer time. A deleted product takes its lines with it.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: uuid()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text().notNull(),
    color: text().notNull(),
    quantity: integer().notNull(),
    /** Lines are listed in the order they were first added. */
    addedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.cartId, table.productId, table.size, table.color] }),
    index('cart_lines_product_id_idx').on(table.productId),
    check('cart_lines_quantity_positive', sql`${table.quantity} >= 1`),
  ],
)

export type CartRow = typeof carts.$inferSelect
export type CartLineRow = typeof cartLines.$inferSelect
