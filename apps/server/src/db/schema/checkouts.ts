import type {
  CheckoutPaymentStatus,
  PaymentProviderName,
  ShippingAddress,
} from '@shop/shared/checkout'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './users.js'

/** A checkout line as the shopper agreed to it: name, image and unit price copied from the product. */
export interface CheckoutItemRecord {
  productId: string
  name: string
  image: string
  priceCents: number
  size: string
  color: string
  quantity: number
}

/** The shipping option chosen, as the rate table priced it when the checkout was made. */
export interface ShippingOptionRecord {
  id: string
  label: string
  costCents: number
  estimatedDays: number | null
}

/**
 * A priced, unchangeable basket waiting for its payment (docs/product-rules.md § Checkout). Figures are
 * the server's own; the payment columns are written by the provider's answers only.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    items: jsonb().$type<CheckoutItemRecord[]>().notNull(),
    shippingAddress: jsonb().$type<ShippingAddress>().notNull(),
    shippingOption: jsonb().$type<ShippingOptionRecord>().notNull(),
    paymentMethod: text().notNull(),
    subtotalCents: integer().notNull(),
    shippingCents: integer().notNull(),
    /** What the code took off the goods or the shipping (docs/decisions/012-one-price.md). */
    discountCents: integer().notNull().default(0),
    /** The code as the owner wrote it, and its row (no foreign key: a deleted code is refused when redeemed). */
    discountCode: text(),
    discountId: uuid(),
    /** The part of `discountCents` taken off the goods; a free-shipping code's is on shipping. */
    goodsDiscountCents: integer().notNull().default(0),
    taxCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    /** Store credit the shopper chose to spend on it; the provider takes the rest (`amountDue`). */
    storeCreditCents: integer().notNull().default(0),
    paymentStatus: text().$type<CheckoutPaymentStatus>().notNull().default('pending'),
    paymentProvider: text().$type<PaymentProviderName>(),
    /** The provider's order opened for this checkout; unique, so one payment never pays twice. */
    paymentOrderId: text(),
    paymentCaptureId: text(),
    paidAt: timestamp({ withTimezone: true, mode: 'date' }),
    refundId: text(),
    refundedAt: timestamp({ withTimezone: true, mode: 'date' }),
    finalizedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('checkouts_user_id_idx').on(table.userId),
    uniqueIndex('checkouts_payment_order_id_idx').on(table.paymentOrderId),
    uniqueIndex('checkouts_payment_capture_id_idx').on(table.paymentCaptureId),
    check(
      'checkouts_payment_status_known',
      sql`${table.paymentStatus} in ('pending', 'paid', 'refunded')`,
    ),
    check(
      'checkouts_total_adds_up',
      sql`${table.totalCents} = ${table.subtotalCents} - ${table.discountCents} + ${table.shippingCents} + ${table.taxCents} and ${table.subtotalCents} >= 0 and ${table.shippingCents} >= 0 and ${table.taxCents} >= 0 and ${table.discountCents} between 0 and ${table.subtotalCents} + ${table.shippingCents}`,
    ),
    // Nothing is paid without the provider's capture, unless store credit covers all of it.
    check(
      'checkouts_paid_has_capture',
      sql`${table.paymentStatus} = 'pending' or (${table.paidAt} is not null and (${table.paymentCaptureId} is not null or ${table.storeCreditCents} = ${table.totalCents}))`,
    ),
    check(
      'checkouts_store_credit_within_total',
      sql`${table.storeCreditCents} between 0 and ${table.totalCents} and ${table.goodsDiscountCents} between 0 and ${table.discountCents}`,
    ),
  ],
)

export type CheckoutRow = typeof checkouts.$inferSelect
export type NewCheckoutRow = typeof checkouts.$inferInsert
