import { isUnitedStates } from '@shop/shared/checkout'
import { FREE_SHIPPING_THRESHOLD } from '@shop/shared/limits'
import { toCents } from '../../lib/money.js'

/** One way to ship, priced in cents; `estimatedDays` may be null (docs/product-rules.md § Entities). */
export interface ShippingRate {
  id: string
  label: string
  costCents: number
  estimatedDays: number | null
}

/** The option that ships free over FREE_SHIPPING_THRESHOLD (docs/product-rules.md § Shipping rates). */
export const FREE_SHIPPING_RATE_ID = 'standard'

/**
 * The shop's one rate table: the rates endpoint quotes it and the checkout prices with it, so
 * the shopper pays what was quoted. Change shipping prices here only.
 */
const DOMESTIC_RATES: readonly ShippingRate[] = [
  { id: FREE_SHIPPING_RATE_ID, label: 'Standard Shipping', costCents: 599, estimatedDays: 5 },
  { id: 'express', label: 'Express Shipping', costCents: 1499, estimatedDays: 2 },
  { id: 'overnight', label: 'Overnight Shipping', costCents: 2999, estimatedDays: 1 },
]

const INTERNATIONAL_RATES: readonly ShippingRate[] = [
  {
    id: 'international_standard',
    label: 'International Standard',
    costCents: 1999,
    estimatedDays: 10,
  },
  {
    id: 'international_express',
    label: 'International Express',
    costCents: 3999,
    estimatedDays: 5,
  },
]

export const FREE_SHIPPING_THRESHOLD_CENTS = toCents(FREE_SHIPPING_THRESHOLD)

/**
 * The options for a country and a subtotal. docs/product-rules.md § Limits: orders over $100 (strictly) ship
 * free on the standard option; only US addresses have it.
 */
export function shippingRatesFor(country: string, subtotalCents: number): ShippingRate[] {
  if (!isUnitedStates(country)) return INTERNATIONAL_RATES.map((rate) => ({ ...rate }))
  return DOMESTIC_RATES.map((rate) =>
    rate.id === FREE_SHIPPING_RATE_ID && subtotalCents > FREE_SHIPPING_THRESHOLD_CENTS
      ? { ...rate, costCents: 0 }
      : { ...rate },
  )
}
