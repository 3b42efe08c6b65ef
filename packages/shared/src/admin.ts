import { z } from 'zod'
import type { PaymentProviderName } from './checkout.js'
import { daySchema } from './admin-lists.js'
import { idSchema, moneySchema } from './common.js'
import { emailSchema } from './contact.js'
import { MAX_CHECKOUT_AMOUNT } from './limits.js'
import { formatUsd } from './money.js'
import { ORDER_STATUSES, orderSchema, orderStatusSchema } from './orders.js'
import { USER_ROLES, passwordSchema, userNameSchema, userSchema } from './users.js'

/* ---------------------------------------------------------------- Users (/api/admin/users) */

/** An account as the admin sees it: the public user plus when it was created. */
/** An account as the back office lists it, with its store credit balance (dollars). */
export const adminUserSchema = userSchema.extend({
  createdAt: z.iso.datetime(),
  storeCredit: moneySchema,
})
export type AdminUser = z.infer<typeof adminUserSchema>

export const adminUserListSchema = z.array(adminUserSchema)

export const ROLE_INVALID_MESSAGE = `Role must be ${USER_ROLES.join(' or ')}.`
const adminRoleSchema = z.enum(USER_ROLES, { error: ROLE_INVALID_MESSAGE })

/**
 * `POST /api/admin/users` (docs/product-rules.md § Validation, Admin add user): name, email and password required, the
 * password by the registration rules; the role defaults to customer (docs/product-rules.md § Limits).
 */
export const createUserBodySchema = z.object({
  name: userNameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: adminRoleSchema.default('customer'),
})
/** What a client sends (`role` may be left out). */
export type CreateUserBody = z.input<typeof createUserBodySchema>

/** `PUT /api/admin/users/:id`: only the fields given change. */
export const updateUserBodySchema = z.object({
  name: userNameSchema.optional(),
  email: emailSchema.optional(),
  role: adminRoleSchema.optional(),
})
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>

export const updateUserResponseSchema = z.object({ user: adminUserSchema })
export type UpdateUserResponse = z.infer<typeof updateUserResponseSchema>

export const USER_NOT_FOUND_MESSAGE = 'User not found.'
export const USER_DELETED_MESSAGE = 'User deleted.'
/** docs/product-rules.md § Admin: the shop always keeps at least one admin. */
export const LAST_ADMIN_DELETE_MESSAGE = 'The last admin cannot be deleted.'
export const LAST_ADMIN_DEMOTE_MESSAGE = 'The last admin cannot be demoted.'

/* -------------------------------------------------------------- Orders (/api/admin/orders) */

/** The order DTO with the customer's e-mail too; `user` is null once the account is deleted. */
export const adminOrderSchema = orderSchema.extend({
  user: z.object({ _id: idSchema, name: z.string(), email: z.string() }).nullable(),
})
export type AdminOrder = z.infer<typeof adminOrderSchema>

export const adminOrderListSchema = z.array(adminOrderSchema)

export const MAX_TRACKING_NUMBER_LENGTH = 100
export const ORDER_STATUS_INVALID_MESSAGE = `Status must be one of ${ORDER_STATUSES.join(', ')}.`
export const TRACKING_NUMBER_INVALID_MESSAGE = `Tracking number cannot be longer than ${String(MAX_TRACKING_NUMBER_LENGTH)} characters.`

/**
 * `PUT /api/admin/orders/:id`. A non-empty tracking number sets the status to Shipped (docs/product-rules.md
 * § States) unless the same request sets Delivered; an empty one clears it.
 */
export const updateOrderBodySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: ORDER_STATUS_INVALID_MESSAGE }).optional(),
  trackingNumber: z
    .string({ error: TRACKING_NUMBER_INVALID_MESSAGE })
    .trim()
    .max(MAX_TRACKING_NUMBER_LENGTH, TRACKING_NUMBER_INVALID_MESSAGE)
    .optional(),
})
export type UpdateOrderBody = z.infer<typeof updateOrderBodySchema>

