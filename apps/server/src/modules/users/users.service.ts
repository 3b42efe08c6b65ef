import type { Executor } from '../../db/client.js'
import type { UserRole, UserRow } from '../../db/schema/index.js'
import { hashPassword } from './passwords.js'
import { countUsers, insertUser } from './users.repository.js'

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
