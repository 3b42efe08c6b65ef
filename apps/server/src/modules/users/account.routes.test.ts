import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  type AuthResponse,
  type ChangePasswordResponse,
  type UpdateProfileResponse,
} from '@shop/shared/users'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { mailOutbox } from '../../db/schema/index.js'
import { LOGIN_FIRST_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../../plugins/auth.js'
import { TEST_PASSWORD, bearer, createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { nextClientAddress, uniqueEmail } from '../../testing/unique-values.js'

/** The signed-in customer's own account (docs/product-rules.md § Accounts): logout, profile, password. */

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

const NEW_PASSWORD = 'Fresh456$'

const profile = (token: string) =>
  t.app.inject({ url: '/api/users/profile', headers: bearer(token) })
const send = (
  method: 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  payload?: object,
  ip = nextClientAddress(),
) =>
  t.app.inject({
    method,
    url,
    headers: token === undefined ? {} : bearer(token),
    remoteAddress: ip,
    ...(payload ? { payload } : {}),
  })
const login = async (email: string, password = TEST_PASSWORD) =>
  (await send('POST', '/api/users/login', undefined, { email, password })).json<AuthResponse>()
    .token

async function mailsTo(recipient: string, kind: string) {
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.kind, kind as 'welcome')))
}

describe('POST /api/users/logout', () => {
  test('logging out ends this token at once; the account’s other sessions go on', async () => {
    const { user } = await createTestUser(t)
    const phone = await login(user.email)
    const laptop = await login(user.email)
    const response = await send('POST', '/api/users/logout', phone)
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    const refused = await profile(phone)
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE })
    expect((await profile(laptop)).statusCode).toBe(200)
    // Logging out twice is the same as once: the token is already dead.
    expect((await send('POST', '/api/users/logout', phone)).statusCode).toBe(401)
  })

  test('logging out needs a token (401)', async () => {
    const response = await send('POST', '/api/users/logout', undefined)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: LOGIN_FIRST_MESSAGE })
  })
})

describe('POST /api/users/logout-all', () => {
  test('logging out everywhere ends every session, and a new login works', async () => {
    const { user } = await createTestUser(t)
    const first = await login(user.email)
    const second = await login(user.email)
    const response = await send('POST', '/api/users/logout-all', first)
    expect(response.statusCode).toBe(204)
    for (const token of [first, second]) {
      const refused = await profile(token)
      expect(refused.statusCode).toBe(401)
      expect(refused.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE })
    }
    expect((await profile(await login(user.email))).statusCode).toBe(200)
  })

  test('logging out everywhere needs a token (401)', async () => {
    const response = await send('POST', '/api/users/logout-all', undefined)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: LOGIN_FIRST_MESSAGE })
  })
})

