import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/**
 * A sales tax rate for a country, or for one state of it (docs/product-rules.md § Money). `country` and
 * `state` are stored as match keys: upper-case, the United States as `US` and its states as
 * their two-letter codes; `state` is '' for the country's own row. `rate` is in thousandths of a
 * percent (7.25 % = 7250).
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: uuid().primaryKey().defaultRandom(),
    country: text().notNull(),
    state: text().notNull().default(''),
    rate: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tax_rates_country_state_idx').on(table.country, table.state),
    check('tax_rates_rate_in_range', sql`${table.rate} between 0 and 100000`),
  ],
)

export type TaxRateRow = typeof taxRates.$inferSelect
