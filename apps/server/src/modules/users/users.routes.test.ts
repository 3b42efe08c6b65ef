import { createHmac, randomUUID } from 'node:crypto'
import {
  EMAIL_TAKEN_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
  type AuthResponse,
} from '@shop/shared/users'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ACCOUNT_RATE_LIMITS, RATE_LIMITED_MESSAGE, RATE_LIMITS } from '../../config/rate-limits.js'
import { SIGN_IN_LIMITS } from './sign-in-throttle.js'
import { users } from '../../db/schema/index.js'
import {
  LOGIN_FIRST_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  TOKEN_LIFETIME_SECONDS,
} from '../../plugins/auth.js'
import { TEST_PASSWORD, bearer, createTestUser } from '../../testing/auth-headers.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { changeUserRole, deleteUser } from './users.service.js'
import { nextClientAddress, uniqueEmail } from '../../testing/unique-values.js'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

const post = (url: string, payload: unknown, options: { ip?: string; token?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: options.ip ?? nextClientAddress(),
    headers: options.token === undefined ? {} : bearer(options.token),
  })

const register = (body: Record<string, unknown>, ip?: string) =>
  post('/api/users/register', body, { ip })
const login = (email: string, password: string, ip?: string) =>
  post('/api/users/login', { email, password }, { ip })
const profile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile', headers })

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')

/** A JWT made by hand, to send what our signer never would. */
function handMadeToken(
  payload: Record<string, unknown>,
  options: { secret?: string; alg?: string } = {},
): string {
  const header = base64url({ alg: options.alg ?? 'HS256', typ: 'JWT' })
  const body = base64url(payload)
  if (options.alg === 'none') return `${header}.${body}.`
  const signature = createHmac('sha256', options.secret ?? 'someone-else-s-secret-of-32-chars!!')
    .update(`${header}.${body}`)
    .digest('base64url')
  return `${header}.${body}.${signature}`
}

const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing'
const nowSeconds = () => Math.floor(Date.now() / 1000)

