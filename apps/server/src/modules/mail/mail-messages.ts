import type { ShippingAddress } from '@shop/shared/checkout'
import type { MailKind } from '@shop/shared/outbox'
import { SHORT_ID_LENGTH } from '@shop/shared/limits'
import { formatMoney } from './templates/mail-format.js'

/**
 * Every message the shop sends (docs/product-rules.md § Mail), as the data its template needs. Links are
 * paths (`/order/…`); the renderer puts the shop's address (PUBLIC_URL) in front of them.
 */

/** An order as its e-mails show it; money in cents, images as stored (a path or a URL). */
export interface OrderMailData {
  orderId: string
  customerName: string
  placedAt: string
  items: {
    name: string
    color: string
    size: string
    quantity: number
    priceCents: number
    image: string
  }[]
  subtotalCents: number
  shippingCents: number
  /** Absent in messages queued before discounts and tax existed: read as 0 / none. */
  discountCents?: number
  discountCode?: string | null
  taxCents?: number
  totalCents: number
  shippingLabel: string
  /** The shipping option's days; null when it had none (the spec's 10 days are assumed). */
  estimatedDays: number | null
  shippingAddress: ShippingAddress
  trackingNumber: string | null
  /** The amount given back once the payment was refunded; null or absent while it stands. */
  refundedCents?: number | null
}

interface MailDataByKind {
  welcome: { name: string }
  order_confirmation: OrderMailData
  order_shipped: OrderMailData
  order_cancelled: OrderMailData
  order_refunded: OrderMailData
  password_reset: { name: string; resetPath: string; validMinutes: number }
  password_changed: { name: string; changedAt: string }
  email_changed: { name: string; newEmail: string; changedAt: string }
  /** To the new address; `confirmPath` holds the one-time token. */
  email_confirmation: { name: string; newEmail: string; confirmPath: string; validMinutes: number }
  /** To the address in use, when a change to `newEmail` waits for its confirmation. */
  email_change_requested: { name: string; newEmail: string; requestedAt: string }
  sign_in_attempts: { name: string; failedAttempts: number; windowMinutes: number }
  contact_message: { name: string; email: string; message: string; receivedAt: string }
  /** `unsubscribePath` holds the subscriber's token (@shop/shared/subscribers). */
  newsletter_subscribed: { unsubscribePath: string }
}

export type MailData<K extends MailKind> = MailDataByKind[K]

/** One message to queue: its kind, recipient, optional Reply-To and its template's data. */
export type MailMessage = {
  [K in MailKind]: { kind: K; to: string; replyTo?: string; data: MailDataByKind[K] }
}[MailKind]

/**
 * Messages whose payload holds a one-time secret (a reset or confirmation link): once delivered or given up, the
 * payload is erased from the outbox and the message can never be sent again.
 */
export const ONE_TIME_MAIL_KINDS: ReadonlySet<MailKind> = new Set([
  'password_reset',
  'email_confirmation',
])

export function shortOrderId(orderId: string): string {
  return orderId.slice(0, SHORT_ID_LENGTH)
}

/** A refund gives back the whole payment (docs/product-rules.md § Money: refunds). */
export function refundedCentsOf(order: OrderMailData): number {
  return order.refundedCents ?? order.totalCents
}

/** The subject line of each message; stored with it so the outbox lists it without rendering. */
export function subjectOf(message: MailMessage): string {
  switch (message.kind) {
    case 'welcome':
      return `Welcome, ${message.data.name}!`
    case 'order_confirmation':
      return `Your order #${shortOrderId(message.data.orderId)} is confirmed`
    case 'order_shipped':
      return `Your order #${shortOrderId(message.data.orderId)} is on its way`
    case 'order_cancelled':
      return `Your order #${shortOrderId(message.data.orderId)} has been cancelled`
    case 'order_refunded':
      return `Your refund of ${formatMoney(refundedCentsOf(message.data))} for order #${shortOrderId(message.data.orderId)}`
    case 'password_reset':
      return 'Reset your password'
    case 'password_changed':
      return 'Your password was changed'
    case 'email_changed':
      return 'Your email address was changed'
    case 'email_confirmation':
      return 'Confirm your new email address'
    case 'email_change_requested':
      return 'A new email address was given for your account'
    case 'sign_in_attempts':
      return 'Someone is trying to sign in to your account'
    case 'contact_message':
      return `New message from ${message.data.name}`
    case 'newsletter_subscribed':
      return 'You’re subscribed to our newsletter'
  }
}

/**
 * The unsubscribe link of a newsletter message (RFC 2369 `List-Unsubscribe`, and RFC 8058's
 * one-click POST to the same address), as a path; undefined for every other kind.
 */
export function listUnsubscribePathOf(kind: MailKind, data: unknown): string | undefined {
  if (kind !== 'newsletter_subscribed') return undefined
  const { unsubscribePath } = data as MailData<'newsletter_subscribed'>
  return unsubscribePath
}
