import { z } from 'zod'
import { idSchema } from './common.js'
import { MAX_PAGE_SIZE } from './limits.js'

/**
 * The mail outbox as the back office shows it (`/api/admin/outbox`): every message the shop
 * sends is queued first, then delivered by the server with retries (docs/product-rules.md § Mail).
 */

export const MAIL_KINDS = [
  'welcome',
  'order_confirmation',
  'order_shipped',
  'order_cancelled',
  'order_refunded',
  'password_reset',
  'password_changed',
  'email_changed',
  'email_confirmation',
  'email_change_requested',
  'sign_in_attempts',
  'contact_message',
  'newsletter_subscribed',
  'return_requested',
  'return_approved',
  'return_rejected',
  'return_received',
] as const
export type MailKind = (typeof MAIL_KINDS)[number]

/** How the back office names each kind of message. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  welcome: 'Welcome',
  order_confirmation: 'Order confirmation',
  order_shipped: 'Order shipped',
  order_cancelled: 'Order cancelled',
  order_refunded: 'Order refunded',
  password_reset: 'Password reset',
  password_changed: 'Password changed',
  email_changed: 'Email changed',
  email_confirmation: 'Email confirmation',
  email_change_requested: 'Email change requested',
  sign_in_attempts: 'Sign-in attempts',
  contact_message: 'Contact message',
  newsletter_subscribed: 'Newsletter subscription',
  return_requested: 'Return requested',
  return_approved: 'Return approved',
  return_rejected: 'Return rejected',
  return_received: 'Return received',
}

/** queued: waiting (again) for its turn; sending: being handed to the mail server now. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

export const outboxMessageSchema = z.object({
  _id: idSchema,
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  /** Why the last attempt failed (the mail server's words), or null. */
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** When the next attempt is due while queued; null once sent or failed. */
  nextAttemptAt: z.iso.datetime().nullable(),
  sentAt: z.iso.datetime().nullable(),
  /** False for a message that held a one-time link: it cannot be sent again. */
  canRetry: z.boolean(),
})
export type OutboxMessage = z.infer<typeof outboxMessageSchema>

export const outboxListSchema = z.array(outboxMessageSchema)

export const OUTBOX_STATUS_INVALID_MESSAGE = `Status must be one of ${MAIL_STATUSES.join(', ')}.`
/** The newest messages come first, a page at a time; the total is in X-Total-Count. */
export const OUTBOX_PAGE_SIZE = 50

const PAGE_MESSAGE = 'Page must be a whole number from 1.'
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${String(MAX_PAGE_SIZE)}.`

/** `GET /api/admin/outbox?status=&page=&limit=` */
export const outboxQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES, { error: OUTBOX_STATUS_INVALID_MESSAGE }).optional(),
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(100_000, PAGE_MESSAGE)
    .default(1),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(MAX_PAGE_SIZE, LIMIT_MESSAGE)
    .default(OUTBOX_PAGE_SIZE),
})
export type OutboxQuery = z.infer<typeof outboxQuerySchema>

/** Where messages go: a mail server, or `.eml` files in DATA_DIR/mail when SMTP_URL is unset. */
export const mailTransportSchema = z.object({
  transport: z.enum(['smtp', 'files']),
  from: z.string(),
  /** Where contact messages are sent (SHOP_EMAIL, or the first admin's e-mail); null: no one. */
  shopEmail: z.string().nullable(),
})
export type MailTransportInfo = z.infer<typeof mailTransportSchema>

export const OUTBOX_MESSAGE_NOT_FOUND_MESSAGE = 'Message not found.'
export const OUTBOX_RETRY_SENT_MESSAGE = 'This message has already been sent.'
export const OUTBOX_RETRY_ONE_TIME_MESSAGE =
  'This message held a one-time link that has expired; it cannot be sent again.'
