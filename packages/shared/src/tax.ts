import { z } from 'zod'
import { MAX_ADDRESS_FIELD_LENGTH } from './limits.js'

export const TAX_RATE_MESSAGE = 'A tax rate is a percent from 0 to 100 with at most 3 decimals.'
export const TAX_RATE_DUPLICATE_MESSAGE = 'Each country and state can have only one rate.'
export const MAX_TAX_RATES = 500
/** A US row names a state the shop does not know, so no address could ever match it. */
export function unknownUsStateMessage(state: string): string {
  return `Unknown US state: "${state}".`
}

const hasAtMostThreeDecimals = (value: number) =>
  Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6

/**
 * One row of `PUT /api/admin/tax-rates` (docs/product-rules.md § Money): a country, optionally one of its
 * states, and a percent. A state row beats the country row for addresses in that state.
 */
export const taxRateInputSchema = z.object({
  country: z
    .string({ error: 'Country is required.' })
    .trim()
    .min(1, 'Country is required.')
    .max(MAX_ADDRESS_FIELD_LENGTH, 'Country is too long.'),
  state: z
    .string({ error: 'State must be text.' })
    .trim()
    .max(MAX_ADDRESS_FIELD_LENGTH, 'State is too long.')
    .nullish()
    .transform((state) => (state ? state : null)),
  rate: z
    .number({ error: TAX_RATE_MESSAGE })
    .min(0, TAX_RATE_MESSAGE)
    .max(100, TAX_RATE_MESSAGE)
    .refine(hasAtMostThreeDecimals, TAX_RATE_MESSAGE),
})
export type TaxRateInput = z.input<typeof taxRateInputSchema>

export const taxRatesBodySchema = z
  .array(taxRateInputSchema, { error: 'Send the list of tax rates.' })
  .max(MAX_TAX_RATES, `A shop can have at most ${String(MAX_TAX_RATES)} tax rates.`)
export type TaxRatesBody = z.infer<typeof taxRatesBodySchema>

/** A rate as stored: the United States as `US`, its states as two-letter codes. */
export const taxRateSchema = z.object({
  country: z.string(),
  state: z.string().nullable(),
  rate: z.number(),
})
export type TaxRate = z.infer<typeof taxRateSchema>
export const taxRateListSchema = z.array(taxRateSchema)