export const ORDER_DELETED_MESSAGE = 'Order deleted.'
/** Taking a cancelled order back needs its units again; they may have been sold meanwhile. */
export const ORDER_STOCK_RESTORE_CONFLICT_MESSAGE = 'Not enough stock to restore this order.'

export const REFUND_CANCEL_INVALID_MESSAGE = 'Cancel must be true or false.'
export const REFUND_AMOUNT_INVALID_MESSAGE =
  'Amount must be an amount in dollars of at least 0.01, with at most 2 decimals.'

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6

/**
 * `POST /api/admin/orders/:id/refund` (docs/product-rules.md § Money: refunds). The body may be left out
 * (the server sees null). `amount` is dollars, as every amount on the wire (`totalPrice`): left
 * out, everything not yet refunded goes back; with it, that part (up to what is left, else 409).
 * `cancel: true` also sets the order Cancelled in the same step.
 */
export const refundOrderBodySchema = z
  .object({
    amount: z
      .number({ error: REFUND_AMOUNT_INVALID_MESSAGE })
      .refine(
        (amount) => amount >= 0.01 && amount <= MAX_CHECKOUT_AMOUNT && hasAtMostTwoDecimals(amount),
        REFUND_AMOUNT_INVALID_MESSAGE,
      )
      .optional(),
    cancel: z.boolean({ error: REFUND_CANCEL_INVALID_MESSAGE }).optional(),
  })
  .nullish()
export type RefundOrderBody = z.infer<typeof refundOrderBodySchema>

/** An amount asked for that is more than what is left to refund (409; `leftCents` in cents). */
export function refundAmountTooLargeMessage(leftCents: number): string {
  return `Only ${formatUsd(leftCents)} of this order is left to refund.`
}

/** An amount asked for on an order refunded in full already (409). */
export const ORDER_FULLY_REFUNDED_MESSAGE = 'This order has already been refunded in full.'

/** A paid order whose total is 0 (a return's replacement): no money and no credit to give back. */
export const NOTHING_TO_REFUND_MESSAGE =
  'Nothing was paid for this order, so there is nothing to refund.'

/**
 * The part paid with store credit goes back as credit, which needs the customer's account (409):
 * what is left of the payment itself (`moneyLeftCents`) can still be refunded.
 */
export function refundCreditWithoutAccountMessage(moneyLeftCents: number): string {
  return moneyLeftCents > 0
    ? `Part of this refund goes back as store credit, but the customer’s account has been deleted. Refund at most ${formatUsd(moneyLeftCents)}, what is left of the payment. Nothing was changed.`
    : 'What is left to refund goes back as store credit, but the customer’s account has been deleted. Nothing was changed.'
}

/** How the back office and its messages name the provider that took an order's payment. */
export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderName, string> = {
  demo: 'Demo payment',
  paypal: 'PayPal',
}

export const ORDER_NOT_REFUNDABLE_MESSAGE = 'Only a paid order can be refunded.'
/** Cancelling would put back units a return already put back, or holds for an exchange. */
export const ORDER_HAS_RETURNS_MESSAGE =
  'This order has returns, which put its units back in stock themselves: it cannot be cancelled or deleted.'

/** How a sentence names the way the shop takes payments. */
const TAKES_PAYMENTS: Record<PaymentProviderName, string> = {
  demo: 'takes demo payments (PAYMENT_PROVIDER=demo)',
  paypal: 'takes payments through PayPal (PAYMENT_PROVIDER=paypal)',
}

/** The order was paid through another provider than the one the shop is set up with now. */
export function refundElsewhereMessage(
  paidWith: PaymentProviderName,
  configured: PaymentProviderName,
): string {
  if (paidWith === 'demo') {
    return `This order was a demo payment, but the shop now ${TAKES_PAYMENTS[configured]}. No money was taken, so there is nothing to refund.`
  }
  return `This order was paid through ${PAYMENT_PROVIDER_LABELS[paidWith]}, but the shop now ${TAKES_PAYMENTS[configured]}. Refund it in your ${PAYMENT_PROVIDER_LABELS[paidWith]} account instead.`
}

