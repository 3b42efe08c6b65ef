import type { DiscountInput } from '@shop/shared/discounts'
import type { TaxRateInput } from '@shop/shared/tax'

/**
 * The demo shop's sales tax (docs/product-rules.md § Money: "the demo shop seeds a few US states").
 * Illustrative state base rates only: real sales tax adds county and city rates on top, so a
 * real shop sets its own in the back office (Tax).
 */
export const DEMO_TAX_RATES: readonly TaxRateInput[] = [
  { country: 'US', state: 'CA', rate: 7.25 },
  { country: 'US', state: 'TX', rate: 6.25 },
  { country: 'US', state: 'WA', rate: 6.5 },
  { country: 'US', state: 'FL', rate: 6 },
]

/** A code to try at checkout in the demo shop. */
export const DEMO_DISCOUNT: DiscountInput = {
  code: 'WELCOME10',
  type: 'percent',
  value: 10,
  active: true,
}
