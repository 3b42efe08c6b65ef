import {
  VOCABULARY_ORDER_MESSAGE,
  vocabularyInUseMessage,
  vocabularyNotFoundMessage,
  vocabularyTakenMessage,
  type CatalogVocabulary,
  type PaletteColor,
  type VocabularyItem,
  type VocabularyList,
} from '@shop/shared/catalog-vocabulary'
import type { AppDeps } from '../../../app-deps.js'
import type { Executor } from '../../../db/client.js'
import { badInput, conflict, notFound } from '../../../lib/app-error.js'
import { findUniqueViolation } from '../../../lib/unique-violation.js'
import { changedFields } from '../../audit/changed-fields.js'
import { recordAudit, type AuditActor } from '../../audit/record-audit.js'
import { countProductsUsing, renameProductValue } from './vocabulary-values.repository.js'
import {
  deleteVocabularyRow,
  findVocabulary,
  insertVocabularyEntry,
  isNameTaken,
  lockVocabularyEntry,
  setVocabularyOrder,
  updateVocabularyEntry,
  type VocabularyRow,
} from './vocabulary.repository.js'

/**
 * The back office's managed lists (docs/decisions/014-back-office-at-scale.md). Every write runs
 * in one transaction with its audit entry, and drops the catalogue cache afterwards: the shop's
 * filters answer carries the palette and the size order, and a rename changes products.
 */

type VocabularyDeps = Pick<AppDeps, 'db' | 'catalogCache'>

/** The audit log names a record type in the singular: `color.rename`, `size.reorder`. */
const ENTITY_TYPES: Record<VocabularyList, string> = {
  categories: 'category',
  genders: 'gender',
  sizes: 'size',
  colors: 'color',
}

function toItem(list: VocabularyList, row: VocabularyRow): VocabularyItem | PaletteColor {
  return list === 'colors' ? { name: row.name, hex: row.hex ?? '' } : { name: row.name }
}

/** Every list in the owner's order. */
export async function listVocabulary(db: Executor): Promise<CatalogVocabulary> {
  const [categories, genders, sizes, colors] = [
    await findVocabulary(db, 'categories'),
    await findVocabulary(db, 'genders'),
    await findVocabulary(db, 'sizes'),
    await findVocabulary(db, 'colors'),
  ]
  return {
    categories: categories.map((row) => ({ name: row.name })),
    genders: genders.map((row) => ({ name: row.name })),
    sizes: sizes.map((row) => ({ name: row.name })),
    colors: colors.map((row) => ({ name: row.name, hex: row.hex ?? '' })),
  }
}

/** The palette in the owner's order: the storefront's swatches draw these hex values. */
export async function listPalette(db: Executor): Promise<PaletteColor[]> {
  const rows = await findVocabulary(db, 'colors')
  return rows.map((row) => ({ name: row.name, hex: row.hex ?? '' }))
}

/** The sizes in the owner's order. */
export async function listSizeOrder(db: Executor): Promise<string[]> {
  return (await findVocabulary(db, 'sizes')).map((row) => row.name)
}

/** Adds a value at the end of its list; a name already listed (in any capitals) is a 409. */
export async function createVocabularyEntry(
  { db, catalogCache }: VocabularyDeps,
  actor: AuditActor,
  list: VocabularyList,
  input: { name: string; hex?: string },
): Promise<VocabularyItem | PaletteColor> {
  const row = await refuseTakenName(list, input.name, () =>
    db.transaction(async (tx) => {
      if (await isNameTaken(tx, list, input.name)) {
        throw conflict(vocabularyTakenMessage(list, input.name))
      }
      const inserted = await insertVocabularyEntry(tx, list, input)
      await recordAudit(tx, actor, {
        action: `${ENTITY_TYPES[list]}.create`,
        entityType: ENTITY_TYPES[list],
        entityId: input.name,
        entityLabel: input.name,
        changes: changedFields(undefined, input, ['name', 'hex']),
      })
      return inserted
    }),
  )
  catalogCache.clear()
  return toItem(list, row)
}

/**
 * Renames a value (and recolours a palette entry): every product, variant, cart line and image
 * tag with the old name takes the new one in the same transaction.
 */
