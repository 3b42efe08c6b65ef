import { apiErrorSchema, messageResponseSchema } from '@shop/shared/common'
import {
  LOGGED_OUT_EVERYWHERE_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  authResponseSchema,
  loginBodySchema,
  registerBodySchema,
  userSchema,
} from '@shop/shared/users'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { ACCOUNT_RATE_LIMITS, RATE_LIMITS } from '../../config/rate-limits.js'
import { AppError } from '../../lib/app-error.js'
import { currentUser } from '../../plugins/auth.js'
import { issueToken } from './tokens.js'
import { toUserDto } from './user.mapper.js'
import {
  authenticateWithPassword,
  logOutEverywhere,
  normalizeEmail,
  registerCustomer,
} from './users.service.js'

const tags = ['Accounts']
const bearerAuth = [{ bearerAuth: [] }]

/** The account a login or sign-up is about: the per-account limits count by it. */
function accountKey(request: FastifyRequest): string {
  const { email } = request.body as { email?: unknown }
  return typeof email === 'string' ? normalizeEmail(email) : ''
}

function minutesUntil(ttlMs: number): string {
  const minutes = Math.max(1, Math.ceil(ttlMs / 60_000))
  return `${String(minutes)} minute${minutes === 1 ? '' : 's'}`
}

function refuseAsRateLimited(reply: FastifyReply, ttlMs: number, message: string): never {
  reply.header('retry-after', String(Math.ceil(ttlMs / 1000)))
  throw new AppError('rate_limited', message)
}

/** Sign-up, login, profile and logout-everywhere under /api/users (api-contract § Accounts). */
export const usersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // Manual limiters: a route's own `config.rateLimit` already uses the per-request slot that
  // `app.rateLimit()` checks, so a second limit on the same route must be created this way.
  const signUpsPerAccount = app.createRateLimit({
    ...ACCOUNT_RATE_LIMITS.registrations,
    keyGenerator: (request) => `register:${accountKey(request)}`,
  })
  const failedLoginsPerAccount = app.createRateLimit({
    ...ACCOUNT_RATE_LIMITS.failedLogins,
    keyGenerator: (request) => `login:${accountKey(request)}`,
  })

  app.post(
    '/register',
    {
      config: { rateLimit: RATE_LIMITS.register },
      schema: {
        tags,
        summary: 'Create a customer account and log in',
        description:
          'The password must have 8+ characters with an uppercase and a lowercase letter, a number and a special character. Any `role` in the body is ignored: new accounts are customers.',
        body: registerBodySchema,
        response: { 201: authResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const attempt = await signUpsPerAccount(request)
      if (!attempt.isAllowed && attempt.isExceeded) {
        refuseAsRateLimited(
          reply,
          attempt.ttl,
          `Too many sign-up attempts for this email. Please try again in ${minutesUntil(attempt.ttl)}.`,
        )
      }
      const user = await registerCustomer(db, request.body)
      return reply.code(201).send({ user: toUserDto(user), token: issueToken(app.jwt, user) })
    },
  )

  app.post(
    '/login',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags,
        summary: 'Log in with e-mail and password',
        description: `A wrong e-mail and a wrong password get the same 401. After ${String(ACCOUNT_RATE_LIMITS.failedLogins.max)} failed attempts an account is locked for ${minutesUntil(ACCOUNT_RATE_LIMITS.failedLogins.timeWindow)} (429).`,
        body: loginBodySchema,
        response: {
          200: authResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const failures = await failedLoginsPerAccount(request, { increment: false })
      if (!failures.isAllowed && failures.remaining === 0) {
        refuseAsRateLimited(
          reply,
          failures.ttl,
          `Too many failed login attempts for this account. Please try again in ${minutesUntil(failures.ttl)}.`,
        )
      }
      const user = await authenticateWithPassword(db, request.body)
      if (!user) {
        await failedLoginsPerAccount(request)
        throw new AppError('unauthorized', LOGIN_FAILED_MESSAGE)
      }
      return { user: toUserDto(user), token: issueToken(app.jwt, user) }
    },
  )

  app.get(
    '/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The caller's account",
        security: bearerAuth,
        response: { 200: userSchema, 401: apiErrorSchema },
      },
    },
    (request) => toUserDto(currentUser(request)),
  )

  app.post(
    '/logout-all',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Log out on every device',
        description: 'Every token issued to the caller so far, this one included, stops working.',
        security: bearerAuth,
        response: { 200: messageResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await logOutEverywhere(db, currentUser(request).id)
      return { message: LOGGED_OUT_EVERYWHERE_MESSAGE }
    },
  )
}
