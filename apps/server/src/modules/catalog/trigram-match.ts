import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { withLocalSetting } from '../../lib/with-local-setting.js'
import { products } from '../../db/schema/index.js'

/**
 * How alike (pg_trgm similarity, 0 to 1) a typed word and a product's word must be for one to
 * be read as a misspelling of the other: pg_trgm's own default, which lets "jeens" find jeans
 * (0.33) and nonsense find nothing.
 */
export const TYPO_SIMILARITY = 0.3

/**
 * A product's name and brand as the typo search and the suggestions compare them. Spelled as
 * the trigram index `products_name_brand_trgm_idx` is (db/schema/products.ts), so it is used.
 */
export const nameAndBrand = sql<string>`(${products.name} || ' ' || ${products.brand})`

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
