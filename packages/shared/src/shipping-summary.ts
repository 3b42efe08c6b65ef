import { z } from 'zod'
import { moneySchema } from './common.js'

/**
 * `GET /api/shipping/summary` (public, docs/api.md § Shipping): the shipping table as the
 * storefront tells it to shoppers. Zones in the owner's order, each with the English names of its
 * countries (none for the rest of the world) and its rates; `freeShippingOver` is the amount
 * over which every zone has a free rate, absent when some zone has none. The storefront's texts
 * are derived from it by `shipping-promises.ts`, so they never promise what the rates do not keep.
 */
export const shippingSummaryRateSchema = z.object({
  id: z.string(),
  label: z.string(),
  cost: moneySchema,
  estimatedDays: z.number().int().optional(),
  /** The rate is free when the subtotal is over (strictly) this. */
  freeOver: moneySchema.optional(),
})
export type ShippingSummaryRate = z.infer<typeof shippingSummaryRateSchema>

export const shippingSummaryZoneSchema = z.object({
  name: z.string(),
  /** The zone of every country no other zone names. */
  restOfWorld: z.boolean(),
  /** Its countries' English names, sorted; empty for the rest of the world. */
  countries: z.array(z.string()),
  rates: z.array(shippingSummaryRateSchema),
})
export type ShippingSummaryZone = z.infer<typeof shippingSummaryZoneSchema>

export const shippingSummarySchema = z.object({
  zones: z.array(shippingSummaryZoneSchema),
  freeShippingOver: moneySchema.optional(),
})
export type ShippingSummary = z.infer<typeof shippingSummarySchema>