describe('POST /api/users/register', () => {
  test('a shopper signs up as a customer and is logged in at once', async () => {
    const response = await register({
      name: '  Ann Lee ',
      email: '  Ann.Lee@Example.COM ',
      password: TEST_PASSWORD,
    })
    expect(response.statusCode).toBe(201)
    const body = response.json<AuthResponse>()
    expect(body.user).toEqual({
      _id: expect.any(String) as string,
      name: 'Ann Lee',
      email: 'ann.lee@example.com',
      role: 'customer',
    })
    expect(Object.keys(body.user).sort()).toEqual(['_id', 'email', 'name', 'role'])
    expect((await profile(bearer(body.token))).json()).toEqual({ ...body.user, pendingEmail: null })
  })

  test('the password is kept only as an argon2id hash', async () => {
    const email = uniqueEmail()
    await register({ name: 'Hash', email, password: TEST_PASSWORD })
    const [row] = await t.db.select().from(users).where(eq(users.email, email))
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
    expect(row?.passwordHash).not.toContain(TEST_PASSWORD)
  })

  test('a role in the body is ignored: every new account is a customer', async () => {
    const email = uniqueEmail('climber')
    const response = await register({
      name: 'Mallory',
      email,
      password: TEST_PASSWORD,
      role: 'admin',
      tokenVersion: -1,
      _id: '00000000-0000-4000-8000-000000000000',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json<AuthResponse>().user.role).toBe('customer')
    const [row] = await t.db.select().from(users).where(eq(users.email, email))
    expect(row).toMatchObject({ role: 'customer', tokenVersion: 0 })
    expect(row?.id).not.toBe('00000000-0000-4000-8000-000000000000')
  })

  test.each([
    ['', 'Password is required.'],
    ['Ab1!', 'Password must be at least 8 characters long.'],
    ['secret123!', 'Password must contain an uppercase letter.'],
    ['SECRET123!', 'Password must contain a lowercase letter.'],
    ['Secretpass!', 'Password must contain a number.'],
    ['Secret1234', 'Password must contain a special character (!@#$%^&*(),.?":{}|<>).'],
    ['Secret12_-', 'Password must contain a special character (!@#$%^&*(),.?":{}|<>).'],
    [`Aa1!${'x'.repeat(125)}`, 'Password cannot be longer than 128 characters.'],
  ])('a password breaking a rule is refused with its message: %j', async (password, message) => {
    const email = uniqueEmail('weak')
    const response = await register({ name: 'Weak', email, password })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([])
  })

  test.each([
    [{ email: 'a@b.co', password: TEST_PASSWORD }, 'Name is required.'],
    [{ name: '  ', email: 'a@b.co', password: TEST_PASSWORD }, 'Name is required.'],
    [{ name: 'Ann', password: TEST_PASSWORD }, 'Email is required.'],
    [
      { name: 'Ann', email: 'ann@', password: TEST_PASSWORD },
      'Please enter a valid email address.',
    ],
    [{ name: 'Ann', email: 'a@b.co' }, 'Password is required.'],
    [{ name: 'Ann', email: 'a@b.co', password: 12345678 }, 'Password is required.'],
  ])('an incomplete sign-up is refused with 400: %#', async (body, message) => {
    const response = await register(body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
  })

  test('an e-mail that is taken, in any letter case, is refused with 400', async () => {
    const email = uniqueEmail('taken')
    expect((await register({ name: 'First', email, password: TEST_PASSWORD })).statusCode).toBe(201)
    const again = await register({
      name: 'Second',
      email: ` ${email.toUpperCase()}`,
      password: TEST_PASSWORD,
    })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE })
  })

  test('two sign-ups with one e-mail at the same moment make one account', async () => {
    const email = uniqueEmail('twin')
    const responses = await Promise.all(
      [1, 2, 3].map(() => register({ name: 'Twin', email, password: TEST_PASSWORD })),
    )
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400, 400])
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1)
  })

  test('one client signing up too often is told to wait (429)', async () => {
    const ip = '10.1.250.1'
    for (let i = 0; i < RATE_LIMITS.register.max; i++) {
      await register({ name: 'Bulk', email: uniqueEmail('bulk'), password: 'short' }, ip)
    }
    const limited = await register(
      { name: 'Bulk', email: uniqueEmail('bulk'), password: TEST_PASSWORD },
      ip,
    )
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ message: RATE_LIMITED_MESSAGE })
  })

  test('sign-up attempts for one e-mail are limited whichever client sends them', async () => {
    const email = uniqueEmail('target')
    expect((await register({ name: 'Owner', email, password: TEST_PASSWORD })).statusCode).toBe(201)
    for (let i = 1; i < ACCOUNT_RATE_LIMITS.registrations.max; i++) {
      const probe = await register({ name: 'Probe', email, password: TEST_PASSWORD })
      expect(probe.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE })
    }
    const limited = await register({ name: 'Probe', email, password: TEST_PASSWORD })
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      message: 'Too many sign-up attempts for this email. Please try again in 15 minutes.',
    })
    const other = await register({ name: 'Other', email: uniqueEmail(), password: TEST_PASSWORD })
    expect(other.statusCode).toBe(201)
  })
})

