import type { Executor } from '../../db/client.js'
import type { TaxRateRow } from '../../db/schema/index.js'
import { findTaxRates } from './tax.repository.js'

/** Every tax rate of the shop, as match keys (db/schema/tax-rates.ts); few rows, read per price. */
export async function listTaxRates(db: Executor): Promise<TaxRateRow[]> {
  return findTaxRates(db)
}
