import type { ProductImage } from '@shop/shared/catalog'
import { sql } from 'drizzle-orm'
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
})

/** Search weights: name first, then brand and category, then the description. */
const SEARCH_DOCUMENT = sql`setweight(to_tsvector('english', coalesce("name", '')), 'A') || setweight(to_tsvector('english', coalesce("brand", '') || ' ' || coalesce("category", '')), 'B') || setweight(to_tsvector('english', coalesce("description", '')), 'C')`

export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text().notNull(),
    priceCents: integer().notNull(),
    originalPriceCents: integer(),
    /** Ordered as the admin arranged them; the first is the card image. */
    images: jsonb().$type<ProductImage[]>().notNull().default([]),
    category: text().notNull(),
    brand: text().notNull().default(''),
    collections: text().notNull().default(''),
    /** URL form of the collection, so /collections/summer-essentials finds "Summer Essentials". */
    collectionSlug: text().generatedAlwaysAs(
      sql`trim(both '-' from regexp_replace(lower("collections"), '[^a-z0-9]+', '-', 'g'))`,
    ),
    material: text().notNull().default(''),
    gender: text().notNull().default(''),
    /** 'draft' hides the product from the shop (docs/product-rules.md § Back office at scale). */
    status: text().$type<'active' | 'draft'>().notNull().default('active'),
    /** Units sold in paid orders; drives popularity sorting and the best seller. */
    soldCount: integer().notNull().default(0),
    searchVector: tsvector().generatedAlwaysAs(SEARCH_DOCUMENT),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('products_price_not_negative', sql`${table.priceCents} >= 0`),
    check('products_original_price_not_negative', sql`${table.originalPriceCents} >= 0`),
    // PRODUCT_STATUSES of @shop/shared/admin-products; drizzle-kit loads this file without it.
    check('products_status_known', sql`${table.status} in ('active', 'draft')`),
    index('products_search_idx').using('gin', table.searchVector),
    index('products_gender_category_idx').on(
      sql`lower(${table.gender})`,
      sql`lower(${table.category})`,
    ),
    index('products_collection_slug_idx').on(table.collectionSlug),
    index('products_price_idx').on(table.priceCents),
    index('products_created_at_idx').on(table.createdAt),
    index('products_sold_count_idx').on(table.soldCount),
    index('products_brand_idx').on(sql`lower(${table.brand})`),
    index('products_material_idx').on(sql`lower(${table.material})`),
    // The back office's search by any part of a name (ILIKE '%…%'); pg_trgm, see migration 0005.
    index('products_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('products_brand_trgm_idx').using('gin', sql`${table.brand} gin_trgm_ops`),
    // The shop's typo-tolerant search and the header's suggestions compare a shopper's words with
    // the name and brand together (docs/api.md § Catalogue); the query spells the same expression.
    index('products_name_brand_trgm_idx').using(
      'gin',
      sql`(${table.name} || ' ' || ${table.brand}) gin_trgm_ops`,
    ),
    index('products_name_idx').on(table.name),
    index('products_updated_at_idx').on(table.updatedAt),
    index('products_status_idx').on(table.status),
  ],
)

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Keeps the admin's order of variants; the first one is preselected on the product page. */
    position: integer().notNull(),
    size: text().notNull(),
    color: text().notNull(),
    sku: text().notNull(),
    countInStock: integer().notNull().default(0),
  },
  (table) => [
    // docs/product-rules.md § Checkout: the database itself forbids negative stock.
    check('product_variants_stock_not_negative', sql`${table.countInStock} >= 0`),
    uniqueIndex('product_variants_sku_idx').on(table.sku),
    uniqueIndex('product_variants_product_size_color_idx').on(
      table.productId,
      table.size,
      table.color,
    ),
    index('product_variants_size_idx').on(sql`lower(${table.size})`),
    index('product_variants_color_idx').on(sql`lower(${table.color})`),
    index('product_variants_sku_trgm_idx').using('gin', sql`${table.sku} gin_trgm_ops`),
    // Low and out-of-stock filters of the back office and the dashboard.
    index('product_variants_stock_idx').on(table.countInStock),
  ],
)

export type ProductRow = typeof products.$inferSelect
export type NewProductRow = typeof products.$inferInsert
export type ProductVariantRow = typeof productVariants.$inferSelect
export type NewProductVariantRow = typeof productVariants.$inferInsert
