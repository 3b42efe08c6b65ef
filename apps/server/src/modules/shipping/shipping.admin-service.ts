import {
  REST_OF_WORLD,
  type ShippingTable,
  type ShippingTableAnswer,
} from '@shop/shared/shipping-table'
import type { AppDeps } from '../../app-deps.js'
import type { AuditFieldChange } from '../../db/schema/index.js'
import { recordAudit, type AuditActor } from '../audit/record-audit.js'
import { lockShippingTable } from './shipping.repository.js'
import { getShippingTable, writeShippingTable } from './shipping.service.js'

/**
 * Replaces the whole shipping table with a checked one (docs/product-rules.md § Shipping rates),
 * in one transaction with its audit entry, and answers the table as stored. The catalogue cache,
 * which holds the storefront's summary, is dropped on every instance once the change is in.
 */
export async function updateShippingTable(
  { db, catalogCache }: Pick<AppDeps, 'db' | 'catalogCache'>,
  actor: AuditActor,
  table: ShippingTable,
): Promise<ShippingTableAnswer> {
  const saved = await db.transaction(async (tx) => {
    // Locked before it is read, so the entry's "before" is the table this save replaces.
    await lockShippingTable(tx)
    const before = await getShippingTable(tx)
    await writeShippingTable(tx, table)
    const after = await getShippingTable(tx)
    await recordAudit(tx, actor, {
      action: 'shipping.update',
      entityType: 'shipping',
      entityLabel: 'Shipping table',
      changes: shippingTableChanges(before, after),
    })
    return after
  })
  catalogCache.clear()
  return saved
}

type Zone = ShippingTableAnswer['zones'][number]

const describeDays = (days: number) => (days === 1 ? '1 day' : `${String(days)} days`)

/** A zone in one line of the audit log: "CA, US: standard “Standard” $5.99, 5 days, free over $100.00; …". */
function describeZone(zone: Zone): string {
  const countries =
    zone.countries === REST_OF_WORLD ? 'rest of the world' : zone.countries.join(', ')
  const rates = zone.rates.map((rate) =>
    [
      `${rate.id} “${rate.label}” $${rate.cost.toFixed(2)}`,
      ...(rate.estimatedDays === undefined ? [] : [describeDays(rate.estimatedDays)]),
      ...(rate.freeOver === undefined ? [] : [`free over $${rate.freeOver.toFixed(2)}`]),
    ].join(', '),
  )
  return `${countries}: ${rates.join('; ')}`
}

/** Each zone by its name (a second of one name numbered), as the audit log reads it. */
function zonesByName(table: ShippingTableAnswer): Map<string, string> {
  const zones = new Map<string, string>()
  for (const zone of table.zones) {
    let name = zone.name
    for (let count = 2; zones.has(name); count += 1) name = `${zone.name} (${String(count)})`
    zones.set(name, describeZone(zone))
  }
  return zones
}

/** One change per zone added, changed or removed, each zone in one readable line. */
function shippingTableChanges(
  before: ShippingTableAnswer,
  after: ShippingTableAnswer,
): Record<string, AuditFieldChange> {
  const [from, to] = [zonesByName(before), zonesByName(after)]
  const changes: Record<string, AuditFieldChange> = {}
  for (const name of new Set([...from.keys(), ...to.keys()])) {
    const [was, is] = [from.get(name) ?? null, to.get(name) ?? null]
    if (was !== is) changes[name] = { from: was, to: is }
  }
  return changes
}
