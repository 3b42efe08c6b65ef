import { SHORT_ID_LENGTH } from '@shop/shared/limits'
import type { StoreCredit } from '@shop/shared/store-credit'
import type { Executor } from '../../db/client.js'
import { toStoreCreditDto } from './store-credit.mapper.js'
import * as ledger from './store-credit.repository.js'

/**
 * Store credit as the other modules use it (docs/decisions/033-store-credit.md): the balance is
 * `users.store_credit_cents`, every change a row of `store_credit_entries` written in the same
 * transaction, and a change that would take the balance below 0 is refused, never clipped.
 */

export type { StoreCreditChange } from './store-credit.repository.js'

/** The caller's balance and history, newest first (`GET /api/users/store-credit`). */
export async function getStoreCredit(db: Executor, userId: string): Promise<StoreCredit> {
  const [balanceCents, entries] = await Promise.all([
    ledger.findStoreCreditBalance(db, userId),
    ledger.listStoreCreditEntries(db, userId),
  ])
  return toStoreCreditDto(balanceCents, entries)
}

/** A customer's balance in cents; 0 for an unknown account. */
export function findStoreCreditBalance(db: Executor, userId: string): Promise<number> {
  return ledger.findStoreCreditBalance(db, userId)
}

/**
 * Moves a customer's balance and records why, in the caller's transaction. Answers the new
 * balance in cents, or null when the balance cannot cover a negative change (nothing written).
 */
export function changeStoreCredit(
  tx: Executor,
  change: ledger.StoreCreditChange,
): Promise<number | null> {
  return ledger.changeStoreCredit(tx, change)
}

/** How an order's spend reads in the history: `Order #1a2b3c4d`, as the order pages name it. */
export function orderCreditReason(orderId: string): string {
  return `Order #${orderId.slice(0, SHORT_ID_LENGTH)}`
}

/**
 * Spends `amountCents` of the customer's credit on an order, inside the order's transaction.
 * False when the balance no longer covers it (spent by another checkout meanwhile): then nothing
 * was written and the caller undoes its transaction.
 */
export async function spendStoreCreditOnOrder(
  tx: Executor,
  spend: { userId: string; amountCents: number; orderId: string },
): Promise<boolean> {
  const balance = await ledger.changeStoreCredit(tx, {
    userId: spend.userId,
    amountCents: -spend.amountCents,
    reason: orderCreditReason(spend.orderId),
    orderId: spend.orderId,
  })
  return balance !== null
}
