import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { shopSettings, type ShopSettingsRow } from '../../db/schema/index.js'

export type ShopSettingsValues = Omit<ShopSettingsRow, 'id' | 'updatedAt'>

const ROW_ID = 1

export async function findShopSettings(db: Executor): Promise<ShopSettingsRow | undefined> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, ROW_ID))
  return row
}

/** Writes the row with these values unless it exists; answers whether it was written. */
export async function insertShopSettingsIfAbsent(
  db: Executor,
  values: ShopSettingsValues,
): Promise<boolean> {
  const written = await db
    .insert(shopSettings)
    .values({ ...values, id: ROW_ID })
    .onConflictDoNothing()
    .returning({ id: shopSettings.id })
  return written.length > 0
}

/** The row, locked until the transaction ends: two saves of different fields both land. */
export async function lockShopSettings(tx: Executor): Promise<ShopSettingsRow | undefined> {
  const [row] = await tx
    .select()
    .from(shopSettings)
    .where(eq(shopSettings.id, ROW_ID))
    .for('update')
  return row
}

export async function updateShopSettingsRow(
  tx: Executor,
  values: ShopSettingsValues,
): Promise<ShopSettingsRow> {
  const [row] = await tx
    .update(shopSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shopSettings.id, ROW_ID))
    .returning()
  if (!row) throw new Error('The shop settings row is missing.')
  return row
}
