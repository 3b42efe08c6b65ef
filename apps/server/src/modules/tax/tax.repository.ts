import type { Executor } from '../../db/client.js'
import { taxRates, type TaxRateRow } from '../../db/schema/index.js'

export async function findTaxRates(db: Executor): Promise<TaxRateRow[]> {
  return db.select().from(taxRates).orderBy(taxRates.country, taxRates.state)
}
