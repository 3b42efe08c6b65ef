import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { UserRow } from '../../db/schema/index.js'
import type { TokenClaims } from '../../plugins/auth.js'

/**
 * A session token for the user: signed with the app's secret, expiring after TOKEN_LIFETIME_SECONDS
 * (plugins/auth.ts), carrying the role and token version it was issued for and an id of its own,
 * so that Logout can end this token alone.
 */
export function issueToken(
  jwt: FastifyInstance['jwt'],
  user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>,
): string {
  const claims: TokenClaims = {
    sub: user.id,
    role: user.role,
    ver: user.tokenVersion,
    jti: randomUUID(),
  }
  return jwt.sign(claims)
}
