import {
  EMAIL_CONFIRMATION_INVALID_MESSAGE,
  EMAIL_CONFIRMED_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  PASSWORD_RESET_INVALID_MESSAGE,
  type Account,
  type AuthResponse,
  type UpdateProfileResponse,
} from '@shop/shared/users'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { emailChanges, mailOutbox } from '../../db/schema/index.js'
import { TEST_PASSWORD, bearer, createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { nextClientAddress, uniqueEmail } from '../../testing/unique-values.js'
import { setPasswordByOperator } from './password-changes.js'

/**
 * A new e-mail takes effect only once confirmed from the new address, and every mailed link of
 * an account dies when its owner takes the account back (docs/api.md § Accounts).
 */

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

const NEW_PASSWORD = 'Fresh456$'

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token === undefined ? {} : bearer(token),
    remoteAddress: nextClientAddress(),
  })
const changeEmail = (caller: TestUser, email: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    payload: { email, currentPassword: TEST_PASSWORD },
    headers: bearer(caller.token),
    remoteAddress: nextClientAddress(),
  })
const confirmEmail = (token: string) => post('/api/users/email/confirm', { token })
const login = (email: string, password = TEST_PASSWORD) =>
  post('/api/users/login', { email, password })
const profile = async (token: string) =>
  (await t.app.inject({ url: '/api/users/profile', headers: bearer(token) })).json<Account>()

async function mailsTo(
  recipient: string,
  kind: 'email_confirmation' | 'email_change_requested' | 'email_changed' | 'password_reset',
) {
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt))
}

/** The token of the newest link of `kind` mailed to `recipient`, read from the queued message. */
async function linkToken(recipient: string, kind: 'email_confirmation' | 'password_reset') {
  const [mail] = await mailsTo(recipient, kind)
  const data = mail?.payload as { confirmPath?: string; resetPath?: string } | undefined
  const path = data?.confirmPath ?? data?.resetPath ?? ''
  const token = new URL(path, 'https://shop.example').searchParams.get('token')
  if (!token) throw new Error(`No ${kind} link was queued for ${recipient}`)
  return token
}

describe('a new e-mail waits for its confirmation', () => {
  test('until confirmed the account keeps its e-mail; the link switches it, once', async () => {
    const caller = await createTestUser(t, { email: uniqueEmail('before') })
    const oldEmail = caller.user.email
    const newEmail = uniqueEmail('after')

    const requested = await changeEmail(caller, ` ${newEmail.toUpperCase()} `)
    expect(requested.statusCode).toBe(200)
    expect(requested.json<UpdateProfileResponse>().user).toEqual({
      _id: caller.user.id,
      name: caller.user.name,
      email: oldEmail,
      role: 'customer',
      pendingEmail: newEmail,
    })
    expect(await profile(caller.token)).toMatchObject({ email: oldEmail, pendingEmail: newEmail })
    // Sign-in goes on with the old address only.
    expect((await login(oldEmail)).statusCode).toBe(200)
    expect((await login(newEmail)).statusCode).toBe(401)
    // The new address gets the link, the old one is told.
    const [link] = await mailsTo(newEmail, 'email_confirmation')
    expect(link?.subject).toBe('Confirm your new email address')
    expect((link?.payload as { confirmPath: string }).confirmPath).toMatch(
      /^\/confirm-email\?token=[\w-]{43}$/,
    )
    const [notice] = await mailsTo(oldEmail, 'email_change_requested')
    expect(notice?.payload).toMatchObject({ newEmail })
    expect(await mailsTo(oldEmail, 'email_changed')).toHaveLength(0)

    const token = await linkToken(newEmail, 'email_confirmation')
    const [stored] = await t.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.userId, caller.user.id))
    expect(JSON.stringify(stored)).not.toContain(token)

    const confirmed = await confirmEmail(token)
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toEqual({ message: EMAIL_CONFIRMED_MESSAGE })
    expect(await profile(caller.token)).toMatchObject({ email: newEmail, pendingEmail: null })
    expect((await login(newEmail)).json<AuthResponse>().user.email).toBe(newEmail)
    expect((await login(oldEmail)).statusCode).toBe(401)
    const [changed] = await mailsTo(oldEmail, 'email_changed')
    expect(changed?.payload).toMatchObject({ newEmail })

    const again = await confirmEmail(token)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ message: EMAIL_CONFIRMATION_INVALID_MESSAGE })
  })

  test('an expired link is refused and the e-mail stays', async () => {
    const caller = await createTestUser(t)
    const newEmail = uniqueEmail('late')
    await changeEmail(caller, newEmail)
    const token = await linkToken(newEmail, 'email_confirmation')
    await t.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, caller.user.id))
    const response = await confirmEmail(token)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: EMAIL_CONFIRMATION_INVALID_MESSAGE })
    expect(await profile(caller.token)).toMatchObject({
      email: caller.user.email,
      pendingEmail: null,
    })
  })

  test.each([['made-up-token'], ['x'.repeat(129)], ['']])(
    'a made-up token is refused with 400: %#',
    async (token) => {
      const response = await confirmEmail(token)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: EMAIL_CONFIRMATION_INVALID_MESSAGE })
    },
  )

  test('a newer request replaces the older link; the current e-mail again drops it', async () => {
    const caller = await createTestUser(t)
    const first = uniqueEmail('first')
    const second = uniqueEmail('second')
    await changeEmail(caller, first)
    const firstToken = await linkToken(first, 'email_confirmation')
    const answer = await changeEmail(caller, second)
    expect(answer.json<UpdateProfileResponse>().user.pendingEmail).toBe(second)
    expect((await confirmEmail(firstToken)).statusCode).toBe(400)

    const secondToken = await linkToken(second, 'email_confirmation')
    const back = await changeEmail(caller, caller.user.email)
    expect(back.json<UpdateProfileResponse>().user.pendingEmail).toBeNull()
    expect((await confirmEmail(secondToken)).statusCode).toBe(400)
    expect((await profile(caller.token)).email).toBe(caller.user.email)
  })

  test('an address another account took before the confirmation is refused with 409', async () => {
    const caller = await createTestUser(t)
    const wanted = uniqueEmail('wanted')
    await changeEmail(caller, wanted)
    const token = await linkToken(wanted, 'email_confirmation')
    await createTestUser(t, { email: wanted })
    const response = await confirmEmail(token)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE })
    expect((await profile(caller.token)).email).toBe(caller.user.email)
  })

  test('two confirmations of one link at the same moment change the e-mail once', async () => {
    const caller = await createTestUser(t)
    const newEmail = uniqueEmail('race')
    await changeEmail(caller, newEmail)
    const token = await linkToken(newEmail, 'email_confirmation')
    const answers = await Promise.all([confirmEmail(token), confirmEmail(token)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400])
    expect(await mailsTo(caller.user.email, 'email_changed')).toHaveLength(1)
    expect((await profile(caller.token)).email).toBe(newEmail)
  })

  test.each([
    [
      'a new password',
      (caller: TestUser) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/users/password',
          payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
          headers: bearer(caller.token),
          remoteAddress: nextClientAddress(),
        }),
    ],
    [
      'logging out everywhere',
      (caller: TestUser) => post('/api/users/logout-all', {}, caller.token),
    ],
  ])('%s cancels a pending change: its link stops working', async (_name, takeBack) => {
    const caller = await createTestUser(t)
    const newEmail = uniqueEmail('thief')
    await changeEmail(caller, newEmail)
    const token = await linkToken(newEmail, 'email_confirmation')
    expect((await takeBack(caller)).statusCode).toBeLessThan(300)
    expect((await confirmEmail(token)).statusCode).toBe(400)
    expect((await login(newEmail, NEW_PASSWORD)).statusCode).toBe(401)
  })
})

