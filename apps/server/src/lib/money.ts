/**
 * Money is stored and computed as integer cents (docs/decisions/002-money-as-integer-cents.md):
 * these are the shop's arithmetic on it. Dollars exist only on the wire, made by the mappers.
 */

export function toCents(dollars: number): number {
  return Math.round(dollars * 100)
}

export function fromCents(cents: number): number {
  return cents / 100
}

/**
 * The one rounding rule of the shop's money (docs/decisions/012-one-price.md): a share of an
 * amount in cents, rounded half up to a whole cent, in integer arithmetic (no float drift:
 * 15 % of $9.99 is exactly 149.85 cents, so 150). `numerator / denominator` is the fraction.
 */
export function shareOfCents(cents: number, numerator: number, denominator: number): number {
  if (cents <= 0 || numerator <= 0) return 0
  return Math.floor((cents * numerator * 2 + denominator) / (2 * denominator))
}

/** Basis points per 100 %: a percent discount is stored as basis points (12.5 % = 1250). */
export const BASIS_POINTS = 10_000
/** Thousandths of a percent per 100 %: a tax rate is stored so (7.25 % = 7250). */
export const RATE_UNITS = 100_000

/** One line's amount: its unit price times its quantity. */
export function lineTotalCents(line: { priceCents: number; quantity: number }): number {
  return line.priceCents * line.quantity
}

/** The goods of a basket: its lines' amounts, summed. */
export function subtotalCents(lines: readonly { priceCents: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0)
}
