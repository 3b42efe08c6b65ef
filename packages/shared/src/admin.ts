import { z } from 'zod'
import type { PaymentProviderName } from './checkout.js'
import { idSchema, moneySchema } from './common.js'
import { emailSchema } from './contact.js'
import { ORDER_STATUSES, orderSchema, orderStatusSchema } from './orders.js'
import { USER_ROLES, passwordSchema, userNameSchema, userSchema } from './users.js'

/* ---------------------------------------------------------------- Users (/api/admin/users) */

/** An account as the admin sees it: the public user plus when it was created. */
export const adminUserSchema = userSchema.extend({ createdAt: z.iso.datetime() })
export type AdminUser = z.infer<typeof adminUserSchema>

export const adminUserListSchema = z.array(adminUserSchema)

export const ROLE_INVALID_MESSAGE = `Role must be ${USER_ROLES.join(' or ')}.`
const adminRoleSchema = z.enum(USER_ROLES, { error: ROLE_INVALID_MESSAGE })

/**
 * `POST /api/admin/users` (shop-spec §5 Admin add user): name, email and password required, the
 * password by the registration rules; the role defaults to customer (shop-spec §9).
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
/** api-contract § Admin: the shop always keeps at least one admin. */
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
 * `PUT /api/admin/orders/:id`. A non-empty tracking number sets the status to Shipped (shop-spec
 * §4) unless the same request sets Delivered; an empty one clears it.
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

/**
 * `POST /api/admin/orders/:id/refund` (api-contract § Money: refunds). The body may be left out
 * (the server sees null); `cancel: true` also sets the order Cancelled in the same step.
 */
export const refundOrderBodySchema = z
  .object({ cancel: z.boolean({ error: REFUND_CANCEL_INVALID_MESSAGE }).optional() })
  .nullish()
export type RefundOrderBody = z.infer<typeof refundOrderBodySchema>

/** How the back office and its messages name the provider that took an order's payment. */
export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderName, string> = {
  demo: 'Demo payment',
  paypal: 'PayPal',
}

export const ORDER_NOT_REFUNDABLE_MESSAGE = 'Only a paid order can be refunded.'

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

/** shop-spec §2 Admin dashboard. Revenue counts paid orders that are not cancelled. */
export const adminStatsSchema = z.object({
  revenue: moneySchema,
  totalOrders: z.number().int().nonnegative(),
  totalProducts: z.number().int().nonnegative(),
  recentOrders: z.array(adminOrderSummarySchema),
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
