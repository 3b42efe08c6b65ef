import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * The shipping table (docs/product-rules.md § Shipping rates): zones of countries, each with its
 * rates. The owner saves the whole table at once; the rates endpoint and the checkout price with
 * it only. A shop with no zone ships nowhere.
 */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** The zone's place in the owner's table. */
    position: integer().notNull(),
    /** The zone of every country no other zone names. */
    coversRestOfWorld: boolean().notNull().default(false),
  },
  (table) => [
    uniqueIndex('shipping_zones_one_rest_of_world_idx')
      .on(table.coversRestOfWorld)
      .where(sql`${table.coversRestOfWorld}`),
  ],
)

/** A country's zone: the primary key keeps a country in one zone only. */
export const shippingZoneCountries = pgTable('shipping_zone_countries', {
  /** ISO 3166-1 alpha-2, upper case. */
  country: text().primaryKey(),
  zoneId: uuid()
    .notNull()
    .references(() => shippingZones.id, { onDelete: 'cascade' }),
})

export const shippingRates = pgTable(
  'shipping_rates',
  {
    zoneId: uuid()
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    /** The option's id, unique in its zone; the checkout stores it. */
    rateId: text().notNull(),
    label: text().notNull(),
    costCents: integer().notNull(),
    estimatedDays: integer(),
    /** The rate is free when the subtotal is over (strictly) this. */
    freeOverCents: integer(),
    position: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.zoneId, table.rateId] }),
    check('shipping_rates_cost_not_negative', sql`${table.costCents} >= 0`),
    check(
      'shipping_rates_free_over_not_negative',
      sql`${table.freeOverCents} is null or ${table.freeOverCents} >= 0`,
    ),
  ],
)

export type ShippingZoneRow = typeof shippingZones.$inferSelect
export type ShippingRateRow = typeof shippingRates.$inferSelect
