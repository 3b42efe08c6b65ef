import { z } from 'zod'
import { idSchema } from './common.js'
import { formatUsd } from './money.js'

/** docs/product-rules.md § Money: what a discount code takes off. */
export const DISCOUNT_TYPES = ['percent', 'fixed', 'free_shipping'] as const
export type DiscountType = (typeof DISCOUNT_TYPES)[number]

export const DISCOUNT_CODE_MIN_LENGTH = 3
export const DISCOUNT_CODE_MAX_LENGTH = 32
/** Letters, digits, dash and underscore: what a shopper can type from a poster or an e-mail. */
const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/

// Why a code does not apply to a basket (docs/product-rules.md § Money: shown, never an error).
export const DISCOUNT_UNKNOWN_MESSAGE = 'This code is not valid.'
export const DISCOUNT_EXPIRED_MESSAGE = 'This code has expired.'
export const DISCOUNT_USED_UP_MESSAGE = 'This code has reached its usage limit.'
export const DISCOUNT_CUSTOMER_USED_UP_MESSAGE = 'You have already used this code.'
export function discountMinSubtotalMessage(minSubtotalCents: number): string {
  return `This code needs a subtotal of ${formatUsd(minSubtotalCents)}.`
}

/** The code's limit was reached by other buyers between payment and order: the payment goes back (409). */
export function discountRefundedMessage(reason: string): string {
  return `Sorry, your discount could not be applied: ${reason.charAt(0).toLowerCase()}${reason.slice(1)} Your payment has been refunded.`
}

// The back office's discount texts.
export const DISCOUNT_NOT_FOUND_MESSAGE = 'Discount code not found.'
export const DISCOUNT_CODE_TAKEN_MESSAGE = 'A discount with this code already exists.'
export const DISCOUNT_CODE_FORMAT_MESSAGE = `A code has ${String(DISCOUNT_CODE_MIN_LENGTH)} to ${String(DISCOUNT_CODE_MAX_LENGTH)} letters, digits, dashes or underscores.`
export const DISCOUNT_PERCENT_MESSAGE =
  'A percent discount is between 1 and 100, with at most 2 decimals.'
export const DISCOUNT_FIXED_MESSAGE = 'A fixed discount is at least $0.01, with at most 2 decimals.'
export const DISCOUNT_DATES_MESSAGE = 'The end date must be after the start date.'
export const DISCOUNT_DELETED_MESSAGE = 'Discount code deleted.'
/** Its orders exist: a code's usage limit cannot go below the uses it already has. */
export function discountLimitBelowUsesMessage(timesUsed: number): string {
  return `This code has already been used ${String(timesUsed)} ${timesUsed === 1 ? 'time' : 'times'}, so its usage limit cannot be lower than that.`
}

/** A code as typed by a shopper: trimmed; compared without regard to case by the server. */
export const discountCodeInputSchema = z
  .string({ error: DISCOUNT_CODE_FORMAT_MESSAGE })
  .trim()
  .min(1, DISCOUNT_UNKNOWN_MESSAGE)
  .max(DISCOUNT_CODE_MAX_LENGTH, DISCOUNT_UNKNOWN_MESSAGE)

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6

const optionalLimit = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of at least 1.` })
    .int(`${label} must be a whole number of at least 1.`)
    .min(1, `${label} must be a whole number of at least 1.`)
    .max(1_000_000_000, `${label} is too large.`)
    .nullable()
    .default(null)

/**
 * `POST /api/admin/discounts` and `PUT /api/admin/discounts/{id}` (docs/product-rules.md § Money): `value`
 * is a percent (1–100) for `percent`, dollars for `fixed` and ignored for `free_shipping`.
 */
export const discountBodySchema = z
  .object({
    code: z
      .string({ error: DISCOUNT_CODE_FORMAT_MESSAGE })
      .trim()
      .min(DISCOUNT_CODE_MIN_LENGTH, DISCOUNT_CODE_FORMAT_MESSAGE)
      .max(DISCOUNT_CODE_MAX_LENGTH, DISCOUNT_CODE_FORMAT_MESSAGE)
      .regex(DISCOUNT_CODE_PATTERN, DISCOUNT_CODE_FORMAT_MESSAGE),
    type: z.enum(DISCOUNT_TYPES, { error: 'type must be percent, fixed or free_shipping.' }),
    value: z
      .number({ error: 'value must be a number.' })
      .nonnegative('value must be a number.')
      .default(0),
    minSubtotal: z
      .number({ error: 'minSubtotal must be an amount in dollars.' })
      .nonnegative('minSubtotal must be an amount in dollars.')
      .max(1_000_000, 'minSubtotal is too large.')
      .refine(hasAtMostTwoDecimals, 'minSubtotal has at most 2 decimals.')
      .default(0),
    startsAt: z.iso
      .datetime({ offset: true, error: 'startsAt must be a date and time.' })
      .nullable()
      .default(null),
    endsAt: z.iso
      .datetime({ offset: true, error: 'endsAt must be a date and time.' })
      .nullable()
      .default(null),
    usageLimit: optionalLimit('usageLimit'),
    perCustomerLimit: optionalLimit('perCustomerLimit'),
    active: z.boolean({ error: 'active must be true or false.' }).default(true),
  })
  .superRefine((body, context) => {
    if (
      body.type === 'percent' &&
      (body.value < 1 || body.value > 100 || !hasAtMostTwoDecimals(body.value))
    ) {
      context.addIssue({ code: 'custom', path: ['value'], message: DISCOUNT_PERCENT_MESSAGE })
    }
    if (
      body.type === 'fixed' &&
      (body.value < 0.01 || body.value > 1_000_000 || !hasAtMostTwoDecimals(body.value))
    ) {
      context.addIssue({ code: 'custom', path: ['value'], message: DISCOUNT_FIXED_MESSAGE })
    }
    if (body.startsAt && body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: DISCOUNT_DATES_MESSAGE })
    }
  })
export type DiscountBody = z.infer<typeof discountBodySchema>
export type DiscountInput = z.input<typeof discountBodySchema>

/** A discount code as the back office reads it (docs/product-rules.md § Money). */
export const discountSchema = z.object({
  _id: idSchema,
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number(),
  minSubtotal: z.number(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  active: z.boolean(),
  timesUsed: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type Discount = z.infer<typeof discountSchema>
export const discountListSchema = z.array(discountSchema)
