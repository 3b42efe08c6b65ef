import type { VocabularyList } from '@shop/shared/catalog-vocabulary'
import type { Executor } from '../../db/client.js'
import { countProductsUsing, renameProductValue } from './vocabulary-values.repository.js'

/**
 * What the catalogue settings (modules/catalog-vocabulary) ask of the products: who uses a value,
 * and a rename of it on every product, in the caller's transaction (docs/decisions/014).
 */

export async function countProductsWithValue(
  db: Executor,
  list: VocabularyList,
  name: string,
): Promise<number> {
  return countProductsUsing(db, list, name)
}

/** Renames the value on products, variants, cart lines and image tags; returns the products changed. */
export async function renameValueOnProducts(
  tx: Executor,
  list: VocabularyList,
  from: string,
  to: string,
): Promise<number> {
  return renameProductValue(tx, list, from, to)
}
