import { apiErrorSchema, messageResponseSchema } from '@shop/shared/common'
import {
  EMAIL_CONFIRMED_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  accountSchema,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  authResponseSchema,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  emailConfirmBodySchema,
  loginBodySchema,
  passwordResetConfirmBodySchema,
  passwordResetRequestBodySchema,
  registerBodySchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
} from '@shop/shared/users'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import {
  ACCOUNT_RATE_LIMITS,
  PASSWORD_RESET_MIN_ANSWER_MS,
  RATE_LIMITS,
} from '../../config/rate-limits.js'
import { rateLimited } from '../../lib/app-error.js'
import { settleNoSoonerThan } from '../../lib/steady-timing.js'
import { currentUser } from '../../plugins/auth.js'
import { changePassword, updateProfile } from './account.service.js'
import { requestPasswordReset, resetPasswordWithToken } from './password-changes.js'
import type { SignInCounters } from './sign-in-counters.js'
import { SIGN_IN_LIMITS } from './sign-in-throttle.js'
import { logIn } from './sign-in.service.js'
import { issueToken } from './tokens.js'
import { confirmEmailChange } from './email-changes.js'
import { toAccountDto, toUserDto } from './user.mapper.js'
import {
  logOut,
  logOutEverywhere,
  normalizeEmail,
  pendingEmailOf,
  registerCustomer,
} from './users.service.js'

const tags = ['Accounts']
const bearerAuth = [{ bearerAuth: [] }]
const noContent = z.null().describe('No content')

/** The account a sign-up or reset request is about: the per-account limits count by it. */
function accountKey(request: FastifyRequest): string {
  const { email } = request.body as { email?: unknown }
  return typeof email === 'string' ? normalizeEmail(email) : ''
}

function minutesFor(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000))
  return `${String(minutes)} minute${minutes === 1 ? '' : 's'}`
}

export type UsersRouteDeps = AppDeps & { signInCounters: SignInCounters }

