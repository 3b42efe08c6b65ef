import { EMAIL_CONFIRMATION_LINK_MINUTES } from '@shop/shared/limits'
import { EMAIL_CONFIRMATION_INVALID_MESSAGE, EMAIL_TAKEN_MESSAGE } from '@shop/shared/users'
import type { Database, Executor } from '../../db/client.js'
import type { UserRow } from '../../db/schema/index.js'
import { badInput, conflict } from '../../lib/app-error.js'
import { findUniqueViolation } from '../../lib/unique-violation.js'
import { queueMail } from '../mail/mail.service.js'
import { hashLinkToken, newLinkToken } from './link-tokens.js'
import {
  deletePasswordResetTokenOfUser,
  findUserByEmail,
  lockUserById,
  takeEmailChange,
  updateUserFields,
  upsertEmailChange,
} from './users.repository.js'

/**
 * A new e-mail address takes effect only once it is confirmed from a link mailed to it
 * (docs/api.md § Accounts): until then the account signs in and is written to at its old
 * address, and that address is told of the request.
 */

/**
 * Records `newEmail` (normalized, already checked to differ from the account's) as waiting for
 * confirmation, in the caller's transaction, and queues the link to the new address and the
 * notice to the old one. A newer request replaces an older one and its link.
 */
export async function requestEmailChange(
  tx: Executor,
  user: Pick<UserRow, 'id' | 'name' | 'email'>,
  newEmail: string,
): Promise<void> {
  if (await findUserByEmail(tx, newEmail)) throw conflict(EMAIL_TAKEN_MESSAGE)
  const token = newLinkToken()
  await upsertEmailChange(tx, {
    userId: user.id,
    newEmail,
    tokenHash: hashLinkToken(token),
    expiresAt: new Date(Date.now() + EMAIL_CONFIRMATION_LINK_MINUTES * 60_000),
  })
  await queueMail(tx, {
    kind: 'email_confirmation',
    to: newEmail,
    data: {
      name: user.name,
      newEmail,
      confirmPath: `/confirm-email?token=${token}`,
      validMinutes: EMAIL_CONFIRMATION_LINK_MINUTES,
    },
  })
  await queueMail(tx, {
    kind: 'email_change_requested',
    to: user.email,
    data: { name: user.name, newEmail, requestedAt: new Date().toISOString() },
  })
}

/**
 * Uses a confirmation token: the account's e-mail becomes the confirmed address, its reset link
 * stops working and the old address is told. An unknown, expired or used token is a 400; an
 * address another account took meanwhile is a 409 (the unique index decides a race).
 */
export async function confirmEmailChange(db: Database, token: string): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      const change = await takeEmailChange(tx, hashLinkToken(token))
      const before = change && (await lockUserById(tx, change.userId))
      if (!change || !before) throw badInput(EMAIL_CONFIRMATION_INVALID_MESSAGE)
      const holder = await findUserByEmail(tx, change.newEmail)
      if (holder && holder.id !== before.id) throw conflict(EMAIL_TAKEN_MESSAGE)
      const updated = await updateUserFields(
        tx,
        before.id,
        { email: change.newEmail },
        { retireTokens: false },
      )
      if (!updated) throw badInput(EMAIL_CONFIRMATION_INVALID_MESSAGE)
      // A reset link went to the old address: it must not outlive the address.
      await deletePasswordResetTokenOfUser(tx, before.id)
      if (before.email !== updated.email) {
        await queueMail(tx, {
          kind: 'email_changed',
          to: before.email,
          data: {
            name: updated.name,
            newEmail: updated.email,
            changedAt: new Date().toISOString(),
          },
        })
      }
      return updated
    })
  } catch (error) {
    if (findUniqueViolation(error) !== undefined) throw conflict(EMAIL_TAKEN_MESSAGE)
    throw error
  }
}
