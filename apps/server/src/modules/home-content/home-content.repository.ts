import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { homeContent, type HomeContentRow } from '../../db/schema/index.js'

/** What the owner sets of the home page: the row without its id and date. */
export type HomeContentValues = Omit<HomeContentRow, 'id' | 'updatedAt'>

const ROW_ID = 1

export async function findHomeContent(db: Executor): Promise<HomeContentRow | undefined> {
  const [row] = await db.select().from(homeContent).where(eq(homeContent.id, ROW_ID))
  return row
}

/** Writes the row with these values unless it exists (the first start's content). */
export async function insertHomeContentIfAbsent(
  db: Executor,
  values: HomeContentValues,
): Promise<void> {
  await db
    .insert(homeContent)
    .values({ ...values, id: ROW_ID })
    .onConflictDoNothing()
}

/**
 * The row, locked until the transaction ends. A shop never saved gets its row first, with
 * `startingValues`, so two first saves at once also run in turn and the second's audit entry
 * starts from what the first saved.
 */
export async function lockHomeContent(
  tx: Executor,
  startingValues: HomeContentValues,
): Promise<HomeContentRow> {
  await insertHomeContentIfAbsent(tx, startingValues)
  const [row] = await tx.select().from(homeContent).where(eq(homeContent.id, ROW_ID)).for('update')
  if (!row) throw new Error('The home content row was inserted but cannot be read back.')
  return row
}

/** Replaces the locked row's content; the caller holds its lock. */
export async function updateHomeContentRow(
  tx: Executor,
  values: HomeContentValues,
): Promise<HomeContentRow> {
  const [row] = await tx
    .update(homeContent)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(homeContent.id, ROW_ID))
    .returning()
  if (!row) throw new Error('The locked home content row could not be updated.')
  return row
}
