import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Executor } from '../db/client.js'
import type { UserRole, UserRow } from '../db/schema/index.js'
import { issueToken } from '../modules/users/tokens.js'
import { createUser } from '../modules/users/users.service.js'

/** Meets every password rule of docs/product-rules.md § Validation. */
export const TEST_PASSWORD = 'Secret123!'

export interface TestUser {
  user: UserRow
  token: string
  /** Bearer headers for `app.inject({ headers })`. */
  headers: { authorization: string }
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` }
}

/**
 * A fresh account of the given role (a unique e-mail each call) with a valid token, made
 * directly rather than through the login route, so tests never use up its rate limits.
 */
export async function createTestUser(
  t: { app: FastifyInstance; db: Executor },
  overrides: { role?: UserRole; name?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  const role = overrides.role ?? 'customer'
  const user = await createUser(t.db, {
    name: overrides.name ?? `Test ${role}`,
    email: overrides.email ?? `${role}-${randomUUID()}@example.test`,
    password: overrides.password ?? TEST_PASSWORD,
    role,
  })
  const token = issueToken(t.app.jwt, user)
  return { user, token, headers: bearer(token) }
}

/** Bearer headers of a new customer. */
export async function customerHeaders(t: {
  app: FastifyInstance
  db: Executor
}): Promise<{ authorization: string }> {
  return (await createTestUser(t, { role: 'customer' })).headers
}

/** Bearer headers of a new admin. */
export async function adminHeaders(t: {
  app: FastifyInstance
  db: Executor
}): Promise<{ authorization: string }> {
  return (await createTestUser(t, { role: 'admin' })).headers
}
