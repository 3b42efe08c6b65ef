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
  /**
   * What was refunded: for `order_refunded` the refund the mail is about, for other mails what
   * was refunded of the order so far; null or absent while nothing was. Below `totalCents`, a
   * part of the order.
   */
  refundedCents?: number | null
  /** The part of `refundedCents` given back as store credit; null or absent when none. */
  refundedCreditCents?: number | null
}

/** A return as its e-mails show it (docs/decisions/032-returns-and-exchanges.md); money in cents. */
export interface ReturnMailData {
  returnId: string
  number: string
  orderId: string
  customerName: string
  items: {
    name: string
    color: string
    size: string
    quantity: number
    /** The reason as the customer chose it, in words. */
    reason: string
    /** The variant sent instead, as "Colour, size"; absent for units sent back for money. */
    exchangeFor?: string
  }[]
  resolution: 'refund' | 'store_credit'
  refundCents: number
  /** The part of `refundCents` given as store credit; the rest goes back to the payment. */
  creditCents: number
  /** The shop's note with an approval or rejection. */
  shopNote: string | null
  /** The orders that ship the exchanged units, once received. */
  replacementOrderIds: string[]
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
  return_requested: ReturnMailData
  return_approved: ReturnMailData
  return_rejected: ReturnMailData
  return_received: ReturnMailData
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

/**
 * The amount a refund mail states (docs/product-rules.md § Money: refunds); messages queued
 * before partial refunds existed name none and gave back the whole payment.
 */
export function refundedCentsOf(order: OrderMailData): number {
  return order.refundedCents ?? order.totalCents
}

/** What a refund mail says went back: its amount, the part as store credit, and whether it was a part. */
export function refundOf(order: OrderMailData): {
  amountCents: number
  creditCents: number
  moneyCents: number
  isPartial: boolean
} {
  const amountCents = refundedCentsOf(order)
  const creditCents = Math.min(order.refundedCreditCents ?? 0, amountCents)
  return {
    amountCents,
    creditCents,
    moneyCents: amountCents - creditCents,
    isPartial: amountCents < order.totalCents,
  }
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
    case 'return_requested':
      return `Your return ${message.data.number}: print the slip and send it back`
    case 'return_approved':
      return `Your return ${message.data.number} is approved`
    case 'return_rejected':
      return `About your return ${message.data.number}`
    case 'return_received':
      return `We received your return ${message.data.number}`
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
