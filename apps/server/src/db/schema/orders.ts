import type { OrderPaymentStatus, OrderStatus } from '@shop/shared/orders'
import type { PaymentProviderName, ShippingAddress } from '@shop/shared/checkout'
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { checkouts, type ShippingOptionRecord } from './checkouts.js'
import { products } from './products.js'
import { users } from './users.js'

/**
 * A paid order. One per checkout (the unique checkout id makes a repeated finalize find the
 * first one). It outlives its customer's account: the user becomes null, the copies stay.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    checkoutId: uuid().references(() => checkouts.id, { onDelete: 'set null' }),
    shippingAddress: jsonb().$type<ShippingAddress>().notNull(),
    shippingOption: jsonb().$type<ShippingOptionRecord>().notNull(),
    paymentMethod: text().notNull(),
    paymentProvider: text().$type<PaymentProviderName>().notNull(),
    /**
     * The provider's order and capture; both null when nothing was captured: an order paid
     * entirely with store credit, or a return's replacement.
     */
    paymentOrderId: text(),
    paymentCaptureId: text(),
    paymentStatus: text().$type<OrderPaymentStatus>().notNull().default('paid'),
    subtotalCents: integer().notNull(),
    shippingCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    discountCode: text(),
    /** The part of `discountCents` taken off the goods; a free-shipping code's is on shipping. */
    goodsDiscountCents: integer().notNull().default(0),
    taxCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    /** The part of the total paid with store credit; the provider captured the rest. */
    storeCreditCents: integer().notNull().default(0),
    /** What went back so far, to the payment and as credit (`partially_refunded` below the total). */
    refundedAmountCents: integer().notNull().default(0),
    /**
     * The part of `refundedAmountCents` given back as store credit (a store-credit return, or
     * the part of a refund beyond what the provider captured); the rest went to the payment.
     */
    refundedCreditCents: integer().notNull().default(0),
    /** The provider's last refund, and when everything was refunded (paymentStatus 'refunded'). */
    refundId: text(),
    refundedAt: timestamp({ withTimezone: true, mode: 'date' }),
    isPaid: boolean().notNull().default(false),
    paidAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** When it first became Shipped; opens the return window of an order never marked delivered. */
    shippedAt: timestamp({ withTimezone: true, mode: 'date' }),
    isDelivered: boolean().notNull().default(false),
    deliveredAt: timestamp({ withTimezone: true, mode: 'date' }),
    status: text().$type<OrderStatus>().notNull().default('Processing'),
    trackingNumber: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_checkout_id_idx').on(table.checkoutId),
    uniqueIndex('orders_payment_capture_id_idx').on(table.paymentCaptureId),
    index('orders_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('orders_created_at_idx').on(table.createdAt),
    index('orders_status_created_at_idx').on(table.status, table.createdAt),
    index('orders_total_idx').on(table.totalCents),
    // The back office finds an order by the ship-to name, written exactly as
    // modules/orders/orders.admin-list.ts reads it (its number by the primary key).
    index('orders_ship_to_name_trgm_idx').using(
      'gin',
      sql`(((${table.shippingAddress} ->> 'firstName') || ' ' || (${table.shippingAddress} ->> 'lastName'))) gin_trgm_ops`,
    ),
    // ORDER_STATUSES of @shop/shared/orders; drizzle-kit loads this file without the shared package.
    check(
      'orders_status_known',
      sql`${table.status} in ('Processing', 'Shipped', 'Delivered', 'Cancelled')`,
    ),
    check(
      'orders_total_adds_up',
      sql`${table.totalCents} = ${table.subtotalCents} - ${table.discountCents} + ${table.shippingCents} + ${table.taxCents} and ${table.totalCents} >= 0 and ${table.taxCents} >= 0 and ${table.discountCents} >= 0`,
    ),
    check(
      'orders_payment_status_known',
      sql`${table.paymentStatus} in ('paid', 'partially_refunded', 'refunded')`,
    ),
    check(
      'orders_refunds_within_total',
      sql`${table.refundedAmountCents} between 0 and ${table.totalCents} and ${table.refundedCreditCents} between 0 and ${table.refundedAmountCents} and ${table.storeCreditCents} between 0 and ${table.totalCents} and ${table.goodsDiscountCents} between 0 and ${table.discountCents}`,
    ),
    check(
      'orders_partial_refund_known',
      sql`(${table.paymentStatus} = 'partially_refunded') = (${table.refundedAmountCents} > 0 and ${table.refundedAt} is null)`,
    ),
    check(
      'orders_refund_recorded',
      sql`(${table.paymentStatus} = 'refunded') = (${table.refundedAt} is not null)`,
    ),
  ],
)

/** A bought line with its own copies; a deleted product leaves `product_id` null, not a hole. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    /** Keeps the checkout's order of lines. */
    position: integer().notNull(),
    name: text().notNull(),
    image: text().notNull(),
    priceCents: integer().notNull(),
    size: text().notNull(),
    color: text().notNull(),
    quantity: integer().notNull(),
  },
  (table) => [
    index('order_items_order_id_idx').on(table.orderId),
    index('order_items_product_id_idx').on(table.productId),
    check('order_items_quantity_positive', sql`${table.quantity} >= 1`),
    check('order_items_price_not_negative', sql`${table.priceCents} >= 0`),
  ],
)

export type OrderRow = typeof orders.$inferSelect
export type NewOrderRow = typeof orders.$inferInsert
export type OrderItemRow = typeof orderItems.$inferSelect
export type NewOrderItemRow = typeof orderItems.$inferInsert