describe('PUT /api/users/profile', () => {
  const update = (caller: TestUser, payload: object, ip?: string) =>
    send('PUT', '/api/users/profile', caller.token, payload, ip)

  test('a customer renames themselves without a password; the session carries on', async () => {
    const caller = await createTestUser(t, { name: 'Before' })
    const response = await update(caller, { name: '  After Name ' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json<UpdateProfileResponse>()).toEqual({
      user: {
        _id: caller.user.id,
        name: 'After Name',
        email: caller.user.email,
        role: 'customer',
        pendingEmail: null,
      },
    })
    expect((await profile(caller.token)).json()).toMatchObject({ name: 'After Name' })
  })

  test('a new e-mail with the current password waits for its confirmation, and the old address is told', async () => {
    const caller = await createTestUser(t, { email: uniqueEmail('old') })
    const newEmail = uniqueEmail('new')
    const response = await update(caller, {
      email: ` ${newEmail.toUpperCase()} `,
      currentPassword: TEST_PASSWORD,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json<UpdateProfileResponse>().user).toMatchObject({
      email: caller.user.email,
      pendingEmail: newEmail,
    })
    expect(await login(caller.user.email)).toEqual(expect.any(String))
    const [notice] = await mailsTo(caller.user.email, 'email_change_requested')
    expect(notice?.payload).toMatchObject({ newEmail })
    expect(notice?.subject).toBe('A new email address was given for your account')
    const [link] = await mailsTo(newEmail, 'email_confirmation')
    expect(link?.subject).toBe('Confirm your new email address')
  })

  test('a new e-mail without the current password, or with a wrong one, is refused (401) and the session stays', async () => {
    const caller = await createTestUser(t)
    const missing = await update(caller, { email: uniqueEmail('nopass') })
    expect(missing.statusCode).toBe(401)
    expect(missing.json()).toEqual({ message: CURRENT_PASSWORD_REQUIRED_MESSAGE })
    const wrong = await update(caller, { email: uniqueEmail('wrong'), currentPassword: 'Nope123!' })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ message: CURRENT_PASSWORD_WRONG_MESSAGE })
    expect((await profile(caller.token)).json()).toMatchObject({ email: caller.user.email })
  })

  test('the same e-mail in another letter case needs no password and changes nothing', async () => {
    const caller = await createTestUser(t)
    const response = await update(caller, { email: caller.user.email.toUpperCase(), name: 'Same' })
    expect(response.statusCode).toBe(200)
    expect(response.json<UpdateProfileResponse>().user.email).toBe(caller.user.email)
    expect(await mailsTo(caller.user.email, 'email_change_requested')).toHaveLength(0)
  })

  test('another account’s e-mail is refused with 409', async () => {
    const owner = await createTestUser(t)
    const caller = await createTestUser(t)
    const response = await update(caller, {
      email: owner.user.email,
      currentPassword: TEST_PASSWORD,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE })
  })

  test.each([
    [{ name: '   ' }, 'Name is required.'],
    [
      { email: 'not-an-email', currentPassword: TEST_PASSWORD },
      'Please enter a valid email address.',
    ],
    [{ name: 'x'.repeat(101) }, 'Name cannot be longer than 100 characters.'],
  ])('an invalid change is refused with 400: %#', async (body, message) => {
    const caller = await createTestUser(t)
    const response = await update(caller, body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
  })

  test('guessing the current password through the profile is throttled like a login', async () => {
    const caller = await createTestUser(t)
    const ip = nextClientAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await update(
        caller,
        { email: uniqueEmail('guess'), currentPassword: `Guess${String(attempt)}!a` },
        ip,
      )
      statuses.push(response.statusCode)
    }
    // Two wrong guesses are answered, the third must wait.
    expect(statuses).toEqual([401, 401, 429, 429])
  })
})

describe('PUT /api/users/password', () => {
  const change = (caller: TestUser, payload: object) =>
    send('PUT', '/api/users/password', caller.token, payload)

  test('a new password ends every other session; the answer is the new session', async () => {
    const caller = await createTestUser(t)
    const otherDevice = await login(caller.user.email)
    const response = await change(caller, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    })
    expect(response.statusCode).toBe(200)
    const { token } = response.json<ChangePasswordResponse>()
    expect((await profile(token)).statusCode).toBe(200)
    expect((await profile(caller.token)).statusCode).toBe(401)
    expect((await profile(otherDevice)).statusCode).toBe(401)
    expect(await login(caller.user.email, NEW_PASSWORD)).toEqual(expect.any(String))
    const refusedOld = await send('POST', '/api/users/login', undefined, {
      email: caller.user.email,
      password: TEST_PASSWORD,
    })
    expect(refusedOld.statusCode).toBe(401)
    const [notice] = await mailsTo(caller.user.email, 'password_changed')
    expect(notice?.subject).toBe('Your password was changed')
  })

  test('a wrong current password is refused (401) and changes nothing', async () => {
    const caller = await createTestUser(t)
    const response = await change(caller, {
      currentPassword: 'Wrong123!',
      newPassword: NEW_PASSWORD,
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: CURRENT_PASSWORD_WRONG_MESSAGE })
    expect((await profile(caller.token)).statusCode).toBe(200)
    expect(await login(caller.user.email)).toEqual(expect.any(String))
  })

  test.each([
    [
      { currentPassword: TEST_PASSWORD, newPassword: 'lowercase1!' },
      'Password must contain an uppercase letter.',
    ],
    [{ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }, SAME_PASSWORD_MESSAGE],
    [{ newPassword: NEW_PASSWORD }, CURRENT_PASSWORD_REQUIRED_MESSAGE],
  ])('a new password that breaks a rule is refused with 400: %#', async (body, message) => {
    const caller = await createTestUser(t)
    const response = await change(caller, body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
    expect((await profile(caller.token)).statusCode).toBe(200)
  })

  test('changing the password needs a token (401)', async () => {
    const response = await send('PUT', '/api/users/password', undefined, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    })
    expect(response.statusCode).toBe(401)
  })
})
