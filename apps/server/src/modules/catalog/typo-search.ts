import type { Product, ProductListQuery } from '@shop/shared/catalog'
import { and, desc, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { products } from '../../db/schema/index.js'
import { isActive } from './catalog.repository.js'
import { listProducts } from './catalog.service.js'
import { toSearchWords } from './search-query.js'
import { TYPO_SIMILARITY, nameAndBrand, withTypoTolerance } from './trigram-match.js'

/** How many of the closest products a misspelt word is compared with, word by word. */
const CANDIDATE_PRODUCTS = 50

/**
 * Whether the full-text search knows `word` as typed: some product matches it as a prefix, or
 * it is a word the search ignores anyway ("the"), which then needs no correction either.
 */
async function isKnownWord(db: Executor, word: string): Promise<boolean> {
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
 * their words are then compared one by one, so the answer is a whole word ("jeans").
 */
async function findClosestWord(db: Executor, word: string): Promise<string | undefined> {
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

/**
 * What the shopper most likely meant: each word the search does not know replaced by the
 * closest word of a product's name or brand. Undefined when there is nothing to correct, or a
 * word is like nothing in the catalogue (nonsense finds nothing).
 */
export async function findCorrectedSearch(
  db: Executor,
  search: string,
): Promise<string | undefined> {
  const words = toSearchWords(search)
  if (words.length === 0) return undefined
  return withTypoTolerance(db, async (tx) => {
    const corrected: string[] = []
    let changed = false
    for (const word of words) {
      if (await isKnownWord(tx, word)) {
        corrected.push(word)
        continue
      }
      const closest = await findClosestWord(tx, word)
      if (closest === undefined) return undefined
      corrected.push(closest)
      changed ||= closest !== word
    }
    return changed ? corrected.join(' ') : undefined
  })
}

export interface ProductSearchPage {
  products: Product[]
  total: number
  /** The search the products match when the shopper's own found nothing and a corrected one did. */
  correctedSearch?: string
}

/**
 * The shop's product list, whose search forgives typos (docs/api.md § Catalogue): when the
 * search as typed matches nothing, it is corrected word by word and run again with the same
 * filters, sorting and paging. The exact search always goes first, so a correct search costs
 * nothing more.
 */
export async function listProductsForgivingTypos(
  db: Executor,
  query: ProductListQuery,
): Promise<ProductSearchPage> {
  const exact = await listProducts(db, query)
  if (exact.total > 0 || query.search === undefined) return exact
  const correctedSearch = await findCorrectedSearch(db, query.search)
  if (correctedSearch === undefined) return exact
  const retried = await listProducts(db, { ...query, search: correctedSearch })
  return retried.total > 0 ? { ...retried, correctedSearch } : exact
}
