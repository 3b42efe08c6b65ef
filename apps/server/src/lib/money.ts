/** Money is stored as integer cents (docs/decisions/002-money-as-integer-cents.md). */

export function toCents(dollars: number): number {
  return Math.round(dollars * 100)
}

export function fromCents(cents: number): number {
  return cents / 100
}
