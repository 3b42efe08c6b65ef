import { z } from 'zod'
import { idSchema, moneySchema } from './common.js'
import { MAX_CHECKOUT_AMOUNT } from './limits.js'
import { formatUsd } from './money.js'

/**
 * Store credit (docs/decisions/033-store-credit.md): a customer's balance, spent at checkout and
 * granted or removed by the owner, with the history of every change. Money travels in dollars,
 * as everywhere on the wire; an entry's `amount` is signed (a spend or a removal is negative).
 */

/** The longest reason an owner may give for a grant or a removal. */
export const MAX_STORE_CREDIT_REASON_LENGTH = 200

/** What an order paid entirely with store credit shows as its payment method. */
export const STORE_CREDIT_PAYMENT_METHOD = 'Store credit'

export const STORE_CREDIT_AMOUNT_MESSAGE =
  'Amount must be a non-zero number of dollars with at most 2 decimals.'
export const STORE_CREDIT_REASON_MESSAGE = 'Please give a reason.'
export const STORE_CREDIT_REASON_LENGTH_MESSAGE = `A reason can be at most ${String(MAX_STORE_CREDIT_REASON_LENGTH)} characters.`

/** A removal larger than the balance (409): the balance never goes below 0. */
export function storeCreditBelowZeroMessage(balanceCents: number): string {
  return `Store credit cannot go below $0.00: the balance is ${formatUsd(balanceCents)}.`
}

/**
 * A checkout whose store credit is no longer there (spent in another checkout, removed by the
 * owner) answers 409 with the fresh figures; `refunded` when a payment for it went back.
 */
export function storeCreditChangedMessage(refunded: boolean): string {
  return refunded
    ? 'Your store credit balance changed before your order was placed, so your payment has been refunded. Please review the new total.'
    : 'Your store credit balance has changed. Please review the new total.'
}

/**
 * `POST /api/checkout/{id}/payment` of a checkout with nothing due (409): store credit pays all of
 * it (or its total is 0), and finalizing it places the order.
 */
export const NOTHING_TO_PAY_MESSAGE =
  'There is nothing to pay for this order: place it without a payment.'

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6

/** One change of the balance, newest first in a history. */
export const storeCreditEntrySchema = z.object({
  /** Dollars: positive adds credit, negative spends or removes it. */
  amount: z.number(),
  reason: z.string(),
  createdAt: z.iso.datetime(),
  /** The order the credit was spent on (or refunded from). */
  orderId: idSchema.optional(),
  /** The return the credit came from. */
  returnId: idSchema.optional(),
})
export type StoreCreditEntry = z.infer<typeof storeCreditEntrySchema>

/**
 * `GET /api/users/store-credit` (the caller's) and the back office's
 * `/api/admin/users/{id}/store-credit`: the balance and its history, newest first.
 */
export const storeCreditSchema = z.object({
  balance: moneySchema,
  entries: z.array(storeCreditEntrySchema),
})
export type StoreCredit = z.infer<typeof storeCreditSchema>

/**
 * `POST /api/admin/users/{id}/store-credit`: a positive `amount` grants credit, a negative one
 * removes it; the reason is kept in the customer's history and the audit log.
 */
export const adjustStoreCreditBodySchema = z.object({
  amount: z
    .number({ error: STORE_CREDIT_AMOUNT_MESSAGE })
    .refine(
      (amount) =>
        amount !== 0 && Math.abs(amount) <= MAX_CHECKOUT_AMOUNT && hasAtMostTwoDecimals(amount),
      STORE_CREDIT_AMOUNT_MESSAGE,
    ),
  reason: z
    .string({ error: STORE_CREDIT_REASON_MESSAGE })
    .trim()
    .min(1, STORE_CREDIT_REASON_MESSAGE)
    .max(MAX_STORE_CREDIT_REASON_LENGTH, STORE_CREDIT_REASON_LENGTH_MESSAGE),
})
export type AdjustStoreCreditBody = z.infer<typeof adjustStoreCreditBodySchema>
