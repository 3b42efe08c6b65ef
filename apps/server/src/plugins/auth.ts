import jwt from '@fastify/jwt'
import { isUuid } from '@shop/shared/common'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { USER_ROLES, type UserRole } from '../db/schema/index.js'
import { AppError } from '../lib/app-error.js'

/**
 * Who is calling. A bearer JWT (HS256 with JWT_SECRET) names a user and carries its own id
 * (`jti`); every request that carries one loads that user (one indexed query) and refuses the
 * token when the user is gone, the role differs, the token version is older or this token was
 * logged out, so deletion, a role or password change, Logout and Log out everywhere take effect
 * at once (docs/product-rules.md § Accounts). Routes opt in with a preHandler: `app.requireUser`,
 * `app.requireRole('admin')`, or `app.identifyUser` where a guest may call too.
 */

/** How long a token works, in seconds (@fastify/jwt reads a number as seconds). */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60

export const LOGIN_FIRST_MESSAGE = 'Please log in first.'
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.'
export const FORBIDDEN_MESSAGE = 'You are not allowed to do this.'

/**
 * What a token says: the user (`sub`), the role it was issued for, the user's token version and
 * the token's own id (`jti`, for Logout). The signer adds `iat` and `exp`.
 */
export interface TokenClaims {
  sub: string
  role: UserRole
  ver: number
  jti: string
}

/** The account as stored; `isRevoked` tells whether this very token was logged out. */
export interface StoredSessionUser {
  id: string
  name: string
  email: string
  role: UserRole
  tokenVersion: number
  isRevoked: boolean
}

/** The caller, as loaded from the database for this request, with the token it came with. */
export interface SessionUser extends Omit<StoredSessionUser, 'isRevoked'> {
  tokenId: string
  tokenExpiresAt: Date
}

export interface AuthPluginOptions {
  /** Resolved at start (config/jwt-secret.ts); a missing one is a programming error. */
  secret: string | undefined
  findUser: (id: string, tokenId: string) => Promise<StoredSessionUser | undefined>
}

/** A token may claim to be issued this far in the future (clocks of several servers drift). */
const CLOCK_SKEW_SECONDS = 60

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims
    user: SessionUser | null
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sets `request.user` when a token is given (refusing a bad one); a guest passes as null. */
    identifyUser: preHandlerAsyncHookHandler
    /** 401 unless a valid token is given. */
    requireUser: preHandlerAsyncHookHandler
    /** 401 without a valid token, 403 for any other role. */
    requireRole: (role: UserRole) => preHandlerAsyncHookHandler
  }
}

const BEARER = /^Bearer +(\S+) *$/i

/** The token of an `Authorization: Bearer …` header, or undefined for any other header. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  return header === undefined ? undefined : BEARER.exec(header)?.[1]
}

function unauthorized(message: string): AppError {
  return new AppError('unauthorized', message)
}

type VerifiedClaims = TokenClaims & { iat: number; exp: number }

/**
 * The claims our signer writes, with a lifetime no longer than TOKEN_LIFETIME_SECONDS: a token
 * signed with the right secret but an absurd `exp` (or none) is refused all the same.
 */
function isTokenClaims(value: unknown): value is VerifiedClaims {
  if (typeof value !== 'object' || value === null) return false
  const claims = value as Record<string, unknown>
  const { iat, exp } = claims
  const nowSeconds = Date.now() / 1000
  return (
    typeof claims.sub === 'string' &&
    isUuid(claims.sub) &&
    typeof claims.jti === 'string' &&
    isUuid(claims.jti) &&
    USER_ROLES.includes(claims.role as UserRole) &&
    Number.isSafeInteger(claims.ver) &&
    Number.isSafeInteger(iat) &&
    Number.isSafeInteger(exp) &&
    (iat as number) <= nowSeconds + CLOCK_SKEW_SECONDS &&
    (exp as number) > (iat as number) &&
    (exp as number) - (iat as number) <= TOKEN_LIFETIME_SECONDS
  )
}

/** The signed-in caller of a route behind `requireUser` or `requireRole`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(LOGIN_FIRST_MESSAGE)
  return request.user
}

async function auth(app: FastifyInstance, { secret, findUser }: AuthPluginOptions) {
  if (!secret) throw new Error('The auth plugin needs the JWT secret (resolveJwtSecret at start).')
  await app.register(jwt, {
    secret,
    sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME_SECONDS },
    // Only our own algorithm: `alg: none` and key-confusion tokens are refused.
    verify: { algorithms: ['HS256'], requiredClaims: ['sub', 'role', 'ver', 'jti', 'iat', 'exp'] },
  })

  /** null for a guest; throws 401 for a token that is malformed, forged, expired or stale. */
  async function authenticate(request: FastifyRequest): Promise<SessionUser | null> {
    const header = request.headers.authorization
    if (header === undefined || header === '') return null
    const token = bearerTokenOf(header)
    if (!token) throw unauthorized(SESSION_EXPIRED_MESSAGE)
    let claims: unknown
    try {
      claims = app.jwt.verify(token)
    } catch {
      throw unauthorized(SESSION_EXPIRED_MESSAGE)
    }
    if (!isTokenClaims(claims)) throw unauthorized(SESSION_EXPIRED_MESSAGE)
    const stored = await findUser(claims.sub, claims.jti)
    if (
      !stored ||
      stored.isRevoked ||
      stored.role !== claims.role ||
      stored.tokenVersion !== claims.ver
    ) {
      throw unauthorized(SESSION_EXPIRED_MESSAGE)
    }
    const { isRevoked: _isRevoked, ...user } = stored
    return { ...user, tokenId: claims.jti, tokenExpiresAt: new Date(claims.exp * 1000) }
  }

  const identifyUser: preHandlerAsyncHookHandler = async (request) => {
    request.user = await authenticate(request)
  }
  const requireUser: preHandlerAsyncHookHandler = async (request) => {
    request.user = await authenticate(request)
    if (!request.user) throw unauthorized(LOGIN_FIRST_MESSAGE)
  }
  app.decorate('identifyUser', identifyUser)
  app.decorate('requireUser', requireUser)
  app.decorate('requireRole', (role: UserRole): preHandlerAsyncHookHandler => {
    return async function requireRole(this: FastifyInstance, request, reply) {
      await requireUser.call(this, request, reply)
      if (currentUser(request).role !== role) throw new AppError('forbidden', FORBIDDEN_MESSAGE)
    }
  })
}

export const authPlugin = fp(auth, { name: 'auth', dependencies: ['error-handler'] })
