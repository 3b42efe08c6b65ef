import { CURRENCY } from './limits.js'

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY })

/** An amount of integer cents as the shop writes it in its messages: `$1,234.50`. */
export function formatUsd(cents: number): string {
  return DOLLARS.format(cents / 100)
}
