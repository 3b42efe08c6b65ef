import { USER_NOT_FOUND_MESSAGE } from '@shop/shared/admin'
import { isUuid } from '@shop/shared/common'
import {
  storeCreditBelowZeroMessage,
  type AdjustStoreCreditBody,
  type StoreCredit,
} from '@shop/shared/store-credit'
import type { Database } from '../../db/client.js'
import { conflict, notFound } from '../../lib/app-error.js'
import { toCents } from '../../lib/money.js'
import { recordAudit, type AuditActor } from '../audit/record-audit.js'
import { toStoreCreditAuditChanges, toStoreCreditDto } from './store-credit.mapper.js'
import {
  changeStoreCredit,
  findStoreCreditAccount,
  findStoreCreditBalance,
  listStoreCreditEntries,
  lockStoreCreditAccount,
} from './store-credit.repository.js'

/** The owner's view of a customer's store credit; an unknown account is a 404. */
export async function getStoreCredit(db: Database, userId: string): Promise<StoreCredit> {
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND_MESSAGE)
  const [account, entries] = await Promise.all([
    findStoreCreditAccount(db, userId),
    listStoreCreditEntries(db, userId),
  ])
  if (!account) throw notFound(USER_NOT_FOUND_MESSAGE)
  return toStoreCreditDto(account.balanceCents, entries)
}

/**
 * The owner grants (positive `amount`) or removes (negative) store credit with a reason, in one
 * transaction with its audit entry. The account's row is locked first, so the check against the
 * balance holds until the change is written; a removal beyond the balance is a 409 that names
 * it, and nothing is written.
 */
export async function adjustStoreCredit(
  db: Database,
  actor: AuditActor,
  userId: string,
  body: AdjustStoreCreditBody,
): Promise<StoreCredit> {
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND_MESSAGE)
  const amountCents = toCents(body.amount)
  return db.transaction(async (tx) => {
    const account = await lockStoreCreditAccount(tx, userId)
    if (!account) throw notFound(USER_NOT_FOUND_MESSAGE)
    const balanceCents = await changeStoreCredit(tx, {
      userId,
      amountCents,
      reason: body.reason,
    })
    if (balanceCents === null) {
      throw conflict(storeCreditBelowZeroMessage(await findStoreCreditBalance(tx, userId)))
    }
    await recordAudit(tx, actor, {
      action: 'user.store_credit',
      entityType: 'user',
      entityId: userId,
      entityLabel: account.email,
      changes: toStoreCreditAuditChanges(account.balanceCents, balanceCents, body.reason),
    })
    return toStoreCreditDto(balanceCents, await listStoreCreditEntries(tx, userId))
  })
}
