import { and, count, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { discountCodes, discountRedemptions, type DiscountRow } from '../../db/schema/index.js'

/** The code, whatever the case it is typed in (the unique index is on lower(code)). */
export async function findDiscountByCode(
  db: Executor,
  code: string,
): Promise<DiscountRow | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(sql`lower(${discountCodes.code}) = lower(${code})`)
  return row
}

/** The code's row, locked until the transaction ends: redemptions of it run one at a time. */
export async function lockDiscount(tx: Executor, id: string): Promise<DiscountRow | undefined> {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update')
  return row
}

export async function countRedemptionsOfCustomer(
  db: Executor,
  discountId: string,
  userId: string,
): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(discountRedemptions)
    .where(
      and(eq(discountRedemptions.discountId, discountId), eq(discountRedemptions.userId, userId)),
    )
  return row?.uses ?? 0
}

/** Records one use of the code by an order; the caller holds the code's row lock. */
export async function recordRedemption(
  tx: Executor,
  redemption: { discountId: string; orderId: string; userId: string },
): Promise<void> {
  await tx.insert(discountRedemptions).values(redemption)
  await tx
    .update(discountCodes)
    .set({ timesUsed: sql`${discountCodes.timesUsed} + 1` })
    .where(eq(discountCodes.id, redemption.discountId))
}