/** Sign-up, login, profile, password and logout under /api/users (docs/product-rules.md § Accounts). */
export const usersRoutes: FastifyPluginAsyncZod<UsersRouteDeps> = async (
  app,
  { db, signInCounters },
) => {
  const signInDeps = { db, signInCounters }
  // Manual limiters: a route's own `config.rateLimit` already uses the per-request slot that
  // `app.rateLimit()` checks, so a second limit on the same route must be created this way.
  const signUpsPerAccount = app.createRateLimit({
    ...ACCOUNT_RATE_LIMITS.registrations,
    keyGenerator: (request) => `register:${accountKey(request)}`,
  })
  const resetsPerAccount = app.createRateLimit({
    ...ACCOUNT_RATE_LIMITS.passwordResets,
    keyGenerator: (request) => `password-reset:${accountKey(request)}`,
  })

  app.post(
    '/register',
    {
      config: { rateLimit: RATE_LIMITS.register },
      schema: {
        tags,
        summary: 'Create a customer account and log in',
        description:
          'The password must have 8+ characters with an uppercase and a lowercase letter, a number and a special character. Any `role` in the body is ignored: new accounts are customers. A welcome e-mail is queued with the account.',
        body: registerBodySchema,
        response: { 201: authResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const attempt = await signUpsPerAccount(request)
      if (!attempt.isAllowed && attempt.isExceeded) {
        throw rateLimited(
          `Too many sign-up attempts for this email. Please try again in ${minutesFor(attempt.ttl)}.`,
          attempt.ttl,
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
        description: `A wrong e-mail and a wrong password get the same 401. Failures slow down and then refuse (429) the address that makes them: a wait after the ${String(SIGN_IN_LIMITS.pairSlowDownFrom)}nd failure on an account, a refusal after the ${String(SIGN_IN_LIMITS.pairMaxFailures)}th, for ${minutesFor(SIGN_IN_LIMITS.windowMs)}. An address that has not been failing is never refused because others failed.`,
        body: loginBodySchema,
        response: {
          200: authResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await logIn(signInDeps, request.body, request.ip)
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
        description:
          '`pendingEmail` is a new e-mail waiting for its confirmation from that address, or null.',
        security: bearerAuth,
        response: { 200: accountSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = currentUser(request)
      return toAccountDto(user, await pendingEmailOf(db, user.id))
    },
  )

  app.put(
    '/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Change the caller's name or e-mail",
        description:
          'A new name is saved at once. A new e-mail needs `currentPassword` (401 without it or when it is wrong) and must be free (409); it takes effect once confirmed from a link mailed to it (`POST /api/users/email/confirm`), and the old address is told. Until then the answer carries the old `email` and the new one as `pendingEmail`. Sending the current e-mail again drops a pending change.',
        security: bearerAuth,
        body: updateProfileBodySchema,
        response: {
          200: updateProfileResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { user, pendingEmail } = await updateProfile(
        signInDeps,
        currentUser(request),
        request.body,
        request.ip,
      )
      return { user: toAccountDto(user, pendingEmail) }
    },
  )

  app.put(
    '/password',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Change the caller's password",
        description:
          'The new password follows the sign-up rules. Every other session of the account ends; the answer carries the token of this one.',
        security: bearerAuth,
        body: changePasswordBodySchema,
        response: {
          200: changePasswordResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await changePassword(signInDeps, currentUser(request), request.body, request.ip)
      return { token: issueToken(app.jwt, user) }
    },
  )

  app.post(
    '/logout',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Log out: the token of this request stops working',
        security: bearerAuth,
        response: { 204: noContent, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await logOut(db, currentUser(request))
      return reply.code(204).send(null)
    },
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
        response: { 204: noContent, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await logOutEverywhere(db, currentUser(request).id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/password-reset',
    {
      config: { rateLimit: RATE_LIMITS.passwordReset },
      schema: {
        tags,
        summary: 'Mail a link to choose a new password',
        description: `The same answer, in about the same time, whether or not the e-mail has an account. The link works once, for an hour; a newer request replaces it. Limited per client (429); at most ${String(ACCOUNT_RATE_LIMITS.passwordResets.max)} mails an hour go to one address, and requests beyond that get the same 202 without a mail.`,
        body: passwordResetRequestBodySchema,
        response: { 202: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Over the per-address limit no new mail goes out, but the answer stays the same: anyone
      // may ask for any address, so a refusal would let a stranger keep its owner from resetting.
      // The link mailed last still works.
      const attempt = await resetsPerAccount(request)
      const isMailDue = attempt.isAllowed || !attempt.isExceeded
      await settleNoSoonerThan(PASSWORD_RESET_MIN_ANSWER_MS, async () => {
        if (isMailDue) await requestPasswordReset(db, request.body.email)
      })
      return reply.code(202).send({ message: PASSWORD_RESET_REQUESTED_MESSAGE })
    },
  )

  app.post(
    '/password-reset/confirm',
    {
      config: { rateLimit: RATE_LIMITS.passwordResetConfirm },
      schema: {
        tags,
        summary: 'Choose a new password with the token of a reset link',
        description:
          'An unknown, expired or used token answers 400. Every session of the account ends; the owner logs in with the new password.',
        body: passwordResetConfirmBodySchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await resetPasswordWithToken(db, request.body.token, request.body.password)
      // The address that just proved it owns the account may log in even if it failed before.
      await signInCounters.forgive({ account: user.email, address: request.ip })
      return { message: PASSWORD_RESET_DONE_MESSAGE }
    },
  )

  app.post(
    '/email/confirm',
    {
      config: { rateLimit: RATE_LIMITS.emailConfirm },
      schema: {
        tags,
        summary: 'Confirm a new e-mail with the token of the link mailed to it',
        description:
          'No session needed: the token is the proof. It works once, for an hour. An unknown, expired or used token answers 400; an address another account took meanwhile, 409. The account signs in with the new address from now on; its password-reset link stops working and the old address is told.',
        body: emailConfirmBodySchema,
        response: {
          200: messageResponseSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await confirmEmailChange(db, request.body.token)
      return { message: EMAIL_CONFIRMED_MESSAGE }
    },
  )
}
