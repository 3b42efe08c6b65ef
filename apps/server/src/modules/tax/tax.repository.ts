import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { taxRates, type TaxRateRow } from '../../db/schema/index.js'

/** A rate as written: match keys (db/schema/tax-rates.ts) and thousandths of a percent. */
export type TaxRateValues = Pick<TaxRateRow, 'country' | 'state' | 'rate'>

export async function findTaxRates(db: Executor): Promise<TaxRateRow[]> {
  return db.select().from(taxRates).orderBy(taxRates.country, taxRates.state)
}

/**
 * Replaces every rate with `rates`; the caller's transaction makes it one change. The table is
 * locked against other writers first (readers go on), so two saves at once run one after the
 * other instead of the later one inserting beside rows it did not see deleted.
 */
export async function replaceAllTaxRates(
  tx: Executor,
  rates: readonly TaxRateValues[],
): Promise<void> {
  await tx.execute(sql`lock table ${taxRates} in exclusive mode`)
  await tx.delete(taxRates)
  if (rates.length > 0) await tx.insert(taxRates).values([...rates])
}
