import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { shopPages, type ShopPageRow } from '../../db/schema/index.js'

/** What the owner writes of a page. */
export type PageText = Pick<ShopPageRow, 'title' | 'body'>

export async function findPage(db: Executor, slug: string): Promise<ShopPageRow | undefined> {
  const [row] = await db.select().from(shopPages).where(eq(shopPages.slug, slug))
  return row
}

/**
 * The page's row, locked until the transaction ends. A page never saved gets its row first, with
 * `startingText`, so two first saves at once also run one after the other and the second sees
 * the first's text as its "before".
 */
export async function lockPage(
  tx: Executor,
  slug: string,
  startingText: PageText,
): Promise<ShopPageRow> {
  await tx
    .insert(shopPages)
    .values({ slug, ...startingText })
    .onConflictDoNothing({ target: shopPages.slug })
  const [row] = await tx.select().from(shopPages).where(eq(shopPages.slug, slug)).for('update')
  if (!row) throw new Error(`The page ${slug} was inserted but cannot be read back.`)
  return row
}

/** Replaces the locked page's text; the caller holds its row lock. */
export async function updatePageText(
  tx: Executor,
  slug: string,
  text: PageText,
): Promise<ShopPageRow> {
  const [row] = await tx
    .update(shopPages)
    .set({ ...text, updatedAt: sql`now()` })
    .where(eq(shopPages.slug, slug))
    .returning()
  if (!row) throw new Error(`The locked page ${slug} could not be updated.`)
  return row
}
