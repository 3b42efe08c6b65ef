import { z } from 'zod'
import { isCountryCode } from './countries.js'

/**
 * The shipping table (docs/product-rules.md § Shipping rates): `GET` and `PUT /api/admin/shipping`
 * answer and take it whole. Zones of countries by ISO 3166-1 alpha-2 code, or the one zone of
 * the rest of the world, each with its rates. A rate is free when the subtotal is over (strictly)
 * its `freeOver`.
 */

export const REST_OF_WORLD = 'rest_of_world'
export const MAX_SHIPPING_ZONES = 30
export const MAX_RATES_PER_ZONE = 8
export const MAX_SHIPPING_COST = 10_000
export const MAX_ESTIMATED_DAYS = 120

const RATE_ID = /^[a-z0-9][a-z0-9_-]{0,39}$/
const RATE_ID_MESSAGE =
  'A rate id is 1 to 40 lower-case letters, digits, - or _ (for example "standard").'

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6

const money = (what: string) =>
  z
    .number({ error: `${what} is an amount in dollars.` })
    .min(0, `${what} cannot be negative.`)
    .max(MAX_SHIPPING_COST, `${what} is at most $${MAX_SHIPPING_COST.toLocaleString('en-US')}.`)
    .refine(hasAtMostTwoDecimals, `${what} has at most two decimals.`)

export const shippingRateInputSchema = z.object({
  id: z.string({ error: RATE_ID_MESSAGE }).trim().regex(RATE_ID, RATE_ID_MESSAGE),
  label: z
    .string({ error: 'A rate needs a label.' })
    .trim()
    .min(1, 'A rate needs a label.')
    .max(60, 'A rate’s label is at most 60 characters.'),
  cost: money('A rate’s cost'),
  estimatedDays: z
    .number({ error: 'Delivery days are a whole number.' })
    .int('Delivery days are a whole number.')
    .min(1, 'Delivery days are at least 1.')
    .max(MAX_ESTIMATED_DAYS, `Delivery days are at most ${String(MAX_ESTIMATED_DAYS)}.`)
    .optional(),
  freeOver: money('A free-over amount').optional(),
})
export type ShippingRateInput = z.infer<typeof shippingRateInputSchema>

const countryCodeSchema = z
  .string({ error: 'A country is its two-letter ISO code.' })
  .trim()
  .transform((code) => code.toUpperCase())
  .refine(isCountryCode, { error: (issue) => `Unknown country code: "${String(issue.input)}".` })

export const shippingZoneInputSchema = z.object({
  name: z
    .string({ error: 'A zone needs a name.' })
    .trim()
    .min(1, 'A zone needs a name.')
    .max(60, 'A zone’s name is at most 60 characters.'),
  countries: z.union(
    [
      z.literal(REST_OF_WORLD),
      z
        .array(countryCodeSchema, { error: 'A zone lists its countries.' })
        .min(1, 'A zone lists at least one country.')
        .max(300, 'A zone lists at most 300 countries.'),
    ],
    { error: `A zone's countries are a list of ISO codes, or "${REST_OF_WORLD}".` },
  ),
  rates: z
    .array(shippingRateInputSchema, { error: 'A zone lists its rates.' })
    .min(1, 'A zone needs at least one rate.')
    .max(MAX_RATES_PER_ZONE, `A zone has at most ${String(MAX_RATES_PER_ZONE)} rates.`),
})
export type ShippingZoneInput = z.infer<typeof shippingZoneInputSchema>

/** The whole table: a country in one zone only, one rest of the world, rate ids unique in a zone. */
export const shippingTableSchema = z
  .object({
    zones: z
      .array(shippingZoneInputSchema, { error: 'Send the shipping zones as a list.' })
      .max(MAX_SHIPPING_ZONES, `A shop has at most ${String(MAX_SHIPPING_ZONES)} shipping zones.`),
  })
  .strict()
  .superRefine(({ zones }, context) => {
    const zoneOfCountry = new Map<string, number>()
    let restOfWorld: string | undefined
    zones.forEach((zone, zoneIndex) => {
      if (zone.countries === REST_OF_WORLD) {
        if (restOfWorld !== undefined) {
          context.addIssue({
            code: 'custom',
            path: ['zones', zoneIndex, 'countries'],
            message: `Only one zone can be the rest of the world ("${restOfWorld}" already is).`,
          })
        }
        restOfWorld ??= zone.name
      } else {
        for (const country of zone.countries) {
          const other = zoneOfCountry.get(country)
          if (other !== undefined) {
            context.addIssue({
              code: 'custom',
              path: ['zones', zoneIndex, 'countries'],
              message:
                other === zoneIndex
                  ? `${country} is listed twice in "${zone.name}".`
                  : `${country} is in two zones: "${zones[other]?.name ?? ''}" and "${zone.name}".`,
            })
          }
          zoneOfCountry.set(country, zoneIndex)
        }
      }
      const rateIds = new Set<string>()
      zone.rates.forEach((rate, rateIndex) => {
        if (rateIds.has(rate.id)) {
          context.addIssue({
            code: 'custom',
            path: ['zones', zoneIndex, 'rates', rateIndex, 'id'],
            message: `Two rates of "${zone.name}" have the id "${rate.id}".`,
          })
        }
        rateIds.add(rate.id)
      })
    })
  })
export type ShippingTableBody = z.input<typeof shippingTableSchema>
export type ShippingTable = z.infer<typeof shippingTableSchema>

/** A rate as the table answers it. */
export const shippingRateSchema = z.object({
  id: z.string(),
  label: z.string(),
  cost: z.number(),
  estimatedDays: z.number().optional(),
  freeOver: z.number().optional(),
})
export type ShippingTableRate = z.infer<typeof shippingRateSchema>

export const shippingTableAnswerSchema = z.object({
  zones: z.array(
    z.object({
      name: z.string(),
      countries: z.union([z.literal(REST_OF_WORLD), z.array(z.string())]),
      rates: z.array(shippingRateSchema),
    }),
  ),
})
export type ShippingTableAnswer = z.infer<typeof shippingTableAnswerSchema>
