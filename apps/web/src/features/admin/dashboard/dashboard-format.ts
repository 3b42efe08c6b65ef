import { formatUsd } from '@shop/shared/money'

/** "$1,234.50" from the API's dollars (integer cents on the server, docs/decisions/002). */
export function formatDollars(dollars: number): string {
  return formatUsd(Math.round(dollars * 100))
}

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
})

/** "$1.2K": an axis tick that fits beside a phone-sized chart. */
export function formatCompactDollars(dollars: number): string {
  return compactUsd.format(dollars)
}

export function formatCount(count: number): string {
  return count.toLocaleString('en-US')
}