describe('a password-reset link dies when its owner takes the account back', () => {
  const requestReset = (email: string) => post('/api/users/password-reset', { email })
  const confirmReset = (token: string) =>
    post('/api/users/password-reset/confirm', { token, password: 'Thief-pick1!' })

  test.each([
    [
      'the e-mail changes',
      async (caller: TestUser) => {
        const newEmail = uniqueEmail('moved')
        await changeEmail(caller, newEmail)
        return confirmEmail(await linkToken(newEmail, 'email_confirmation'))
      },
    ],
    [
      'the password changes',
      (caller: TestUser) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/users/password',
          payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
          headers: bearer(caller.token),
          remoteAddress: nextClientAddress(),
        }),
    ],
    [
      'the owner logs out everywhere',
      (caller: TestUser) => post('/api/users/logout-all', {}, caller.token),
    ],
    [
      'an admin changes the e-mail',
      async (caller: TestUser) => {
        const admin = await createTestUser(t, { role: 'admin' })
        return t.app.inject({
          method: 'PUT',
          url: `/api/admin/users/${caller.user.id}`,
          payload: { email: uniqueEmail('by-admin') },
          headers: admin.headers,
        })
      },
    ],
    [
      'the operator resets the password',
      async (caller: TestUser) => {
        await setPasswordByOperator(t.db, caller.user.id, NEW_PASSWORD)
        return { statusCode: 200 }
      },
    ],
  ])('when %s', async (_name, takeBack) => {
    const caller = await createTestUser(t)
    expect((await requestReset(caller.user.email)).statusCode).toBe(202)
    const resetToken = await linkToken(caller.user.email, 'password_reset')
    expect((await takeBack(caller)).statusCode).toBeLessThan(300)
    const response = await confirmReset(resetToken)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: PASSWORD_RESET_INVALID_MESSAGE })
  })

  test('when another reset of the account completes', async () => {
    const caller = await createTestUser(t)
    await requestReset(caller.user.email)
    const first = await linkToken(caller.user.email, 'password_reset')
    await requestReset(caller.user.email)
    const second = await linkToken(caller.user.email, 'password_reset')
    expect((await confirmReset(second)).statusCode).toBe(200)
    expect((await confirmReset(first)).statusCode).toBe(400)
  })
})
