import {
  unknownVocabularyMessage,
  vocabularyCaseMessage,
  type VocabularyList,
} from '@shop/shared/catalog-vocabulary'
import type { Executor } from '../../../db/client.js'
import { findVocabularyNamesForShare } from './vocabulary.repository.js'

/**
 * The check that keeps product values inside the managed lists (docs/product-rules.md § Back office at
 * scale; docs/decisions/014-back-office-at-scale.md). Used by the product form's create and
 * update, and by the CSV import row by row.
 */

/** The values of a product that must come from the lists. An empty gender means none. */
export interface VocabularyValues {
  category?: string
  gender?: string
  variants?: readonly { size: string; color: string }[]
  /** An image's colour tag must also be a palette colour (and one of the product's variants'). */
  images?: readonly { color?: string | undefined }[]
}

/** The lists as sets, loaded once; `unknownVocabularyIn` checks any number of products with it. */
export interface LoadedVocabulary {
  lists: Record<VocabularyList, ReadonlySet<string>>
  /** lower-case name → listed spelling, per list, for the "Did you mean" hint. */
  byLowerCase: Record<VocabularyList, ReadonlyMap<string, string>>
}

/**
 * Loads every list. Inside a transaction the entries are locked for share until it ends, so a
 * rename or delete of a value cannot slip between this check and the product's write.
 */
export async function loadVocabulary(executor: Executor): Promise<LoadedVocabulary> {
  const names = await findVocabularyNamesForShare(executor)
  const lists = {} as Record<VocabularyList, ReadonlySet<string>>
  const byLowerCase = {} as Record<VocabularyList, ReadonlyMap<string, string>>
  for (const list of Object.keys(names) as VocabularyList[]) {
    lists[list] = new Set(names[list])
    byLowerCase[list] = new Map(names[list].map((name) => [name.toLowerCase(), name]))
  }
  return { lists, byLowerCase }
}

/**
 * The first value of `input` that is not in its list, as the 400 message to show
 * (`Unknown colour "Sunsett Orange". Add it to the colour palette first.`), or undefined when
 * every value is listed. Values must match the listed spelling exactly; one that differs only in
 * capitals gets a "Did you mean" hint. Pure: for a CSV import, load once and call per row.
 */
export function unknownVocabularyIn(
  vocabulary: LoadedVocabulary,
  input: VocabularyValues,
): string | undefined {
  const check = (list: VocabularyList, value: string | undefined): string | undefined => {
    if (value === undefined || value === '' || vocabulary.lists[list].has(value)) return undefined
    const listed = vocabulary.byLowerCase[list].get(value.toLowerCase())
    return listed === undefined
      ? unknownVocabularyMessage(list, value)
      : vocabularyCaseMessage(list, value, listed)
  }
  const checks: [VocabularyList, string | undefined][] = [
    ['categories', input.category],
    ['genders', input.gender],
    ...(input.variants ?? []).flatMap((variant): [VocabularyList, string][] => [
      ['sizes', variant.size],
      ['colors', variant.color],
    ]),
    ...(input.images ?? []).map((image): [VocabularyList, string | undefined] => [
      'colors',
      image.color,
    ]),
  ]
  for (const [list, value] of checks) {
    const message = check(list, value)
    if (message !== undefined) return message
  }
  return undefined
}

/**
 * Loads the lists and checks one product: the message of its first unlisted value, or undefined.
 * Call it with the transaction that writes the product (see `loadVocabulary`).
 */
export async function findUnknownVocabulary(
  executor: Executor,
  input: VocabularyValues,
): Promise<string | undefined> {
  return unknownVocabularyIn(await loadVocabulary(executor), input)
}
