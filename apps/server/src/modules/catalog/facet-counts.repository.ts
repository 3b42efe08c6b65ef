import type { FacetKey } from '@shop/shared/catalog'
import { and, count, countDistinct, eq, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { productVariants, products } from '../../db/schema/index.js'
import { lowerIn, whereOf, type CatalogFilter } from './catalog.repository.js'

/** Lower-cased value → number of products, per facet (filters compare values ignoring case). */
export type FacetCountRows = Record<FacetKey, Map<string, number>>

/** Each product-level facet's column, and the filter without that facet's own choice. */
const productFacets = {
  category: {
    column: products.category,
    without: (filter: CatalogFilter) => ({ ...filter, category: undefined }),
  },
  gender: {
    column: products.gender,
    without: (filter: CatalogFilter) => ({ ...filter, gender: undefined }),
  },
  material: {
    column: products.material,
    without: (filter: CatalogFilter) => ({ ...filter, materials: [] }),
  },
  brand: {
    column: products.brand,
    without: (filter: CatalogFilter) => ({ ...filter, brands: [] }),
  },
}

function toCountMap(rows: { value: string | null; count: number }[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const row of rows) if (row.value !== null) counts.set(row.value, row.count)
  return counts
}

/**
 * A product-level facet: the products matching every filter but this facet's own, grouped by
 * the facet's value.
 */
async function countProductFacet(
  db: Executor,
  filter: CatalogFilter,
  facet: keyof typeof productFacets,
): Promise<Map<string, number>> {
  const { column, without } = productFacets[facet]
  const value = sql<string | null>`lower(${column})`
  const rows = await db
    .select({ value, count: count() })
    .from(products)
    .where(whereOf(without(filter)))
    .groupBy(value)
  return toCountMap(rows)
}

/**
 * Size or colour: sizes and colours must meet on one variant, so a size's count is the products
 * with a variant in that size and in one of the chosen colours (and the other way round), among
 * the products matching every other filter.
 */
async function countVariantFacet(
  db: Executor,
  filter: CatalogFilter,
  facet: 'size' | 'color',
): Promise<Map<string, number>> {
  const [grouped, other] =
    facet === 'size'
      ? [productVariants.size, { column: productVariants.color, values: filter.colors }]
      : [productVariants.color, { column: productVariants.size, values: filter.sizes }]
  const value = sql<string | null>`lower(${grouped})`
  const onVariant: SQL | undefined =
    other.values.length > 0 ? lowerIn(sql`lower(${other.column})`, other.values) : undefined
  const rows = await db
    .select({ value, count: countDistinct(products.id) })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(whereOf({ ...filter, sizes: [], colors: [] }), onVariant))
    .groupBy(value)
  return toCountMap(rows)
}

/** Every facet's counts under the shopper's filters: one grouped aggregate per facet. */
export async function findFacetCounts(
  db: Executor,
  filter: CatalogFilter,
): Promise<FacetCountRows> {
  return {
    category: await countProductFacet(db, filter, 'category'),
    gender: await countProductFacet(db, filter, 'gender'),
    material: await countProductFacet(db, filter, 'material'),
    brand: await countProductFacet(db, filter, 'brand'),
    size: await countVariantFacet(db, filter, 'size'),
    color: await countVariantFacet(db, filter, 'color'),
  }
}
