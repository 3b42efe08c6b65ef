import type { StoreCredit, StoreCreditEntry } from '@shop/shared/store-credit'
import type { AuditFieldChange, StoreCreditEntryRow } from '../../db/schema/index.js'
import { fromCents } from '../../lib/money.js'

export function toStoreCreditEntryDto(row: StoreCreditEntryRow): StoreCreditEntry {
  return {
    amount: fromCents(row.amountCents),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    ...(row.orderId === null ? {} : { orderId: row.orderId }),
    ...(row.returnId === null ? {} : { returnId: row.returnId }),
  }
}

/** A balance and its history (newest first) as the customer and the back office read them. */
export function toStoreCreditDto(
  balanceCents: number,
  entries: readonly StoreCreditEntryRow[],
): StoreCredit {
  return { balance: fromCents(balanceCents), entries: entries.map(toStoreCreditEntryDto) }
}

/** What the audit log keeps of an owner's grant or removal: the balance in dollars and why. */
export function toStoreCreditAuditChanges(
  beforeCents: number,
  afterCents: number,
  reason: string,
): Record<string, AuditFieldChange> {
  return {
    storeCredit: { from: fromCents(beforeCents), to: fromCents(afterCents) },
    reason: { from: null, to: reason },
  }
}
