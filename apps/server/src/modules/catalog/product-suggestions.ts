import type { ProductSuggestion } from '@shop/shared/product-suggestions'
import type { Executor } from '../../db/client.js'
import { toProductSuggestion } from './product.mapper.js'
import { findSuggestedProducts } from './search.repository.js'

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
  const rows = await findSuggestedProducts(db, typed, {
    typoTolerant: typed.length >= TYPO_TOLERANT_FROM_LENGTH,
  })
  return rows.map(toProductSuggestion)
}