/** What PayPal's refusals mean for the shop owner; other issues are shown as PayPal names them. */
const REFUND_REFUSAL_REASONS: Record<string, string> = {
  CAPTURE_FULLY_REFUNDED: 'the payment has already been refunded in PayPal',
  REFUND_TIME_LIMIT_EXCEEDED: 'the payment is too old to be refunded',
  REFUND_FAILED_INSUFFICIENT_FUNDS: 'your PayPal balance is too low to cover the refund',
  PERMISSION_DENIED: 'the shop’s PayPal app may not refund this payment',
  REFUND_AMOUNT_EXCEEDED: 'the amount is more than what is left of the payment in PayPal',
}

/** The provider answered and said no: nothing was refunded and the order is unchanged. */
export function refundRefusedMessage(provider: PaymentProviderName, issue: string): string {
  const reason = REFUND_REFUSAL_REASONS[issue]
  const why = reason === undefined ? issue : `${reason} (${issue})`
  return `${PAYMENT_PROVIDER_LABELS[provider]} refused the refund: ${why}. Nothing was changed.`
}

/** The provider could not be reached or answered nonsense; asking again is safe. */
export function refundFailedMessage(provider: PaymentProviderName, detail: string): string {
  return `${PAYMENT_PROVIDER_LABELS[provider]} did not complete the refund (${detail}). Nothing was changed; please try again.`
}

/**
 * Two different refunds of one order made at the same moment (two shop instances): the provider
 * made this one, but the order had changed meanwhile, so it was not recorded (409).
 */
export function refundNotRecordedMessage(
  provider: PaymentProviderName,
  refundId: string,
  amountCents: number,
): string {
  const label = PAYMENT_PROVIDER_LABELS[provider]
  return `Another refund of this order was recorded at the same moment, so this one was not: ${label} refund ${refundId} of ${formatUsd(amountCents)} was made. Check the payment in ${label} before refunding again.`
}

/* ------------------------------------------------------------ Dashboard (/api/admin/stats) */

export const RECENT_ORDERS_COUNT = 10

export const adminOrderSummarySchema = z.object({
  _id: idSchema,
  user: z.object({ _id: idSchema, name: z.string() }).nullable(),
  totalPrice: moneySchema,
  status: orderStatusSchema,
  createdAt: z.iso.datetime(),
})
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>

/** The dashboard's range when none is asked for: the last 30 days, today included. */
export const STATS_DEFAULT_DAYS = 30
/** A leap year: the longest range a chart still reads as days. */
export const STATS_MAX_DAYS = 366
export const STATS_TOP_PRODUCTS_COUNT = 5
export const STATS_OLDEST_TO_SHIP_COUNT = 5
export const STATS_LOW_STOCK_COUNT = 20

export const STATS_RANGE_ORDER_MESSAGE = 'The start date must be on or before the end date.'
export const STATS_RANGE_LENGTH_MESSAGE = `A range can cover at most ${String(STATS_MAX_DAYS)} days.`

const DAY_MS = 24 * 60 * 60 * 1000

/** A `YYYY-MM-DD` day moved by whole days (UTC), e.g. `shiftDay('2026-03-01', -1)` → `2026-02-28`. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Days from `from` to `to`, both included: 1 for a single day. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1
}

/** Today as a UTC day, the calendar every dashboard figure uses. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** The `days` days that end with `to` (included). */
export function rangeEndingOn(to: string, days: number): { from: string; to: string } {
  return { from: shiftDay(to, 1 - days), to }
}

/**
 * `GET /api/admin/stats?from&to` (docs/product-rules.md § Back office at scale), UTC days, both included.
 * Without `to` the range ends today; without `from` it is the 30 days ending with `to`.
 */
