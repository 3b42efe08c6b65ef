import type { ShippingSummary } from './shipping-summary.js'

/**
 * What the shop may promise about shipping, derived from its shipping table only
 * (docs/product-rules.md § Shipping rates): the trust strip, the product page, the footer and the
 * cart drawer say these words, so no page promises what the rates do not keep. No zod and no
 * Intl here: the storefront's first paint loads this file (docs/performance.md).
 */

/** A rate as these rules read it, in any one unit (the server's cents, the wire's dollars). */
interface FreeRate {
  cost: number
  /** Free when the subtotal is over (strictly) this. */
  freeOver?: number | null | undefined
}

/** The amount over which a rate is free: a rate that costs nothing is free over 0. */
function freeOverOf(rate: FreeRate): number | undefined {
  if (rate.cost === 0) return 0
  return rate.freeOver ?? undefined
}

/** The amount over which a zone has a free rate (its lowest), undefined when none is ever free. */
export function zoneFreeOver(rates: readonly FreeRate[]): number | undefined {
  let lowest: number | undefined
  for (const rate of rates) {
    const over = freeOverOf(rate)
    if (over !== undefined && (lowest === undefined || over < lowest)) lowest = over
  }
  return lowest
}

/**
 * The amount over which every zone has a free rate: the largest of the zones' own. Undefined
 * when some zone has no free rate, or there is no zone at all (a shop that ships nowhere
 * promises nothing).
 */
export function freeEverywhereOver(zones: readonly (readonly FreeRate[])[]): number | undefined {
  if (zones.length === 0) return undefined
  let highest = 0
  for (const rates of zones) {
    const over = zoneFreeOver(rates)
    if (over === undefined) return undefined
    highest = Math.max(highest, over)
  }
  return highest
}

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g

/** "$100", "$99.50" and "$1,250", or with `withCents` always two decimals ("$28.00"). */
function formatDollars(amount: number, withCents: boolean): string {
  const cents = Math.round(amount * 100)
  const whole = String(Math.floor(cents / 100)).replace(THOUSANDS, ',')
  const rest = cents % 100
  if (rest === 0 && !withCents) return `$${whole}`
  return `$${whole}.${String(rest).padStart(2, '0')}`
}

/** Whether the table reaches more than one country: then free shipping is international. */
function shipsAbroad(summary: ShippingSummary): boolean {
  const countries = summary.zones.reduce((count, zone) => count + zone.countries.length, 0)
  return summary.zones.some((zone) => zone.restOfWorld) || countries > 1
}

/** The trust strip's shipping promise: a title and its line. */
export interface ShippingPromise {
  title: string
  line: string
}

/**
 * Free shipping when every zone has it ("Free international shipping", "On all orders over
 * $100"), else where the rates start ("Rates from $5.99"); undefined for a shop that ships
 * nowhere.
 */
export function describeShippingPromise(summary: ShippingSummary): ShippingPromise | undefined {
  const over = summary.freeShippingOver
  if (over !== undefined) {
    return {
      title: shipsAbroad(summary) ? 'Free international shipping' : 'Free shipping',
      line: over === 0 ? 'On every order' : `On all orders over ${formatDollars(over, false)}`,
    }
  }
  const costs = summary.zones.flatMap((zone) => zone.rates.map((rate) => rate.cost))
  if (costs.length === 0) return undefined
  return {
    title: shipsAbroad(summary) ? 'International shipping' : 'Shipping',
    line: `Rates from ${formatDollars(Math.min(...costs), true)}`,
  }
}

/**
 * One sentence for the product page and the footer: "Free international shipping on orders over
 * $100"; undefined when some zone has no free rate.
 */
export function describeFreeShippingOffer(summary: ShippingSummary): string | undefined {
  const over = summary.freeShippingOver
  if (over === undefined) return undefined
  const free = shipsAbroad(summary) ? 'Free international shipping' : 'Free shipping'
  return over === 0
    ? `${free} on every order`
    : `${free} on orders over ${formatDollars(over, false)}`
}

/**
 * The cart drawer's line from the server's `freeShippingRemaining` (what the goods lack for a
 * free rate in every zone): how much more to spend, or that the order ships free.
 */
export function describeFreeShippingProgress(remaining: number): string {
  return remaining > 0
    ? `Spend ${formatDollars(remaining, true)} more for free shipping.`
    : 'Your order qualifies for free shipping.'
}
