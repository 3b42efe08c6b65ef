import type { ChangePasswordBody, UpdateProfileBody } from '@shop/shared/users'
import type { UserRow } from '../../db/schema/index.js'
import type { SessionUser } from '../../plugins/auth.js'
import { changeOwnPassword } from './password-changes.js'
import { confirmCurrentPassword, type SignInDeps } from './sign-in.service.js'
import { normalizeEmail, updateOwnProfile, type OwnAccount } from './users.service.js'

/** The signed-in customer's own account (docs/product-rules.md § Accounts): profile and password. */

/** Name and e-mail; a new e-mail needs the current password first and waits for confirmation. */
export async function updateProfile(
  deps: SignInDeps,
  session: SessionUser,
  body: UpdateProfileBody,
  address: string,
): Promise<OwnAccount> {
  const isEmailChange = body.email !== undefined && normalizeEmail(body.email) !== session.email
  if (isEmailChange) await confirmCurrentPassword(deps, session, body.currentPassword, address)
  return updateOwnProfile(deps.db, session, { name: body.name, email: body.email })
}

/** A new password after the current one; every session of the account ends but the new one. */
export async function changePassword(
  deps: SignInDeps,
  session: SessionUser,
  body: ChangePasswordBody,
  address: string,
): Promise<UserRow> {
  const user = await confirmCurrentPassword(deps, session, body.currentPassword, address)
  return changeOwnPassword(deps.db, user, body.newPassword)
}
