import {
  LAST_ADMIN_DELETE_MESSAGE,
  LAST_ADMIN_DEMOTE_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  type AdminUser,
  type UpdateUserBody,
} from '@shop/shared/admin'
import { isUuid } from '@shop/shared/common'
import { EMAIL_TAKEN_MESSAGE } from '@shop/shared/users'
import type { Database } from '../../db/client.js'
import type { UserRole } from '../../db/schema/index.js'
import { conflict, notFound } from '../../lib/app-error.js'
import { changedFields } from '../audit/changed-fields.js'
import { recordAudit, type AuditActor } from '../audit/record-audit.js'
import { endAccountLinks } from './account-links.js'
import { toAdminUserDto } from './user.mapper.js'
import {
  deleteUserById,
  findUserByEmail,
  lockAdminIds,
  lockUserById,
  updateUserFields,
} from './users.repository.js'
import * as accounts from './users.service.js'
import { isUniqueViolation, normalizeEmail } from './users.service.js'

/**
 * The admin's user management (docs/product-rules.md § Admin). The shop always keeps one admin: a
 * demotion or deletion locks every admin row first, so two admins removing each other at the
 * same moment run one after the other and the second finds only itself left.
 */

/** What the audit log keeps of an account: never its password hash or token version. */
const AUDITED_USER_FIELDS = ['name', 'email', 'role'] as const

/** docs/product-rules.md § Validation, Admin add user. A taken e-mail (any letter case) is a 409 conflict. */
export async function createUser(
  db: Database,
  actor: AuditActor,
  input: { name: string; email: string; password: string; role: UserRole },
): Promise<AdminUser> {
  if (await findUserByEmail(db, normalizeEmail(input.email))) throw conflict(EMAIL_TAKEN_MESSAGE)
  try {
    return await db.transaction(async (tx) => {
      const user = await accounts.createUser(tx, input)
      await recordAudit(tx, actor, {
        action: 'user.create',
        entityType: 'user',
        entityId: user.id,
        entityLabel: user.email,
        changes: changedFields(undefined, user, AUDITED_USER_FIELDS),
      })
      return toAdminUserDto(user)
    })
  } catch (error) {
    // Two adds of one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE)
    throw error
  }
}

/**
 * Changes name, e-mail and role. A new role retires the user's tokens at once; the last admin
 * cannot be demoted (409); a taken e-mail is a 409.
 */
export async function updateUser(
  db: Database,
  actor: AuditActor,
  id: string,
  body: UpdateUserBody,
): Promise<AdminUser> {
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND_MESSAGE)
  try {
    return await db.transaction(async (tx) => {
      const adminIds = await lockAdminIds(tx)
      const user = await lockUserById(tx, id)
      if (!user) throw notFound(USER_NOT_FOUND_MESSAGE)

      const isRoleChange = body.role !== undefined && body.role !== user.role
      if (isRoleChange && user.role === 'admin' && adminIds.length <= 1) {
        throw conflict(LAST_ADMIN_DEMOTE_MESSAGE)
      }
      const email = body.email === undefined ? undefined : normalizeEmail(body.email)
      if (email !== undefined && email !== user.email) {
        const holder = await findUserByEmail(tx, email)
        if (holder) throw conflict(EMAIL_TAKEN_MESSAGE)
      }

      const updated = await updateUserFields(
        tx,
        id,
        { name: body.name, email, role: body.role },
        { retireTokens: isRoleChange },
      )
      if (!updated) throw notFound(USER_NOT_FOUND_MESSAGE)
      // Links mailed to the old address must not outlive it.
      if (updated.email !== user.email) await endAccountLinks(tx, id)
      await recordAudit(tx, actor, {
        action: isRoleChange ? 'user.role' : 'user.update',
        entityType: 'user',
        entityId: id,
        entityLabel: updated.email,
        changes: changedFields(user, updated, AUDITED_USER_FIELDS),
      })
      return toAdminUserDto(updated)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE)
    throw error
  }
}

/**
 * Deletes an account; its tokens stop at once (auth loads the user per request) and its orders
 * stay, without a user. The last admin cannot be deleted (409).
 */
export async function deleteUser(db: Database, actor: AuditActor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND_MESSAGE)
  await db.transaction(async (tx) => {
    const adminIds = await lockAdminIds(tx)
    const user = await lockUserById(tx, id)
    if (!user) throw notFound(USER_NOT_FOUND_MESSAGE)
    if (user.role === 'admin' && adminIds.length <= 1) throw conflict(LAST_ADMIN_DELETE_MESSAGE)
    await deleteUserById(tx, id)
    await recordAudit(tx, actor, {
      action: 'user.delete',
      entityType: 'user',
      entityId: id,
      entityLabel: user.email,
      changes: changedFields(user, undefined, AUDITED_USER_FIELDS),
    })
  })
}