describe('POST /api/users/login', () => {
  test('a customer logs in with any letter case of the e-mail', async () => {
    const { user } = await createTestUser(t, { email: uniqueEmail('login') })
    const response = await login(`  ${user.email.toUpperCase()} `, TEST_PASSWORD)
    expect(response.statusCode).toBe(200)
    const body = response.json<AuthResponse>()
    expect(body.user).toEqual({
      _id: user.id,
      name: user.name,
      email: user.email,
      role: 'customer',
    })
    expect((await profile(bearer(body.token))).statusCode).toBe(200)
  })

  test('the token is an HS256 JWT naming the user, role, token version and its own id, valid for 7 days', async () => {
    const { user } = await createTestUser(t, { role: 'admin' })
    const { token } = (await login(user.email, TEST_PASSWORD)).json<AuthResponse>()
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map(
        (part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>,
      )
    expect(header).toMatchObject({ alg: 'HS256' })
    expect(payload).toMatchObject({ sub: user.id, role: 'admin', ver: 0 })
    expect(payload?.jti).toMatch(/^[0-9a-f-]{36}$/)
    expect(Number(payload?.exp) - Number(payload?.iat)).toBe(TOKEN_LIFETIME_SECONDS)
    expect(TOKEN_LIFETIME_SECONDS).toBe(7 * 24 * 60 * 60)
  })

  test('a wrong password and an unknown e-mail get the same 401 message', async () => {
    const { user } = await createTestUser(t)
    const wrongPassword = await login(user.email, 'Wrong123!')
    const unknownEmail = await login(uniqueEmail('nobody'), TEST_PASSWORD)
    expect(wrongPassword.statusCode).toBe(401)
    expect(unknownEmail.statusCode).toBe(401)
    expect(wrongPassword.json()).toEqual({ message: LOGIN_FAILED_MESSAGE })
    expect(unknownEmail.json()).toEqual({ message: LOGIN_FAILED_MESSAGE })
  })

  test('an unknown e-mail takes about as long to refuse as a wrong password', async () => {
    const { user } = await createTestUser(t)
    const timeOf = async (email: string) => {
      const started = performance.now()
      await login(email, 'Wrong123!')
      return performance.now() - started
    }
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
    await timeOf(uniqueEmail('warmup'))
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 4; i++) {
      known.push(await timeOf(user.email))
      unknown.push(await timeOf(uniqueEmail('ghost')))
    }
    // Without a decoy verification an unknown e-mail answers in a tenth of the time or less.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5)
  })

  test.each([
    [{}, LOGIN_REQUIRED_MESSAGE],
    [{ email: 'a@b.co' }, LOGIN_REQUIRED_MESSAGE],
    [{ password: TEST_PASSWORD }, LOGIN_REQUIRED_MESSAGE],
    [{ email: ' ', password: TEST_PASSWORD }, LOGIN_REQUIRED_MESSAGE],
    [{ email: 'a@b.co', password: '' }, LOGIN_REQUIRED_MESSAGE],
  ])('a login without e-mail or password is refused with 400: %#', async (body, message) => {
    const response = await post('/api/users/login', body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
  })

  test('logging in successfully many times never locks the account', async () => {
    const { user } = await createTestUser(t)
    for (let i = 0; i < SIGN_IN_LIMITS.pairMaxFailures + 3; i++) {
      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200)
    }
  })

  test('one client trying too many logins is told to wait (429)', async () => {
    const ip = '10.1.251.1'
    for (let i = 0; i < RATE_LIMITS.login.max; i++) {
      await post('/api/users/login', { email: uniqueEmail('spray') }, { ip })
    }
    const limited = await login(uniqueEmail('spray'), TEST_PASSWORD, ip)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ message: RATE_LIMITED_MESSAGE })
  })
})

