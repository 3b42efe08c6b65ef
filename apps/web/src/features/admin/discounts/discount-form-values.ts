import type { Discount, DiscountInput, DiscountType } from '@shop/shared/discounts'

/** The discount form as typed: text inputs hold strings until the form is sent. */
export interface DiscountFormValues {
  code: string
  type: DiscountType
  value: string
  minSubtotal: string
  /** `datetime-local` values ("2030-03-01T09:00"), in the admin's own time zone. */
  startsAt: string
  endsAt: string
  usageLimit: string
  perCustomerLimit: string
  active: boolean
}

export const EMPTY_DISCOUNT_FORM: DiscountFormValues = {
  code: '',
  type: 'percent',
  value: '',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perCustomerLimit: '',
  active: true,
}

const pad = (part: number) => String(part).padStart(2, '0')

/** An ISO instant as a `datetime-local` value in this browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A `datetime-local` value as an ISO instant; what the browser cannot read is sent as typed. */
function toInstant(local: string): string | null {
  if (local.trim() === '') return null
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? local : date.toISOString()
}

/** A number field: blank means "not given"; text that is no number stays text for the schema. */
function toNumber(text: string): number | string | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  const number = Number(trimmed)
  return Number.isNaN(number) ? trimmed : number
}

export function toDiscountFormValues(discount: Discount): DiscountFormValues {
  return {
    code: discount.code,
    type: discount.type,
    value: discount.type === 'free_shipping' ? '' : String(discount.value),
    minSubtotal: discount.minSubtotal === 0 ? '' : String(discount.minSubtotal),
    startsAt: toLocalInput(discount.startsAt),
    endsAt: toLocalInput(discount.endsAt),
    usageLimit: discount.usageLimit === null ? '' : String(discount.usageLimit),
    perCustomerLimit: discount.perCustomerLimit === null ? '' : String(discount.perCustomerLimit),
    active: discount.active,
  }
}

/**
 * The form as the body the shared schema checks (`discountBodySchema`): blanks become its
 * defaults (no minimum, no dates, no limits). Not yet valid: the caller parses it.
 */
export function toDiscountInput(values: DiscountFormValues): Record<keyof DiscountInput, unknown> {
  return {
    code: values.code,
    type: values.type,
    value: values.type === 'free_shipping' ? 0 : toNumber(values.value),
    minSubtotal: toNumber(values.minSubtotal),
    startsAt: toInstant(values.startsAt),
    endsAt: toInstant(values.endsAt),
    usageLimit: toNumber(values.usageLimit) ?? null,
    perCustomerLimit: toNumber(values.perCustomerLimit) ?? null,
    active: values.active,
  }
}

/** A listed code as the body that stores it again, with `changes` on top (the active switch). */
export function toDiscountBody(
  discount: Discount,
  changes: Partial<DiscountInput> = {},
): DiscountInput {
  return {
    code: discount.code,
    type: discount.type,
    value: discount.value,
    minSubtotal: discount.minSubtotal,
    startsAt: discount.startsAt,
    endsAt: discount.endsAt,
    usageLimit: discount.usageLimit,
    perCustomerLimit: discount.perCustomerLimit,
    active: discount.active,
    ...changes,
  }
}