export async function renameVocabularyEntry(
  { db, catalogCache }: VocabularyDeps,
  actor: AuditActor,
  list: VocabularyList,
  currentName: string,
  changes: { name?: string; hex?: string },
): Promise<VocabularyItem | PaletteColor> {
  const updated = await refuseTakenName(list, changes.name ?? currentName, () =>
    db.transaction(async (tx) => {
      const before = await lockVocabularyEntry(tx, list, currentName)
      if (!before) throw notFound(vocabularyNotFoundMessage(list, currentName))
      const after: VocabularyRow = {
        ...before,
        name: changes.name ?? before.name,
        ...(list === 'colors' && changes.hex !== undefined ? { hex: changes.hex } : {}),
      }
      const renamed = after.name !== before.name
      if (renamed && (await isNameTaken(tx, list, after.name, before.name))) {
        throw conflict(vocabularyTakenMessage(list, after.name))
      }
      await updateVocabularyEntry(tx, list, before.name, {
        ...(renamed ? { name: after.name } : {}),
        ...(list === 'colors' ? { hex: after.hex } : {}),
      })
      const productsChanged = renamed
        ? await renameProductValue(tx, list, before.name, after.name)
        : 0
      const fieldChanges = changedFields(before, after, ['name', 'hex'])
      if (Object.keys(fieldChanges).length > 0) {
        await recordAudit(tx, actor, {
          action: `${ENTITY_TYPES[list]}.${renamed ? 'rename' : 'update'}`,
          entityType: ENTITY_TYPES[list],
          entityId: after.name,
          entityLabel: after.name,
          changes: {
            ...fieldChanges,
            ...(productsChanged > 0 ? { products: { from: null, to: productsChanged } } : {}),
          },
        })
      }
      return after
    }),
  )
  catalogCache.clear()
  return toItem(list, updated)
}

/** Puts a list in a new order: `names` must hold every listed name exactly once. */
export async function reorderVocabulary(
  { db, catalogCache }: VocabularyDeps,
  actor: AuditActor,
  list: VocabularyList,
  names: readonly string[],
): Promise<(VocabularyItem | PaletteColor)[]> {
  const rows = await db.transaction(async (tx) => {
    const current = await findVocabulary(tx, list)
    const before = current.map((row) => row.name)
    const isPermutation =
      names.length === before.length &&
      new Set(names).size === names.length &&
      names.every((name) => before.includes(name))
    if (!isPermutation) throw badInput(VOCABULARY_ORDER_MESSAGE)
    await setVocabularyOrder(tx, list, names)
    await recordAudit(tx, actor, {
      action: `${ENTITY_TYPES[list]}.reorder`,
      entityType: ENTITY_TYPES[list],
      entityLabel: list,
      changes: changedFields({ order: before }, { order: [...names] }, ['order']),
    })
    return findVocabulary(tx, list)
  })
  catalogCache.clear()
  return rows.map((row) => toItem(list, row))
}

/** Deletes a value no product uses; while some do, 409 says how many. */
export async function deleteVocabularyEntry(
  { db, catalogCache }: VocabularyDeps,
  actor: AuditActor,
  list: VocabularyList,
  name: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked first: a product save that checked this value has committed before the count.
    const entry = await lockVocabularyEntry(tx, list, name)
    if (!entry) throw notFound(vocabularyNotFoundMessage(list, name))
    const users = await countProductsUsing(tx, list, entry.name)
    if (users > 0) throw conflict(vocabularyInUseMessage(entry.name, users))
    await deleteVocabularyRow(tx, list, entry.name)
    await recordAudit(tx, actor, {
      action: `${ENTITY_TYPES[list]}.delete`,
      entityType: ENTITY_TYPES[list],
      entityId: entry.name,
      entityLabel: entry.name,
      changes: changedFields(entry, undefined, ['name', 'hex']),
    })
  })
  catalogCache.clear()
}

/**
 * Two admins adding the same name at once both pass the check; the unique index on lower(name)
 * refuses the later one, answered like the check would have (lib/unique-violation.ts).
 */
async function refuseTakenName<T>(
  list: VocabularyList,
  name: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (findUniqueViolation(error)) throw conflict(vocabularyTakenMessage(list, name))
    throw error
  }
}
