import type { PaymentProviderName } from '@shop/shared/checkout'
import type { CURRENCY } from '@shop/shared/limits'

/**
 * What the checkout needs from whoever takes the money. The service never trusts the browser
 * about a payment: it opens the payment here, captures it here and checks what the provider
 * answers (docs/decisions/006-payment-capture-and-stock.md).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName
  /** The public id the browser SDK loads with; null when the page needs no SDK. */
  readonly clientId: string | null
  /** Opens a payment for the amount; the buyer approves it in the browser. */
  openPayment: (input: OpenPaymentInput) => Promise<{ orderId: string }>
  /**
   * Captures an approved payment and answers what the provider says was taken. Repeating it
   * for the same order answers the same capture. Throws `PaymentError` when nothing was taken.
   */
  capturePayment: (input: { orderId: string }) => Promise<CapturedPayment>
  /**
   * Gives `amountCents` of a capture back (all that is left of it when no amount is named).
   * Repeating it with the same `requestId` refunds once and answers the same refund. Throws
   * `RefundRefusedError` when the provider says no (PayPal's `REFUND_AMOUNT_EXCEEDED` for more
   * than is left), `PaymentProviderUnavailableError` when it cannot be reached.
   */
  refundPayment: (input: RefundInput) => Promise<{ refundId: string }>
}

export interface OpenPaymentInput {
  amountCents: number
  currency: typeof CURRENCY
  /** Our checkout id, shown to the buyer and kept by the provider. */
  referenceId: string
}

export interface CapturedPayment {
  orderId: string
  /** `COMPLETED` when the money was taken; anything else means it was not. */
  status: string
  captureId: string | null
  /** What the provider says it took; null when it did not say. */
  amountCents: number | null
  currency: string | null
}

/**
 * A refund of a named amount carries its own idempotency key: the provider answers a repeated
 * `requestId` with the refund it made for it. Without an amount, what is left of the capture
 * goes back, keyed by the capture (`refund-<captureId>`): the checkout's refunds of a payment it
 * cannot keep.
 */
export type RefundInput =
  | { captureId: string; amountCents: number; requestId: string }
  | { captureId: string; amountCents?: undefined; requestId?: undefined }

/** The idempotency key of a refund: its own, or the capture's for a whole one. */
export function refundRequestIdOf(input: RefundInput): string {
  return input.requestId ?? `refund-${input.captureId}`
}

/** Why a capture took no money; the service turns each into the shopper's message. */
export type PaymentErrorReason = 'declined' | 'not_approved' | 'not_found'

export class PaymentError extends Error {
  override name = 'PaymentError'
  readonly reason: PaymentErrorReason

  constructor(reason: PaymentErrorReason, message: string) {
    super(message)
    this.reason = reason
  }
}

/**
 * The provider answered a refund with a refusal it names (PayPal's issue, e.g.
 * `REFUND_TIME_LIMIT_EXCEEDED`): no money moved.
 */
export class RefundRefusedError extends Error {
  override name = 'RefundRefusedError'
  readonly issue: string

  constructor(issue: string) {
    super(`Refund refused: ${issue}`)
    this.issue = issue
  }
}

/** A provider that did not answer sensibly (down, misconfigured): a server-side failure. */
export class PaymentProviderUnavailableError extends Error {
  override name = 'PaymentProviderUnavailableError'
}

/** Cents to the provider's decimal string: 1230 → "12.30" (exact, no floating point). */
export function centsToAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount: ${cents}`)
  return `${String(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`
}

/** The provider's decimal string to cents: "12.3" → 1230; null for anything that is not money. */
export function amountToCents(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value)
  if (!match) return null
  const [, whole = '0', fraction = ''] = match
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}
