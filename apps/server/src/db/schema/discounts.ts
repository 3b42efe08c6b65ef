import { sql } from 'drizzle-orm'
import {
  boolean,
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
import { users } from './users.js'

/** DISCOUNT_TYPES of @shop/shared/discounts; drizzle-kit loads this file without the shared package. */
export type DiscountType = 'percent' | 'fixed' | 'free_shipping'

/**
 * A discount code (docs/product-rules.md § Money; docs/decisions/012-one-price.md). `value` is basis
 * points for a percent code (1250 = 12.5 %), cents for a fixed one and 0 for free shipping.
 * `times_used` counts redemptions; the check keeps it within the limit even if code forgot to.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** As the owner typed it; unique without regard to case. */
    code: text().notNull(),
    type: text().$type<DiscountType>().notNull(),
    value: integer().notNull(),
    minSubtotalCents: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true, mode: 'date' }),
    endsAt: timestamp({ withTimezone: true, mode: 'date' }),
    usageLimit: integer(),
    perCustomerLimit: integer(),
    active: boolean().notNull().default(true),
    timesUsed: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discount_codes_code_lower_idx').on(sql`lower(${table.code})`),
    index('discount_codes_created_at_idx').on(table.createdAt),
    check('discount_codes_type_known', sql`${table.type} in ('percent', 'fixed', 'free_shipping')`),
    check(
      'discount_codes_value_fits_type',
      sql`(${table.type} = 'percent' and ${table.value} between 1 and 10000) or (${table.type} = 'fixed' and ${table.value} >= 1) or (${table.type} = 'free_shipping' and ${table.value} = 0)`,
    ),
    check(
      'discount_codes_limits_positive',
      sql`${table.minSubtotalCents} >= 0 and (${table.usageLimit} is null or ${table.usageLimit} >= 1) and (${table.perCustomerLimit} is null or ${table.perCustomerLimit} >= 1)`,
    ),
    check(
      'discount_codes_used_within_limit',
      sql`${table.timesUsed} >= 0 and (${table.usageLimit} is null or ${table.timesUsed} <= ${table.usageLimit})`,
    ),
    check(
      'discount_codes_ends_after_start',
      sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
)

/**
 * One use of a code by an order, written in the order's transaction under the code's row lock;
 * the per-customer limit counts these. Deleting a code deletes its uses, never the orders (they
 * keep the code and the amount as copies).
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    discountId: uuid()
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discount_redemptions_order_id_idx').on(table.orderId),
    index('discount_redemptions_discount_user_idx').on(table.discountId, table.userId),
  ],
)

export type DiscountRow = typeof discountCodes.$inferSelect
export type NewDiscountRow = typeof discountCodes.$inferInsert
