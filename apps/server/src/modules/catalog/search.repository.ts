import type { ProductImage } from '@shop/shared/catalog'
import { MAX_PRODUCT_SUGGESTIONS } from '@shop/shared/product-suggestions'
import { and, asc, desc, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { products } from '../../db/schema/index.js'
import { containsPattern } from '../../lib/paged-list.js'
import { withLocalSetting } from '../../lib/with-local-setting.js'
import { isActive } from './catalog.repository.js'

/**
 * The catalogue's forgiving searches: the words the full-text search knows, the closest word
 * of a product for a misspelt one (typo-search.ts), and the products suggested as a search is
 * typed (product-suggestions.ts). Typos are matched with pg_trgm.
 */

/**
 * How alike (pg_trgm similarity, 0 to 1) a typed word and a product's word must be for one to
 * be read as a misspelling of the other: pg_trgm's own default, which lets "jeens" find jeans
 * (0.33) and nonsense find nothing.
 */
const TYPO_SIMILARITY = 0.3

/** How many of the closest products a misspelt word is compared with, word by word. */
const CANDIDATE_PRODUCTS = 50

/**
 * A product's name and brand as the typo search and the suggestions compare them. Spelled as
 * the trigram index `products_name_brand_trgm_idx` is (db/schema/products.ts), so it is used.
 */
const nameAndBrand = sql<string>`(${products.name} || ' ' || ${products.brand})`

/**
 * Runs `run` with pg_trgm's word-similarity operator (`<%`) at TYPO_SIMILARITY instead of its
 * default 0.6, which would miss most one-letter typos.
 */
export function withTypoTolerance<T>(db: Executor, run: (db: Executor) => Promise<T>): Promise<T> {
  return withLocalSetting(
    db,
    { name: 'pg_trgm.word_similarity_threshold', value: String(TYPO_SIMILARITY) },
    run,
  )
}

/**
 * Whether the full-text search knows `word` as typed: some product matches it as a prefix, or
 * it is a word the search ignores anyway ("the"), which then needs no correction either.
 */
export async function isKnownWord(db: Executor, word: string): Promise<boolean> {
  const query = sql`to_tsquery('english', ${`${word}:*`})`
  const [hit] = await db
    .select({ id: products.id })
    .from(products)
    .where(or(sql`numnode(${query}) = 0`, and(isActive, sql`${products.searchVector} @@ ${query}`)))
    .limit(1)
  return hit !== undefined
}

/**
 * The word of an active product's name or brand that is most like `word`, if any is alike
 * enough. The trigram index finds the products whose name and brand hold something like it;
 * their words are then compared one by one, so the answer is a whole word ("jeans"). Run it
 * inside withTypoTolerance, or `<%` misses most typos.
 */
export async function findClosestWord(db: Executor, word: string): Promise<string | undefined> {
  const candidates = db
    .select({ text: sql<string>`lower(${nameAndBrand})`.as('text') })
    .from(products)
    .where(and(isActive, sql`${word} <% ${nameAndBrand}`))
    .orderBy(desc(sql`word_similarity(${word}, ${nameAndBrand})`))
    .limit(CANDIDATE_PRODUCTS)
  const productWord = sql<string>`product_words.word`
  const likeness = sql`similarity(${productWord}, ${word})`
  const [closest] = await db
    .select({ word: productWord })
    .from(
      sql`(${candidates}) as candidates cross join lateral regexp_split_to_table(candidates.text, '[^[:alnum:]]+') as product_words(word)`,
    )
    .where(sql`${likeness} >= ${TYPO_SIMILARITY}`)
    .orderBy(desc(likeness), productWord)
    .limit(1)
  return closest?.word
}

/** A suggested product as the database gives it: the mapper makes it a suggestion. */
export interface SuggestedProductRow {
  id: string
  name: string
  priceCents: number
  image: ProductImage | null
}

/**
 * Up to MAX_PRODUCT_SUGGESTIONS active products for `typed`, best first: names that start with
 * it, then names with a word that starts with it, names and then brands that contain it, and
 * last, when `typoTolerant`, names and brands that hold something like it (a typo).
 */
export async function findSuggestedProducts(
  db: Executor,
  typed: string,
  { typoTolerant }: { typoTolerant: boolean },
): Promise<SuggestedProductRow[]> {
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
  return typoTolerant ? withTypoTolerance(db, find) : find(db)
}
