import { and, count, eq, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import {
  discountCodes,
  discountRedemptions,
  type DiscountRow,
  type NewDiscountRow,
} from '../../db/schema/index.js'

/** The unique index that keeps codes apart without regard to case (db/schema/discounts.ts). */
export const DISCOUNT_CODE_UNIQUE_INDEX = 'discount_codes_code_lower_idx'

/** The columns the back office writes; uses and timestamps are the database's. */
export type DiscountValues = Omit<NewDiscountRow, 'id' | 'timesUsed' | 'createdAt' | 'updatedAt'>

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

/** Whether another code (any case) already reads `code`; `exceptId` is the code being edited. */
export async function isDiscountCodeTaken(
  db: Executor,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  const sameCode = sql`lower(${discountCodes.code}) = lower(${code})`
  const [row] = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(exceptId === undefined ? sameCode : and(sameCode, ne(discountCodes.id, exceptId)))
    .limit(1)
  return row !== undefined
}

export async function insertDiscount(db: Executor, values: DiscountValues): Promise<DiscountRow> {
  const [row] = await db.insert(discountCodes).values(values).returning()
  if (!row) throw new Error('The discount code was not inserted.')
  return row
}

export async function updateDiscountValues(
  tx: Executor,
  id: string,
  values: DiscountValues,
): Promise<DiscountRow | undefined> {
  const [row] = await tx
    .update(discountCodes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(discountCodes.id, id))
    .returning()
  return row
}

/** Deletes the code and, by cascade, its uses; orders keep their copied code and amount. */
export async function deleteDiscountById(db: Executor, id: string): Promise<boolean> {
  const deleted = await db
    .delete(discountCodes)
    .where(eq(discountCodes.id, id))
    .returning({ id: discountCodes.id })
  return deleted.length > 0
}
