import { LOGIN_FAILED_MESSAGE } from '@shop/shared/users'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { mailOutbox } from '../../db/schema/index.js'
import { TEST_PASSWORD, createTestUser } from '../../testing/auth-headers.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { SIGN_IN_LIMITS } from './sign-in-throttle.js'

/**
 * Sign-in throttling through the API (docs/product-rules.md § Accounts): guessing slows down and is then
 * refused, but nobody can lock the owner out, and parallel guesses never get extra checks.
 */

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    remoteAddress: ip,
  })

/** 401: the password was checked and wrong. 429: refused before any check. */
const checkedCount = (statuses: number[]) => statuses.filter((status) => status === 401).length

test('a third wrong password in a row must wait, and the answer says how long', async () => {
  const { user } = await createTestUser(t)
  const ip = '172.16.1.1'
  for (let guess = 0; guess < SIGN_IN_LIMITS.pairSlowDownFrom; guess++) {
    const wrong = await login(user.email, `Wrong${String(guess)}!a`, ip)
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ message: LOGIN_FAILED_MESSAGE })
  }
  const waiting = await login(user.email, TEST_PASSWORD, ip)
  expect(waiting.statusCode).toBe(429)
  expect(waiting.json()).toEqual({
    message: 'Too many failed attempts. Please wait 2 seconds and try again.',
  })
  expect(waiting.headers['retry-after']).toBe('2')
})

test('while an attacker’s addresses are refused, the owner signs in from a fresh address', async () => {
  const { user } = await createTestUser(t, { role: 'admin' })
  const attackers = Array.from({ length: 5 }, (_, index) => `172.16.2.${String(index + 1)}`)
  // Two guesses from each of five addresses use up the account's budget of ten.
  for (const ip of attackers) {
    for (let guess = 0; guess < 2; guess++) {
      expect((await login(user.email, `Guess${String(guess)}!${ip}`, ip)).statusCode).toBe(401)
    }
  }
  for (const ip of attackers) {
    const refused = await login(user.email, TEST_PASSWORD, ip)
    expect(refused.statusCode).toBe(429)
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Too many failed attempts\. Please try again in \d+ minutes?, or reset your password\.$/,
    )
  }
  const owner = await login(user.email, TEST_PASSWORD, '192.168.7.7')
  expect(owner.statusCode).toBe(200)
  // The owner was told once that the account is being guessed at.
  const alerts = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, user.email), eq(mailOutbox.kind, 'sign_in_attempts')))
  expect(alerts).toHaveLength(1)
  expect(alerts[0]?.subject).toBe('Someone is trying to sign in to your account')
})

test('guesses at once from one address get no more checks than the rule allows', async () => {
  const { user } = await createTestUser(t)
  // 15 stay under the per-client request limit, so every one reaches the sign-in throttle.
  const guesses = Array.from({ length: 15 }, (_, index) =>
    login(user.email, `Parallel${String(index)}!x`, '172.16.3.1'),
  )
  const statuses = (await Promise.all(guesses)).map((response) => response.statusCode)
  expect(checkedCount(statuses)).toBe(SIGN_IN_LIMITS.pairSlowDownFrom)
  expect(statuses.filter((status) => status === 429)).toHaveLength(
    15 - SIGN_IN_LIMITS.pairSlowDownFrom,
  )

  // 60 at once from one address: the request limit and the throttle together check at most 2.
  const flood = Array.from({ length: 60 }, (_, index) =>
    login(user.email, `Flood${String(index)}!x`, '172.16.3.2'),
  )
  const floodStatuses = (await Promise.all(flood)).map((response) => response.statusCode)
  expect(checkedCount(floodStatuses)).toBeLessThanOrEqual(SIGN_IN_LIMITS.pairSlowDownFrom)
  expect(floodStatuses.every((status) => status === 401 || status === 429)).toBe(true)
})

test('60 guesses at once from six addresses never check more than the account’s budget', async () => {
  const { user } = await createTestUser(t)
  const guesses = Array.from({ length: 60 }, (_, index) =>
    login(user.email, `Spread${String(index)}!x`, `172.16.4.${String(index % 6)}`),
  )
  const statuses = (await Promise.all(guesses)).map((response) => response.statusCode)
  expect(checkedCount(statuses)).toBeLessThanOrEqual(SIGN_IN_LIMITS.accountBudget)
  // The owner is still let in from home.
  expect((await login(user.email, TEST_PASSWORD, '192.168.8.8')).statusCode).toBe(200)
})

test('guesses at an e-mail with no account are throttled the same way', async () => {
  const ip = '172.16.5.1'
  const statuses: number[] = []
  for (let guess = 0; guess < 3; guess++) {
    statuses.push(
      (await login('nobody-here@example.com', `Wrong${String(guess)}!a`, ip)).statusCode,
    )
  }
  expect(statuses).toEqual([401, 401, 429])
})
