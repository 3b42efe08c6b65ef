import { createHash } from 'node:crypto'
import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_INVALID_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  type AuthResponse,
} from '@shop/shared/users'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  ACCOUNT_RATE_LIMITS,
  PASSWORD_RESET_MIN_ANSWER_MS,
  RATE_LIMITED_MESSAGE,
  RATE_LIMITS,
} from '../../config/rate-limits.js'
import { mailOutbox, passwordResetTokens } from '../../db/schema/index.js'
import { TEST_PASSWORD, bearer, createTestUser } from '../../testing/auth-headers.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/test-smtp-server.js'
import { SIGN_IN_LIMITS } from './sign-in-throttle.js'
import { nextClientAddress, uniqueEmail } from '../../testing/unique-values.js'

/**
 * Password reset by mail (docs/product-rules.md § Accounts), end to end through a real SMTP server: the
 * request, the mail and its link, the new password, and everything a reset link must not allow.
 */

const PUBLIC_URL = 'https://shop.example.com'
const NEW_PASSWORD = 'Brand-new9!'

let smtp: TestSmtpServer
let t: TestApp

beforeAll(async () => {
  smtp = await startTestSmtpServer()
  t = await createTestApp(
    { SMTP_URL: smtp.url, PUBLIC_URL },
    { runsBackgroundJobs: true, mailSenderOptions: { pollIntervalMs: 20 } },
  )
})

afterAll(async () => {
  await t.close()
  await smtp.close()
})

const requestReset = (email: string, ip = nextClientAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/password-reset',
    payload: { email },
    remoteAddress: ip,
  })
const confirmReset = (token: string, password: string, ip = nextClientAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/password-reset/confirm',
    payload: { token, password },
    remoteAddress: ip,
  })
const login = (email: string, password: string, ip = nextClientAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    remoteAddress: ip,
  })

/** The token of the newest reset mail to `email`, read from the link in its plain-text part. */
async function tokenFromMail(email: string, count = 1): Promise<string> {
  await smtp.waitForMail(
    () =>
      smtp.received.filter(
        (mail) => mail.to.includes(email) && mail.subject === 'Reset your password',
      ).length >= count,
  )
  const mails = smtp.received.filter(
    (mail) => mail.to.includes(email) && mail.subject === 'Reset your password',
  )
  const link = /https:\/\/shop\.example\.com\/reset-password\?token=([\w-]+)/.exec(
    mails.at(-1)?.text ?? '',
  )
  if (!link?.[1]) throw new Error('The reset mail has no link')
  return link[1]
}

