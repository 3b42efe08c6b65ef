import { CURRENCY } from '@shop/shared/limits'

/**
 * US dollars as en-US writes them ("$1,234.50", "-$5.00"), without Intl: a page's first
 * Intl.NumberFormat loads the browser's locale data, 44 ms of one task in Chromium on the
 * reference machine, which every storefront page would pay while it hydrates
 * (docs/performance.md § First paint before scripts). The tests hold it to Intl's own output.
 */
const CURRENCY_SYMBOL: Record<typeof CURRENCY, string> = { USD: '$' }
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g

/**
 * Rounds half away from zero on the number's shortest decimal form, as Intl does: 0.995 is "1.00",
 * where toFixed alone, reading the binary value 0.99499…, would write "0.99".
 */
function roundedAbs(amount: number, fractionDigits: 0 | 2): string {
  const text = String(Math.abs(amount))
  if (text.includes('e')) return Math.abs(amount).toFixed(fractionDigits)
  const scaled = Math.round(Number(`${text}e${String(fractionDigits)}`))
  return Number(`${String(scaled)}e-${String(fractionDigits)}`).toFixed(fractionDigits)
}

function dollars(amount: number, fractionDigits: 0 | 2): string {
  const fixed = roundedAbs(amount, fractionDigits)
  // Unlike Intl, nothing that rounds to zero shows a minus: "-$0.00" is no amount a shopper owes.
  const sign = amount < 0 && /[1-9]/.test(fixed) ? '-' : ''
  const [whole = '0', cents] = fixed.split('.')
  const grouped = whole.replace(THOUSANDS, ',')
  return `${sign}${CURRENCY_SYMBOL[CURRENCY]}${grouped}${cents === undefined ? '' : `.${cents}`}`
}

/** "$1,234.50": cart lines, totals and admin prices always show 2 decimals (docs/product-rules.md § Limits). */
export function formatMoney(amount: number): string {
  return dollars(amount, 2)
}

/** "$45" or "$45.50": catalogue prices drop ".00" for a calmer grid. */
export function formatPrice(amount: number): string {
  return dollars(amount, Number.isInteger(amount) ? 0 : 2)
}
