import { afterAll, beforeAll, expect, test } from 'vitest'
import { RATE_LIMITS } from '../../config/rate-limits.js'
import { TEST_PASSWORD, createTestUser } from '../../testing/auth-headers.js'
import { freePort } from '../../testing/free-port.js'
import { captureLogLines } from '../../testing/log-lines.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { nextClientAddress } from '../../testing/unique-values.js'
import { REDIS_FALLBACK_MESSAGE } from '../health/readiness.js'

/**
 * REDIS_URL names a Redis that never answers (a typo, a firewall, a server not started yet):
 * the shop serves every request, keeps every limit in this process, and tells its monitor and
 * its log. Needs no Redis, so it runs everywhere.
 */

let t: TestApp
const METRICS_TOKEN = 'metrics-token-for-this-test'
const log = captureLogLines()

beforeAll(async () => {
  t = await createTestApp(
    {
      REDIS_URL: `redis://127.0.0.1:${String(await freePort())}`,
      METRICS_TOKEN: METRICS_TOKEN,
    },
    { logger: { level: 'warn', stream: log.stream } },
  )
})

afterAll(async () => {
  await t.close()
})

test('readiness stays ready and says that limits are counted in this instance', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({
    status: 'ok',
    checks: { database: 'ok', migrations: 'ok', redis: 'failing' },
    message: REDIS_FALLBACK_MESSAGE,
  })
  expect(log.lines.some((line) => line.includes('Redis is unreachable'))).toBe(true)
})

test('a per-client limit still holds, never a 500', async () => {
  const ip = nextClientAddress()
  const send = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ann', email: 'ann@example.com', message: 'Hello' },
      remoteAddress: ip,
    })
  for (let request = 0; request < RATE_LIMITS.contact.max; request++) {
    expect((await send()).statusCode).toBe(201)
  }
  expect((await send()).statusCode).toBe(429)
})

test('sign-in throttling still slows a guesser down, and the owner still signs in', async () => {
  const { user } = await createTestUser(t)
  const ip = nextClientAddress()
  const login = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password },
      remoteAddress: ip,
    })
  expect((await login('Wrong-one-1')).statusCode).toBe(401)
  expect((await login('Wrong-two-2')).statusCode).toBe(401)
  expect((await login(TEST_PASSWORD)).statusCode).toBe(429)
  const owner = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: user.email, password: TEST_PASSWORD },
    remoteAddress: nextClientAddress(),
  })
  expect(owner.statusCode).toBe(200)
})

test('the metrics show Redis as not connected', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  })
  expect(response.statusCode).toBe(200)
  expect(response.body).toMatch(/^shop_redis_connected 0$/m)
})