export const adminStatsQuerySchema = z
  .object({ from: daySchema.optional(), to: daySchema.optional() })
  .transform((query, context) => {
    const to = query.to ?? utcToday()
    const from = query.from ?? rangeEndingOn(to, STATS_DEFAULT_DAYS).from
    if (from > to) {
      context.addIssue({ code: 'custom', message: STATS_RANGE_ORDER_MESSAGE })
      return z.NEVER
    }
    if (daysInRange(from, to) > STATS_MAX_DAYS) {
      context.addIssue({ code: 'custom', message: STATS_RANGE_LENGTH_MESSAGE })
      return z.NEVER
    }
    return { from, to }
  })
export type AdminStatsQuery = z.input<typeof adminStatsQuerySchema>
export type StatsRange = z.output<typeof adminStatsQuerySchema>

const countSchema = z.number().int().nonnegative()

/** One UTC day of the range: the kept orders placed that day and their revenue. */
export const salesDaySchema = z.object({
  date: daySchema,
  revenue: moneySchema,
  orders: countSchema,
})
export type SalesDay = z.infer<typeof salesDaySchema>

/** A product's lines in the range's kept orders; `productId` is null once it is deleted. */
export const topProductSchema = z.object({
  productId: idSchema.nullable(),
  name: z.string(),
  units: countSchema,
  revenue: moneySchema,
})
export type TopProduct = z.infer<typeof topProductSchema>

export const lowStockVariantSchema = z.object({
  productId: idSchema,
  productName: z.string(),
  size: z.string(),
  color: z.string(),
  sku: z.string(),
  countInStock: countSchema,
})
export type LowStockVariant = z.infer<typeof lowStockVariantSchema>

/**
 * docs/product-rules.md § Screens, Admin dashboard and § Back office at scale. Revenue everywhere is
 * money kept: the totals, less what was refunded of them, of orders neither refunded in full nor
 * cancelled (a partly refunded order counts with what it kept); `totalOrders` counts every
 * order. The range figures (`series`, `rangeRevenue`, `rangeOrders`, `averageOrderValue`, the
 * top products) count the kept orders placed in `from`–`to`; `ordersToShip` and `lowStock` are
 * the shop as it is now.
 */
export const adminStatsSchema = z.object({
  revenue: moneySchema,
  totalOrders: countSchema,
  totalProducts: countSchema,
  recentOrders: z.array(adminOrderSummarySchema),
  from: daySchema,
  to: daySchema,
  /** Every day of the range, oldest first, days without orders included. */
  series: z.array(salesDaySchema),
  rangeRevenue: moneySchema,
  rangeOrders: countSchema,
  /** `rangeRevenue / rangeOrders` rounded to the cent; 0 without orders. */
  averageOrderValue: moneySchema,
  /** Line revenue is price × quantity, before order discounts, shipping and tax. */
  topProductsByUnits: z.array(topProductSchema),
  topProductsByRevenue: z.array(topProductSchema),
  /** Orders still Processing and not refunded in full (a partial refund ships on): their number and the oldest few. */
  ordersToShip: z.object({ total: countSchema, oldest: z.array(adminOrderSummarySchema) }),
  /** Variants with `threshold` units or fewer (0 included), fewest first, the first 20. */
  lowStock: z.object({
    threshold: countSchema,
    total: countSchema,
    variants: z.array(lowStockVariantSchema),
  }),
})
export type AdminStats = z.infer<typeof adminStatsSchema>

/* ----------------------------------------------------- Contact messages (/api/admin/messages) */

export const contactMessageSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
})
export type ContactMessage = z.infer<typeof contactMessageSchema>

export const contactMessageListSchema = z.array(contactMessageSchema)

export const CONTACT_MESSAGE_NOT_FOUND_MESSAGE = 'Message not found.'
export const CONTACT_MESSAGE_DELETED_MESSAGE = 'Message deleted.'
