import type { TaxRate } from '@shop/shared/tax'
import type { TaxRateRow } from '../../db/schema/index.js'
import { RATE_UNITS } from '../../lib/money.js'

/** Thousandths of a percent in one percent: the wire says 7.25, the row holds 7250. */
const RATE_UNITS_PER_PERCENT = RATE_UNITS / 100

export function toRateUnits(percent: number): number {
  return Math.round(percent * RATE_UNITS_PER_PERCENT)
}

/** A stored rate as the back office reads it: a country's own row has `state: null`. */
export function toTaxRateDto(row: Pick<TaxRateRow, 'country' | 'state' | 'rate'>): TaxRate {
  return {
    country: row.country,
    state: row.state === '' ? null : row.state,
    rate: row.rate / RATE_UNITS_PER_PERCENT,
  }
}
