import { CURRENCY } from '@shop/shared/limits'

const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY })
const wholeWhenRound = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
})

/** "$1,234.50": cart lines, totals and admin prices always show 2 decimals (shop-spec §9). */
export function formatMoney(amount: number): string {
  return withCents.format(amount)
}

/** "$45" or "$45.50": catalogue prices drop ".00" for a calmer grid. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? wholeWhenRound.format(amount) : withCents.format(amount)
}
