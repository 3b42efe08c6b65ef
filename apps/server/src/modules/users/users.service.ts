import { randomBytes } from 'node:crypto'
import { EMAIL_TAKEN_MESSAGE, type LoginBody, type RegisterBody } from '@shop/shared/users'
import type { Executor } from '../../db/client.js'
import type { UserRole, UserRow } from '../../db/schema/index.js'
import { badInput } from '../../lib/app-error.js'
import type { SessionUser } from '../../plugins/auth.js'
import { hashPassword, verifyPassword } from './passwords.js'
import {
  countUsers,
  deleteUserById,
  findSessionUserById,
  findUserByEmail,
  incrementTokenVersion,
  insertUser,
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

export async function hasAnyUser(db: Executor): Promise<boolean> {
  return (await countUsers(db)) > 0
}

/**
 * api-contract § Accounts: a shopper signs up as a customer, whatever the body says; a taken
 * e-mail (in any letter case) is refused with 400.
 */
export async function registerCustomer(db: Executor, body: RegisterBody): Promise<UserRow> {
  if (await findUserByEmail(db, normalizeEmail(body.email))) throw badInput(EMAIL_TAKEN_MESSAGE)
  try {
    return await createUser(db, { ...body, role: 'customer' })
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw badInput(EMAIL_TAKEN_MESSAGE)
    throw error
  }
}

/** A hash to verify against when the e-mail is unknown, so the answer takes as long either way. */
let timingDecoyHash: Promise<string> | undefined

/**
 * The account for a correct e-mail and password, else null: the caller cannot tell (by answer
 * or by time) whether the e-mail exists.
 */
export async function authenticateWithPassword(
  db: Executor,
  body: LoginBody,
): Promise<UserRow | null> {
  const user = await findUserByEmail(db, normalizeEmail(body.email))
  if (!user) {
    timingDecoyHash ??= hashPassword(randomBytes(16).toString('base64url'))
    await verifyPassword(await timingDecoyHash, body.password)
    return null
  }
  return (await verifyPassword(user.passwordHash, body.password)) ? user : null
}

/** Loads the caller of an authenticated request (plugins/auth.ts). */
export async function findSessionUser(db: Executor, id: string): Promise<SessionUser | undefined> {
  return findSessionUserById(db, id)
}

/** Logout everywhere: every token issued to the user so far stops working. */
export async function logOutEverywhere(db: Executor, userId: string): Promise<void> {
  await incrementTokenVersion(db, userId)
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
  // node-postgres and PGlite errors carry the SQLSTATE; Drizzle wraps them as `cause`.
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true
  }
  return false
}