describe('POST /api/users/password-reset', () => {
  test('a shopper who forgot the password gets back in by mail alone', async () => {
    const { user, token: oldSession } = await createTestUser(t, { email: uniqueEmail('forgot') })
    const request = await requestReset(user.email.toUpperCase())
    expect(request.statusCode).toBe(202)
    expect(request.json()).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE })

    const token = await tokenFromMail(user.email)
    const confirmed = await confirmReset(token, NEW_PASSWORD)
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toEqual({ message: PASSWORD_RESET_DONE_MESSAGE })

    const signedIn = await login(user.email, NEW_PASSWORD)
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json<AuthResponse>().user.email).toBe(user.email)
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401)
    // Every session from before the reset has ended.
    const old = await t.app.inject({ url: '/api/users/profile', headers: bearer(oldSession) })
    expect(old.statusCode).toBe(401)
    const notice = await smtp.waitForMail(
      (mail) => mail.to.includes(user.email) && mail.subject === 'Your password was changed',
    )
    expect(notice.text).toContain(`${PUBLIC_URL}/forgot-password`)

    // The link works once.
    const again = await confirmReset(token, 'Another1!x')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ message: PASSWORD_RESET_INVALID_MESSAGE })
  })

  test('an unknown address gets the same answer and no mail is queued', async () => {
    const email = uniqueEmail('nobody')
    const response = await requestReset(email)
    expect(response.statusCode).toBe(202)
    expect(response.json()).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE })
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).toEqual([])
  })

  test('known and unknown addresses are both answered no sooner than the same minimum time', async () => {
    const { user } = await createTestUser(t, { email: uniqueEmail('timed') })
    for (const email of [user.email, uniqueEmail('ghost')]) {
      const started = performance.now()
      expect((await requestReset(email)).statusCode).toBe(202)
      expect(performance.now() - started).toBeGreaterThanOrEqual(PASSWORD_RESET_MIN_ANSWER_MS - 5)
    }
  })

  test('only a hash of the token is stored, and it expires in an hour', async () => {
    const { user } = await createTestUser(t, { email: uniqueEmail('hashed') })
    await requestReset(user.email)
    const token = await tokenFromMail(user.email)
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id))
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(token)
    const minutesLeft = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000
    expect(minutesLeft).toBeGreaterThan(58)
    expect(minutesLeft).toBeLessThanOrEqual(60)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
  })

  test('a newer request replaces the older link', async () => {
    const { user } = await createTestUser(t, { email: uniqueEmail('twice') })
    await requestReset(user.email)
    const first = await tokenFromMail(user.email, 1)
    await requestReset(user.email)
    const second = await tokenFromMail(user.email, 2)
    expect(second).not.toBe(first)
    expect((await confirmReset(first, NEW_PASSWORD)).json()).toEqual({
      message: PASSWORD_RESET_INVALID_MESSAGE,
    })
    expect((await confirmReset(second, NEW_PASSWORD)).statusCode).toBe(200)
  })

  test('an expired link is refused and changes nothing', async () => {
    const { user } = await createTestUser(t, { email: uniqueEmail('late') })
    await requestReset(user.email)
    const token = await tokenFromMail(user.email)
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id))
    const response = await confirmReset(token, NEW_PASSWORD)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: PASSWORD_RESET_INVALID_MESSAGE })
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  test('a weak new password is refused and the link still works afterwards', async () => {
    const { user } = await createTestUser(t, { email: uniqueEmail('weak') })
    await requestReset(user.email)
    const token = await tokenFromMail(user.email)
    const weak = await confirmReset(token, 'weakpass')
    expect(weak.statusCode).toBe(400)
    expect(weak.json()).toEqual({ message: 'Password must contain an uppercase letter.' })
    expect((await confirmReset(token, NEW_PASSWORD)).statusCode).toBe(200)
  })

  test.each([['made-up-token'], ['x'.repeat(129)], ['']])(
    'a made-up token is refused with 400: %#',
    async (token) => {
      const response = await confirmReset(token, NEW_PASSWORD)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: PASSWORD_RESET_INVALID_MESSAGE })
    },
  )

  test('two uses of one link at the same moment: exactly one sets the password', async () => {
    const { user } = await createTestUser(t, { email: uniqueEmail('race') })
    await requestReset(user.email)
    const token = await tokenFromMail(user.email)
    const answers = await Promise.all([
      confirmReset(token, 'First-pick1!'),
      confirmReset(token, 'Second-pick2!'),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400])
    const changed = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, user.email), eq(mailOutbox.kind, 'password_changed')))
    expect(changed).toHaveLength(1)
  })

  test("a stranger's requests for an address never keep its owner from resetting", async () => {
    const { user } = await createTestUser(t, { email: uniqueEmail('flood') })
    // A stranger asks for the owner's address, each time from another client.
    for (let i = 0; i < ACCOUNT_RATE_LIMITS.passwordResets.max; i++) {
      expect((await requestReset(user.email)).statusCode).toBe(202)
    }
    const lastMailed = await tokenFromMail(user.email, ACCOUNT_RATE_LIMITS.passwordResets.max)
    // Beyond the limit the owner gets the usual answer; no further mail goes out.
    const overLimit = await requestReset(user.email)
    expect(overLimit.statusCode).toBe(202)
    expect(overLimit.json()).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE })
    const resetMails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, user.email), eq(mailOutbox.kind, 'password_reset')))
    expect(resetMails).toHaveLength(ACCOUNT_RATE_LIMITS.passwordResets.max)
    // The link mailed last still lets the owner choose a new password.
    expect((await confirmReset(lastMailed, NEW_PASSWORD)).statusCode).toBe(200)
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200)
  })

  test('one client asking for too many links is told to wait (429)', async () => {
    const ip = nextClientAddress()
    for (let i = 0; i < RATE_LIMITS.passwordReset.max; i++) {
      expect((await requestReset(uniqueEmail('spray'), ip)).statusCode).toBe(202)
    }
    const limited = await requestReset(uniqueEmail('spray'), ip)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ message: RATE_LIMITED_MESSAGE })
  })

  test('after a reset, the address that failed to sign in may sign in again', async () => {
    const { user } = await createTestUser(t, { email: uniqueEmail('locked') })
    const ip = nextClientAddress()
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.pairSlowDownFrom; attempt++) {
      expect((await login(user.email, `Wrong${String(attempt)}!x`, ip)).statusCode).toBe(401)
    }
    expect((await login(user.email, TEST_PASSWORD, ip)).statusCode).toBe(429)
    await requestReset(user.email, ip)
    const token = await tokenFromMail(user.email)
    expect((await confirmReset(token, NEW_PASSWORD, ip)).statusCode).toBe(200)
    expect((await login(user.email, NEW_PASSWORD, ip)).statusCode).toBe(200)
  })
})
