import { randomBytes } from 'node:crypto'
import {
  EMAIL_TAKEN_MESSAGE,
  type LoginBody,
  type RegisterBody,
  type UpdateProfileBody,
} from '@shop/shared/users'
import type { Database, Executor } from '../../db/client.js'
import type { UserRole, UserRow } from '../../db/schema/index.js'
import { badInput, conflict } from '../../lib/app-error.js'
import { findUniqueViolation } from '../../lib/unique-violation.js'
import type { StoredSessionUser } from '../../plugins/auth.js'
import { queueMail } from '../mail/mail.service.js'
import { endAccountLinks } from './account-links.js'
import { requestEmailChange } from './email-changes.js'
import { hashPassword, verifyPassword } from './passwords.js'
import {
  countUsers,
  deleteUserById,
  findFirstAdminEmail,
  findSessionUserById,
  deleteEmailChangeOfUser,
  findPendingEmail,
  findUserByEmail,
  incrementTokenVersion,
  insertRevokedToken,
  insertUser,
  updateUserFields,
  updateUserRole,
} from './users.repository.js'

/** E-mails are compared case-insensitively: stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export async function createUser(
  db: Executor,
  input: { name: string; email: string; password: string; role: UserRole },
): Promise<UserRow> {
  return insertUser(db, {
    name: input.name.trim(),
    email: normalizeEmail(input.email),
    passwordHash: await hashPassword(input.password),
    role: input.role,
  })
}

/** The account of an e-mail, in any letter case. */
export async function findUserByEmailAddress(
  db: Executor,
  email: string,
): Promise<UserRow | undefined> {
  return findUserByEmail(db, normalizeEmail(email))
}

export async function hasAnyUser(db: Executor): Promise<boolean> {
  return (await countUsers(db)) > 0
}

/**
 * docs/product-rules.md § Accounts: a shopper signs up as a customer, whatever the body says; a taken
 * e-mail (in any letter case) is refused with 400. The welcome mail is queued with the account.
 */
export async function registerCustomer(db: Database, body: RegisterBody): Promise<UserRow> {
  const email = normalizeEmail(body.email)
  if (await findUserByEmail(db, email)) throw badInput(EMAIL_TAKEN_MESSAGE)
  // The slow hash is made before the transaction, which then holds no lock while it runs.
  const passwordHash = await hashPassword(body.password)
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        name: body.name.trim(),
        email,
        passwordHash,
        role: 'customer',
      })
      await queueMail(tx, { kind: 'welcome', to: user.email, data: { name: user.name } })
      return user
    })
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw badInput(EMAIL_TAKEN_MESSAGE)
    throw error
  }
}

/** A hash to verify against when the e-mail is unknown, so the answer takes as long either way. */
let timingDecoyHash: Promise<string> | undefined

/**
 * The account an e-mail names and whether the password is its password. An unknown e-mail
 * costs the same hash as a known one, so neither answer nor time tells them apart.
 */
export async function checkLoginPassword(
  db: Executor,
  body: LoginBody,
): Promise<{ user: UserRow | undefined; isMatch: boolean }> {
  const user = await findUserByEmail(db, normalizeEmail(body.email))
  if (!user) {
    timingDecoyHash ??= hashPassword(randomBytes(16).toString('base64url'))
    await verifyPassword(await timingDecoyHash, body.password)
    return { user: undefined, isMatch: false }
  }
  return { user, isMatch: await verifyPassword(user.passwordHash, body.password) }
}

/** Whether `password` is the account's current password (profile and password changes). */
export async function checkOwnPassword(
  db: Executor,
  userId: string,
  email: string,
  password: string,
): Promise<{ user: UserRow | undefined; isMatch: boolean }> {
  const user = await findUserByEmail(db, email)
  if (!user || user.id !== userId) return { user: undefined, isMatch: false }
  return { user, isMatch: await verifyPassword(user.passwordHash, password) }
}

/** Loads the caller of an authenticated request (plugins/auth.ts). */
export async function findSessionUser(
  db: Executor,
  id: string,
  tokenId: string,
): Promise<StoredSessionUser | undefined> {
  return findSessionUserById(db, id, tokenId)
}

/** Logout: this token stops working at once, the account's other sessions go on. */
export async function logOut(
  db: Executor,
  session: { tokenId: string; tokenExpiresAt: Date },
): Promise<void> {
  await insertRevokedToken(db, session.tokenId, session.tokenExpiresAt)
}

/**
 * Log out everywhere: every token issued to the user so far stops working, and so do the
 * account's reset link and pending e-mail change (account-links.ts).
 */
export async function logOutEverywhere(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await incrementTokenVersion(tx, userId)
    await endAccountLinks(tx, userId)
  })
}

/** The caller's account as its profile shows it: the user and the e-mail waiting for confirmation. */
export interface OwnAccount {
  user: UserRow
  pendingEmail: string | null
}

/**
 * Name and e-mail of the caller's own account. The caller has already proved the current
 * password when the e-mail changes (account.service.ts). A new name is saved at once; a new
 * e-mail waits for its confirmation (email-changes.ts), and a taken one is a 409. Naming the
 * current e-mail again drops a pending change.
 */
export async function updateOwnProfile(
  db: Database,
  current: { id: string; name: string; email: string },
  changes: Pick<UpdateProfileBody, 'name' | 'email'>,
): Promise<OwnAccount> {
  const email = changes.email === undefined ? undefined : normalizeEmail(changes.email)
  try {
    return await db.transaction(async (tx) => {
      const updated = await updateUserFields(
        tx,
        current.id,
        { name: changes.name?.trim() },
        { retireTokens: false },
      )
      if (!updated) throw new Error(`The signed-in user ${current.id} has no row`)
      if (email !== undefined && email !== updated.email) {
        await requestEmailChange(tx, updated, email)
      } else if (email !== undefined) {
        await deleteEmailChangeOfUser(tx, updated.id)
      }
      return { user: updated, pendingEmail: await pendingEmailOf(tx, updated.id) }
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE)
    throw error
  }
}

/** The new e-mail the account waits to have confirmed, or null. */
export async function pendingEmailOf(db: Executor, userId: string): Promise<string | null> {
  return (await findPendingEmail(db, userId)) ?? null
}

/** Where contact messages go: SHOP_EMAIL when set, else the first admin's e-mail. */
export async function findShopEmail(
  db: Executor,
  configured: string | undefined,
): Promise<string | undefined> {
  return configured ?? (await findFirstAdminEmail(db))
}

/** A new role takes effect at once: the user's existing tokens stop working. */
export async function changeUserRole(
  db: Executor,
  userId: string,
  role: UserRole,
): Promise<UserRow | undefined> {
  return updateUserRole(db, userId, role)
}

export async function deleteUser(db: Executor, userId: string): Promise<boolean> {
  return deleteUserById(db, userId)
}

/** True for a unique-index refusal: the database decided a race on, say, one e-mail. */
export function isUniqueViolation(error: unknown): boolean {
  return findUniqueViolation(error) !== undefined
}
