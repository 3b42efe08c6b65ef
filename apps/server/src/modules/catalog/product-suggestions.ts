import type { ProductImage } from '@shop/shared/catalog'
import { MAX_PRODUCT_SUGGESTIONS, type ProductSuggestion } from '@shop/shared/product-suggestions'
import { and, asc, desc, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { products } from '../../db/schema/index.js'
import { fromCents } from '../../lib/money.js'
import { containsPattern } from '../../lib/paged-list.js'
import { isActive } from './catalog.repository.js'
import { nameAndBrand, withTypoTolerance } from './trigram-match.js'

/** pg_trgm compares three-letter pieces: a shorter text is alike to too much to suggest by. */
const TYPO_TOLERANT_FROM_LENGTH = 3

/**
 * Up to MAX_PRODUCT_SUGGESTIONS active products for what the shopper has typed so far
 * (docs/api.md § Catalogue), best first: names that start with it, then names with a word that
 * starts with it, names and then brands that contain it, and last, from three letters on, names
 * and brands that hold something like it (a typo).
 */
export async function findProductSuggestions(
  db: Executor,
  typed: string,
): Promise<ProductSuggestion[]> {
  const lowered = typed.toLowerCase()
  const contains = containsPattern(lowered)
  const startsWith = contains.slice(1)
  const wordStartsWith = `% ${startsWith}`
  const name = sql`lower(${products.name})`
  const nameWords = sql`(' ' || regexp_replace(${name}, '[^[:alnum:]]+', ' ', 'g'))`
  const closeness = sql`case
    when ${name} like ${startsWith} then 0
    when ${nameWords} like ${wordStartsWith} then 1
    when ${name} like ${contains} then 2
    when lower(${products.brand}) like ${contains} then 3
    else 4 end`
  const typoTolerant = typed.length >= TYPO_TOLERANT_FROM_LENGTH
  const find = (executor: Executor) =>
    executor
      .select({
        id: products.id,
        name: products.name,
        priceCents: products.priceCents,
        image: sql<ProductImage | null>`${products.images} -> 0`,
      })
      .from(products)
      .where(
        and(
          isActive,
          or(
            sql`${nameAndBrand} ilike ${contains}`,
            typoTolerant ? sql`${typed} <% ${nameAndBrand}` : undefined,
          ),
        ),
      )
      .orderBy(
        closeness,
        desc(sql`word_similarity(${typed}, ${nameAndBrand})`),
        asc(products.name),
        asc(products.id),
      )
      .limit(MAX_PRODUCT_SUGGESTIONS)
  const rows = typoTolerant ? await withTypoTolerance(db, find) : await find(db)
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    price: fromCents(row.priceCents),
    image: row.image ?? null,
  }))
}
