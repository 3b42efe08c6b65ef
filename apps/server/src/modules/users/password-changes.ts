import { PASSWORD_RESET_LINK_MINUTES } from '@shop/shared/limits'
import { PASSWORD_RESET_INVALID_MESSAGE, SAME_PASSWORD_MESSAGE } from '@shop/shared/users'
import type { Database, Executor } from '../../db/client.js'
import type { UserRow } from '../../db/schema/index.js'
import { badInput } from '../../lib/app-error.js'
import { queueMail } from '../mail/mail.service.js'
import { endAccountLinks } from './account-links.js'
import { hashLinkToken, newLinkToken } from './link-tokens.js'
import { hashPassword, verifyPassword } from './passwords.js'
import {
  deletePasswordResetToken,
  findUserByEmail,
  findUserIdByResetToken,
  updatePasswordHash,
  upsertPasswordResetToken,
} from './users.repository.js'
import { normalizeEmail } from './users.service.js'

/**
 * Every way an account's password changes (docs/product-rules.md § Accounts): by its owner, by a reset
 * link, or by the shop's operator on the server. Each one ends every session and every mailed
 * link of the account and mails its owner, in the same transaction as the change.
 */

/**
 * Sets the password of the account `takeUserId` names inside the transaction (none: the link
 * was not valid) and queues the "password changed" mail with it. The slow hash comes first, so
 * the transaction holds its locks only for the writes.
 */
async function replacePassword(
  db: Database,
  password: string,
  takeUserId: (tx: Executor) => Promise<string | undefined>,
): Promise<UserRow> {
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const userId = await takeUserId(tx)
    const user =
      userId === undefined ? undefined : await updatePasswordHash(tx, userId, passwordHash)
    if (!user) throw badInput(PASSWORD_RESET_INVALID_MESSAGE)
    // Whoever held a reset link or a pending e-mail change of the old password's time loses it.
    await endAccountLinks(tx, user.id)
    await queueMail(tx, {
      kind: 'password_changed',
      to: user.email,
      data: { name: user.name, changedAt: new Date().toISOString() },
    })
    return user
  })
}

/**
 * The signed-in owner's new password; the current one has been checked by the caller. Every
 * other session ends; the caller issues the new session's token from the returned account.
 */
export async function changeOwnPassword(
  db: Database,
  user: UserRow,
  newPassword: string,
): Promise<UserRow> {
  if (await verifyPassword(user.passwordHash, newPassword)) throw badInput(SAME_PASSWORD_MESSAGE)
  return replacePassword(db, newPassword, async () => user.id)
}

/**
 * A reset link for the account of `email`, if there is one: a new token replaces any older one
 * and the mail is queued with it. An unknown address does nothing, and says nothing.
 */
export async function requestPasswordReset(db: Database, email: string): Promise<void> {
  const user = await findUserByEmail(db, normalizeEmail(email))
  if (!user) return
  const token = newLinkToken()
  await db.transaction(async (tx) => {
    await upsertPasswordResetToken(tx, {
      userId: user.id,
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_LINK_MINUTES * 60_000),
    })
    await queueMail(tx, {
      kind: 'password_reset',
      to: user.email,
      data: {
        name: user.name,
        resetPath: `/reset-password?token=${token}`,
        validMinutes: PASSWORD_RESET_LINK_MINUTES,
      },
    })
  })
}

/**
 * Uses a reset token: an unknown, expired or used one is refused (400) before any hash is made.
 * Using it and setting the password are one transaction, so of two parallel uses one wins.
 */
export async function resetPasswordWithToken(
  db: Database,
  token: string,
  password: string,
): Promise<UserRow> {
  const tokenHash = hashLinkToken(token)
  if ((await findUserIdByResetToken(db, tokenHash)) === undefined) {
    throw badInput(PASSWORD_RESET_INVALID_MESSAGE)
  }
  return replacePassword(db, password, (tx) => deletePasswordResetToken(tx, tokenHash))
}

/** The operator's recovery on the server (`npm run admin -- reset-password`). */
export async function setPasswordByOperator(
  db: Database,
  userId: string,
  password: string,
): Promise<UserRow> {
  return replacePassword(db, password, async () => userId)
}
