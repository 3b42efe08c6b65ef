import type { VocabularyList } from '@shop/shared/catalog-vocabulary'
import { asc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client.js'
import {
  productCategories,
  productColors,
  productGenders,
  productSizes,
} from '../../../db/schema/index.js'

/**
 * The four lists share their `name` and `position` columns; the palette adds `hex`. The name
 * lists are read through one table type (their columns are the same), the palette by itself.
 */
type NameTable = typeof productCategories

const TABLES: Record<VocabularyList, NameTable> = {
  categories: productCategories,
  genders: productGenders as unknown as NameTable,
  sizes: productSizes as unknown as NameTable,
  colors: productColors as unknown as NameTable,
}

export interface VocabularyRow {
  name: string
  position: number
  /** Colours only. */
  hex?: string
}

/** Every entry of a list in the owner's order (then by name, for entries added at one position). */
export async function findVocabulary(db: Executor, list: VocabularyList): Promise<VocabularyRow[]> {
  if (list === 'colors') {
    return db
      .select({
        name: productColors.name,
        position: productColors.position,
        hex: productColors.hex,
      })
      .from(productColors)
      .orderBy(asc(productColors.position), asc(productColors.name))
  }
  const table = TABLES[list]
  return db
    .select({ name: table.name, position: table.position })
    .from(table)
    .orderBy(asc(table.position), asc(table.name))
}

/**
 * The entry named `name` without regard to case, locked for the rest of the transaction: a
 * rename or delete waits for product saves that checked the value (they lock it for share).
 */
export async function lockVocabularyEntry(
  tx: Executor,
  list: VocabularyList,
  name: string,
): Promise<VocabularyRow | undefined> {
  if (list === 'colors') {
    const [row] = await tx
      .select({
        name: productColors.name,
        position: productColors.position,
        hex: productColors.hex,
      })
      .from(productColors)
      .where(sql`lower(${productColors.name}) = lower(${name})`)
      .for('update')
    return row
  }
  const table = TABLES[list]
  const [row] = await tx
    .select({ name: table.name, position: table.position })
    .from(table)
    .where(sql`lower(${table.name}) = lower(${name})`)
    .for('update')
  return row
}

/** Whether another entry than `exceptName` has this name without regard to case. */
export async function isNameTaken(
  db: Executor,
  list: VocabularyList,
  name: string,
  exceptName?: string,
): Promise<boolean> {
  const table = TABLES[list]
  const [row] = await db
    .select({ name: table.name })
    .from(table)
    .where(
      exceptName === undefined
        ? sql`lower(${table.name}) = lower(${name})`
        : sql`lower(${table.name}) = lower(${name}) and ${table.name} <> ${exceptName}`,
    )
  return row !== undefined
}

/** Adds an entry after the last one. */
export async function insertVocabularyEntry(
  tx: Executor,
  list: VocabularyList,
  entry: { name: string; hex?: string },
): Promise<VocabularyRow> {
  const table = TABLES[list]
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${table.position}), -1)::int` })
    .from(table)
  const position = (last?.position ?? -1) + 1
  if (list === 'colors') {
    await tx.insert(productColors).values({ name: entry.name, hex: entry.hex ?? '', position })
  } else {
    await tx.insert(table).values({ name: entry.name, position })
  }
  return { ...entry, position }
}

export async function updateVocabularyEntry(
  tx: Executor,
  list: VocabularyList,
  name: string,
  changes: { name?: string; hex?: string },
): Promise<void> {
  if (list === 'colors') {
    await tx.update(productColors).set(changes).where(eq(productColors.name, name))
    return
  }
  if (changes.name === undefined) return
  const table = TABLES[list]
  await tx.update(table).set({ name: changes.name }).where(eq(table.name, name))
}

/** Positions 0, 1, 2… in the given order. */
export async function setVocabularyOrder(
  tx: Executor,
  list: VocabularyList,
  names: readonly string[],
): Promise<void> {
  const table = TABLES[list]
  for (const [position, name] of names.entries()) {
    await tx.update(table).set({ position }).where(eq(table.name, name))
  }
}

export async function deleteVocabularyRow(
  tx: Executor,
  list: VocabularyList,
  name: string,
): Promise<void> {
  const table = TABLES[list]
  await tx.delete(table).where(eq(table.name, name))
}

/**
 * Every list's names, each entry locked for share when `db` is a transaction: a rename or delete
 * of a value waits until the product saved with it has committed (docs/decisions/014).
 */
export async function findVocabularyNamesForShare(
  db: Executor,
): Promise<Record<VocabularyList, string[]>> {
  const names = async (table: NameTable) =>
    (await db.select({ name: table.name }).from(table).for('share')).map((row) => row.name)
  // One after the other: a transaction holds one connection.
  const categories = await names(TABLES.categories)
  const genders = await names(TABLES.genders)
  const sizes = await names(TABLES.sizes)
  const colors = await names(TABLES.colors)
  return { categories, genders, sizes, colors }
}
