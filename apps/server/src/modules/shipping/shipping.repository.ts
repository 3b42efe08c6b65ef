import { asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import {
  products,
  shippingRates,
  shippingZoneCountries,
  shippingZones,
  type ShippingRateRow,
} from '../../db/schema/index.js'

/** Current prices in cents of the products that exist among `ids` (the rest are left out). */
export async function findProductPrices(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: products.id, priceCents: products.priceCents })
    .from(products)
    .where(inArray(products.id, [...ids]))
  return new Map(rows.map((row) => [row.id, row.priceCents]))
}

/** A zone of the table with its countries (ISO codes, sorted) and rates, in the owner's order. */
export interface ShippingZoneRecord {
  name: string
  coversRestOfWorld: boolean
  countries: string[]
  rates: Omit<ShippingRateRow, 'zoneId' | 'position'>[]
}

/** A zone as it is written: the table's rows without their ids and positions. */
export interface ShippingZoneValues {
  name: string
  coversRestOfWorld: boolean
  countries: readonly string[]
  rates: readonly Omit<ShippingRateRow, 'zoneId' | 'position'>[]
}

/**
 * The whole table: zones by position, each with its countries and its rates by position. One
 * statement, so a save committing meanwhile is seen whole or not at all (a save gives its zones
 * new ids).
 */
export async function findShippingTable(db: Executor): Promise<ShippingZoneRecord[]> {
  const zones = await db
    .select({
      name: shippingZones.name,
      coversRestOfWorld: shippingZones.coversRestOfWorld,
      countries: sql<string[]>`coalesce((
        select json_agg(${shippingZoneCountries.country} order by ${shippingZoneCountries.country})
        from ${shippingZoneCountries} where ${shippingZoneCountries.zoneId} = ${shippingZones.id}
      ), '[]'::json)`,
      rates: sql<Omit<ShippingRateRow, 'zoneId' | 'position'>[]>`coalesce((
        select json_agg(json_build_object(
          'rateId', ${shippingRates.rateId}, 'label', ${shippingRates.label},
          'costCents', ${shippingRates.costCents}, 'estimatedDays', ${shippingRates.estimatedDays},
          'freeOverCents', ${shippingRates.freeOverCents}
        ) order by ${shippingRates.position})
        from ${shippingRates} where ${shippingRates.zoneId} = ${shippingZones.id}
      ), '[]'::json)`,
    })
    .from(shippingZones)
    .orderBy(asc(shippingZones.position))
  return zones
}

/**
 * The rates of the zone that names `countryCode`, else of the rest-of-the-world zone, by
 * position; none when no zone covers the country (or it names no code, `undefined`: the rest of
 * the world only). One statement, so a save committing meanwhile cannot leave it with a zone
 * whose rates are gone.
 */
export async function findZoneRates(
  db: Executor,
  countryCode: string | undefined,
): Promise<ShippingRateRow[]> {
  const namesCountry =
    countryCode === undefined ? sql`false` : eq(shippingZoneCountries.country, countryCode)
  // The zone naming the country sorts before the rest of the world.
  const zone = db
    .select({ id: shippingZones.id })
    .from(shippingZones)
    .leftJoin(
      shippingZoneCountries,
      sql`${shippingZoneCountries.zoneId} = ${shippingZones.id} and ${namesCountry}`,
    )
    .where(or(sql`${shippingZoneCountries.country} is not null`, shippingZones.coversRestOfWorld))
    .orderBy(sql`${shippingZoneCountries.country} is null`)
    .limit(1)
  return db
    .select()
    .from(shippingRates)
    .where(eq(shippingRates.zoneId, sql`(${zone})`))
    .orderBy(asc(shippingRates.position))
}

/** Every zone's rates (no countries): what the free-shipping promises are derived from. */
export async function findRatesByZone(db: Executor): Promise<ShippingRateRow[][]> {
  // One statement: a zone and its rates from the same moment.
  const rows = await db
    .select({ zoneId: shippingZones.id, rate: shippingRates })
    .from(shippingZones)
    .leftJoin(shippingRates, eq(shippingRates.zoneId, shippingZones.id))
  const byZone = new Map<string, ShippingRateRow[]>()
  for (const { zoneId, rate } of rows) {
    const rates = byZone.get(zoneId) ?? []
    if (rate) rates.push(rate)
    byZone.set(zoneId, rates)
  }
  return [...byZone.values()]
}

/**
 * Locks the table's three tables against other writers (readers go on, and see the old table
 * until the caller's transaction commits), so two saves at once run one after the other.
 */
export async function lockShippingTable(tx: Executor): Promise<void> {
  await tx.execute(
    sql`lock table ${shippingZones}, ${shippingZoneCountries}, ${shippingRates} in exclusive mode`,
  )
}

/**
 * Replaces the whole table with `zones`, in their order; the caller's transaction, holding
 * `lockShippingTable`, makes it one change. Countries and rates go with their zones (cascade).
 */
export async function replaceShippingTable(
  tx: Executor,
  zones: readonly ShippingZoneValues[],
): Promise<void> {
  await tx.delete(shippingZones)
  if (zones.length === 0) return
  const inserted = await tx
    .insert(shippingZones)
    .values(
      zones.map((zone, position) => ({
        name: zone.name,
        position,
        coversRestOfWorld: zone.coversRestOfWorld,
      })),
    )
    .returning({ id: shippingZones.id, position: shippingZones.position })
  const idAt = new Map(inserted.map((row) => [row.position, row.id]))
  const zoneIdOf = (position: number) => {
    const id = idAt.get(position)
    if (id === undefined) throw new Error(`Shipping zone ${String(position)} was not inserted.`)
    return id
  }
  const countries = zones.flatMap((zone, position) =>
    zone.countries.map((country) => ({ country, zoneId: zoneIdOf(position) })),
  )
  const rates = zones.flatMap((zone, position) =>
    zone.rates.map((rate, ratePosition) => ({
      ...rate,
      zoneId: zoneIdOf(position),
      position: ratePosition,
    })),
  )
  if (countries.length > 0) await tx.insert(shippingZoneCountries).values(countries)
  if (rates.length > 0) await tx.insert(shippingRates).values(rates)
}
