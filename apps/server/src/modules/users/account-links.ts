import type { Executor } from '../../db/client.js'
import { deleteEmailChangeOfUser, deletePasswordResetTokenOfUser } from './users.repository.js'

/**
 * Ends every mailed link of an account: its password-reset link and a pending e-mail change.
 * Called with a new password (by its owner, a reset or the operator) and on log out everywhere,
 * so an owner who takes the account back also takes back every link someone else may hold.
 */
export async function endAccountLinks(tx: Executor, userId: string): Promise<void> {
  await deletePasswordResetTokenOfUser(tx, userId)
  await deleteEmailChangeOfUser(tx, userId)
}
