import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * The managed vocabularies of the catalogue (docs/product-rules.md § Back office at scale): the product
 * form picks category, gender, colour and size from these lists, so a typo never becomes a new
 * shop filter. `position` is the owner's order (sizes XS → XXL, not alphabetical).
 */

export const productCategories = pgTable(
  'product_categories',
  {
    name: text().primaryKey(),
    position: integer().notNull().default(0),
  },
  (table) => [uniqueIndex('product_categories_lower_name_idx').on(sql`lower(${table.name})`)],
)

export const productGenders = pgTable(
  'product_genders',
  {
    name: text().primaryKey(),
    position: integer().notNull().default(0),
  },
  (table) => [uniqueIndex('product_genders_lower_name_idx').on(sql`lower(${table.name})`)],
)

export const productSizes = pgTable(
  'product_sizes',
  {
    name: text().primaryKey(),
    position: integer().notNull().default(0),
  },
  (table) => [uniqueIndex('product_sizes_lower_name_idx').on(sql`lower(${table.name})`)],
)

/** The colour palette: the storefront's swatches draw `hex`. */
export const productColors = pgTable(
  'product_colors',
  {
    name: text().primaryKey(),
    /** `#rrggbb`, lower-case. */
    hex: text().notNull(),
    position: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex('product_colors_lower_name_idx').on(sql`lower(${table.name})`),
    check('product_colors_hex_format', sql`${table.hex} ~ '^#[0-9a-f]{6}$'`),
  ],
)

export type ProductColorRow = typeof productColors.$inferSelect
