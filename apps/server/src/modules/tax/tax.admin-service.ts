import {
  TAX_RATE_DUPLICATE_MESSAGE,
  unknownUsStateMessage,
  type TaxRate,
  type TaxRatesBody,
} from '@shop/shared/tax'
import type { Executor } from '../../db/client.js'
import type { AuditFieldChange } from '../../db/schema/index.js'
import { badInput } from '../../lib/app-error.js'
import { recordAudit, type AuditActor } from '../audit/record-audit.js'
import { taxRegionOf, usStateCode } from './tax-region.js'
import { toRateUnits, toTaxRateDto } from './tax-rate.mapper.js'
import { findTaxRates, replaceAllTaxRates, type TaxRateValues } from './tax.repository.js'

/** Every rate of the shop, by country and then state (a country's own row first). */
export async function getTaxRates(db: Executor): Promise<TaxRate[]> {
  return (await findTaxRates(db)).map(toTaxRateDto)
}

/**
 * Replaces the shop's rates with the given list in one transaction (docs/product-rules.md § Money) and
 * answers the stored list. Rows are kept as the match keys pricing looks up ("usa" → US,
 * "California" → CA): a US state nobody could ship to, or two rows for one place once written
 * so, is refused (400) and nothing changes.
 */
export async function updateTaxRates(
  db: Executor,
  /** null for the first-run seed's demo rates: no admin's write, so no audit entry. */
  actor: AuditActor | null,
  body: TaxRatesBody,
): Promise<TaxRate[]> {
  const rates = toTaxRateValues(body)
  return db.transaction(async (tx) => {
    const before = await getTaxRates(tx)
    await replaceAllTaxRates(tx, rates)
    const after = await getTaxRates(tx)
    if (actor) {
      await recordAudit(tx, actor, {
        action: 'tax_rates.replace',
        entityType: 'tax_rates',
        entityLabel: 'Tax rates',
        changes: taxRateChanges(before, after),
      })
    }
    return after
  })
}

/** One change per place whose rate was added, changed or removed ("US/CA": 7.25 → 8). */
function taxRateChanges(
  before: readonly TaxRate[],
  after: readonly TaxRate[],
): Record<string, AuditFieldChange> {
  const placeOf = (rate: TaxRate) =>
    rate.state === null ? rate.country : `${rate.country}/${rate.state}`
  const beforeRates = new Map(before.map((rate) => [placeOf(rate), rate.rate]))
  const afterRates = new Map(after.map((rate) => [placeOf(rate), rate.rate]))
  const changes: Record<string, AuditFieldChange> = {}
  for (const place of new Set([...beforeRates.keys(), ...afterRates.keys()])) {
    const from = beforeRates.get(place) ?? null
    const to = afterRates.get(place) ?? null
    if (from !== to) changes[place] = { from, to }
  }
  return changes
}

function toTaxRateValues(body: TaxRatesBody): TaxRateValues[] {
  const seen = new Set<string>()
  return body.map(({ country, state, rate }) => {
    const region = taxRegionOf(country, state)
    if (region.country === 'US' && state !== null && usStateCode(state) === undefined) {
      throw badInput(unknownUsStateMessage(state))
    }
    const key = `${region.country}\u0000${region.state}`
    if (seen.has(key)) throw badInput(TAX_RATE_DUPLICATE_MESSAGE)
    seen.add(key)
    return { ...region, rate: toRateUnits(rate) }
  })
}