describe('GET /api/users/profile', () => {
  test('a logged-in customer reads their own account', async () => {
    const { user, headers } = await createTestUser(t, { name: 'Bea' })
    const response = await profile(headers)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      _id: user.id,
      name: 'Bea',
      email: user.email,
      role: 'customer',
      pendingEmail: null,
    })
  })

  test('without a token the profile asks to log in (401)', async () => {
    const response = await profile({})
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: LOGIN_FIRST_MESSAGE })
  })

  test('an expired token is refused with 401', async () => {
    const { user } = await createTestUser(t)
    // Issued one lifetime and a minute ago: the signer counts the expiry from `iat`.
    const issuedAt = nowSeconds() - TOKEN_LIFETIME_SECONDS - 60
    const claims = {
      sub: user.id,
      role: user.role,
      ver: user.tokenVersion,
      jti: randomUUID(),
      iat: issuedAt,
    }
    const expired = t.app.jwt.sign(claims)
    const response = await profile(bearer(expired))
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE })
  })

  test('forged, unsigned, tampered, endless and malformed tokens are refused with 401', async () => {
    const { user, token } = await createTestUser(t)
    const claims = {
      sub: user.id,
      role: user.role,
      ver: 0,
      jti: randomUUID(),
      iat: nowSeconds(),
      exp: nowSeconds() + 600,
    }
    const [header, , signature] = token.split('.')
    const tampered = `${header ?? ''}.${base64url({ ...claims, role: 'admin' })}.${signature ?? ''}`
    const attempts = {
      forged: handMadeToken(claims),
      unsigned: handMadeToken(claims, { alg: 'none' }),
      otherAlgorithm: handMadeToken(claims, { alg: 'HS512', secret: TEST_SECRET }),
      tampered,
      endless: handMadeToken(
        { sub: user.id, role: user.role, ver: 0, jti: randomUUID(), iat: nowSeconds() },
        { secret: TEST_SECRET },
      ),
      // Signed with our secret but valid for a year: no token may outlive the 7-day lifetime.
      tooLong: handMadeToken(
        { ...claims, exp: nowSeconds() + 365 * 24 * 60 * 60 },
        { secret: TEST_SECRET },
      ),
      fromTheFuture: handMadeToken(
        { ...claims, iat: nowSeconds() + 3600, exp: nowSeconds() + 7200 },
        { secret: TEST_SECRET },
      ),
      withoutId: handMadeToken(
        { sub: user.id, role: user.role, ver: 0, iat: nowSeconds(), exp: nowSeconds() + 600 },
        { secret: TEST_SECRET },
      ),
      foreignSubject: handMadeToken({ ...claims, sub: 'not-a-uuid' }, { secret: TEST_SECRET }),
      garbage: 'not-a-token',
    }
    for (const [name, forged] of Object.entries(attempts)) {
      const response = await profile(bearer(forged))
      expect(response.statusCode, name).toBe(401)
      expect(response.json(), name).toEqual({ message: SESSION_EXPIRED_MESSAGE })
    }
    for (const authorization of [`Basic ${token}`, 'Bearer', `Bearer ${token} extra`]) {
      const response = await profile({ authorization })
      expect(response.statusCode, authorization).toBe(401)
    }
    // The same hand-made shape with our secret is accepted: the refusals above are real.
    expect((await profile(bearer(handMadeToken(claims, { secret: TEST_SECRET })))).statusCode).toBe(
      200,
    )
  })

  test('a token stops working at once when its user is demoted', async () => {
    const { user, headers } = await createTestUser(t, { role: 'admin' })
    expect((await profile(headers)).statusCode).toBe(200)
    // Only the role changes, token version untouched: the role in the token must still match.
    await t.db.update(users).set({ role: 'customer' }).where(eq(users.id, user.id))
    const response = await profile(headers)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE })
  })

  test('a role change retires old tokens even if the role is later changed back', async () => {
    const { user, headers } = await createTestUser(t, { role: 'admin' })
    await changeUserRole(t.db, user.id, 'customer')
    await changeUserRole(t.db, user.id, 'admin')
    expect((await profile(headers)).statusCode).toBe(401)
    const fresh = (await login(user.email, TEST_PASSWORD)).json<AuthResponse>()
    expect(fresh.user.role).toBe('admin')
    expect((await profile(bearer(fresh.token))).statusCode).toBe(200)
  })

  test('a token stops working at once when its user is deleted', async () => {
    const { user, headers } = await createTestUser(t)
    await deleteUser(t.db, user.id)
    const response = await profile(headers)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE })
  })
})
