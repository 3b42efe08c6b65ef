import type { Executor } from '../db/client.js'
import { discountCodes, taxRates, type NewDiscountRow } from '../db/schema/index.js'

let codeCounter = 0

/** Writes a discount code straight into its table (10 % off unless told otherwise). */
export async function seedDiscount(
  db: Executor,
  overrides: Partial<NewDiscountRow> = {},
): Promise<{ id: string; code: string }> {
  codeCounter += 1
  const [row] = await db
    .insert(discountCodes)
    .values({ code: `TEST${String(codeCounter)}`, type: 'percent', value: 1000, ...overrides })
    .returning({ id: discountCodes.id, code: discountCodes.code })
  if (!row) throw new Error('Seeding a discount code returned no row')
  return row
}

/** Writes tax rates as match keys (`US`, two-letter states; '' for a country row). */
export async function seedTaxRates(
  db: Executor,
  rates: { country: string; state?: string; rate: number }[],
): Promise<void> {
  await db
    .insert(taxRates)
    .values(
      rates.map((rate) => ({ country: rate.country, state: rate.state ?? '', rate: rate.rate })),
    )
}
