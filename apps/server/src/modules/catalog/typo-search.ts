import type { Product, ProductListQuery } from '@shop/shared/catalog'
import type { Executor } from '../../db/client.js'
import { listProducts } from './catalog.service.js'
import { toSearchWords } from './search-query.js'
import { findClosestWord, isKnownWord, withTypoTolerance } from './search.repository.js'

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
