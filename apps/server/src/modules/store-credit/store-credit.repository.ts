import { and, desc, eq, gte, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { storeCreditEntries, users, type StoreCreditEntryRow } from '../../db/schema/index.js'

/** One change of a customer's credit and what it is for. */
export interface StoreCreditChange {
  userId: string
  /** Positive adds credit, negative spends or removes it; never 0. */
  amountCents: number
  reason: string
  orderId?: string | null
  returnId?: string | null
}

/**
 * Changes a customer's balance and writes the entry that says why, in the caller's transaction
 * (docs/decisions/033-store-credit.md). The balance moves in one conditional UPDATE:
 * it locks the user's row, and PostgreSQL checks the condition again on the row as it is once
 * an earlier writer commits, so transactions spending the same credit at once can never take it
 * below 0. Answers the new balance, or null when the change would take it below 0 (or the
 * account is gone), and then writes nothing.
 */
export async function changeStoreCredit(
  tx: Executor,
  change: StoreCreditChange,
): Promise<number | null> {
  if (!Number.isSafeInteger(change.amountCents) || change.amountCents === 0) {
    throw new RangeError(`Not a store credit change: ${String(change.amountCents)}`)
  }
  const [updated] = await tx
    .update(users)
    .set({ storeCreditCents: sql`${users.storeCreditCents} + ${change.amountCents}` })
    .where(
      and(
        eq(users.id, change.userId),
        gte(sql`${users.storeCreditCents} + ${change.amountCents}`, 0),
      ),
    )
    .returning({ balanceCents: users.storeCreditCents })
  if (!updated) return null
  await tx.insert(storeCreditEntries).values({
    userId: change.userId,
    amountCents: change.amountCents,
    reason: change.reason,
    orderId: change.orderId ?? null,
    returnId: change.returnId ?? null,
  })
  return updated.balanceCents
}

/** An account as its credit is managed: its e-mail (for the audit log) and balance. */
export interface StoreCreditAccount {
  id: string
  email: string
  balanceCents: number
}

const accountColumns = { id: users.id, email: users.email, balanceCents: users.storeCreditCents }

export async function findStoreCreditAccount(
  db: Executor,
  userId: string,
): Promise<StoreCreditAccount | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId))
  return row
}

/** The account, locked until the transaction ends: its balance holds until the change is written. */
export async function lockStoreCreditAccount(
  tx: Executor,
  userId: string,
): Promise<StoreCreditAccount | undefined> {
  const [row] = await tx
    .select(accountColumns)
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  return row
}

/** A customer's balance in cents; 0 for an unknown account. */
export async function findStoreCreditBalance(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ balanceCents: users.storeCreditCents })
    .from(users)
    .where(eq(users.id, userId))
  return row?.balanceCents ?? 0
}

/** A customer's credit history, newest first. */
export function listStoreCreditEntries(
  db: Executor,
  userId: string,
): Promise<StoreCreditEntryRow[]> {
  return db
    .select()
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.userId, userId))
    .orderBy(desc(storeCreditEntries.createdAt), desc(storeCreditEntries.id))
}
