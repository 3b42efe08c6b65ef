import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { captureLogLines } from '../../testing/log-lines.js'
import { TEST_PASSWORD, createTestUser } from '../../testing/auth-headers.js'
import { startTcpProxy, type TcpProxy } from '../../testing/tcp-proxy.js'
import { dropTestKeys, testRedisEnv, testRedisUrl } from '../../testing/test-redis.js'
import type { TestApp } from '../../testing/test-app.js'
import {
  expectEditToReachWithinASecond,
  startTwoInstances,
  type TwoInstances,
} from '../../testing/two-instances.js'
import { nextClientAddress } from '../../testing/unique-values.js'
import { waitFor } from '../../testing/wait-for.js'
import { RATE_LIMITS } from '../../config/rate-limits.js'
import { REDIS_FALLBACK_MESSAGE } from '../health/readiness.js'

/**
 * Two instances sharing one Redis (docs/product-rules.md § Several instances): a limit and the sign-in
 * throttle hold across them, a catalogue change on one reaches the other within a second, and
 * Redis going away leaves every limit in force, counted by each instance, until it is back.
 * Redis is reached through a proxy the test can cut.
 */

let proxy: TcpProxy
let shop: TwoInstances
let first: TestApp
let second: TestApp
let keyPrefix: string
const log = captureLogLines()

const contact = (t: TestApp, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Ann', email: 'ann@example.com', message: 'Hello' },
    remoteAddress: ip,
  })

interface ReadinessAnswer {
  statusCode: number
  status: string
  checks: { redis?: string }
  message?: string
}

const readiness = async (t: TestApp): Promise<ReadinessAnswer> => {
  const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' })
  return {
    statusCode: response.statusCode,
    ...response.json<Omit<ReadinessAnswer, 'statusCode'>>(),
  }
}

const redisState = async (t: TestApp) => (await readiness(t)).checks.redis

describe.skipIf(!testRedisUrl)('two instances on one Redis', () => {
  beforeAll(async () => {
    const redis = new URL(testRedisUrl ?? '')
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) })
    const env = testRedisEnv(`redis://127.0.0.1:${String(proxy.port)}`)
    keyPrefix = env.REDIS_KEY_PREFIX
    shop = await startTwoInstances(env, { logger: { level: 'info', stream: log.stream } })
    ;({ first, second } = shop)
    for (const t of [first, second]) {
      await waitFor(async () => (await redisState(t)) === 'ok', { what: 'Redis to connect' })
    }
  })

  afterAll(async () => {
    await shop.close()
    await proxy.close()
    await dropTestKeys(keyPrefix)
  })

  test('a per-client limit counts the requests of every instance together', async () => {
    const ip = nextClientAddress()
    const { max } = RATE_LIMITS.contact
    const statuses = []
    for (let request = 0; request < max; request++) {
      statuses.push((await contact(request % 2 === 0 ? first : second, ip)).statusCode)
    }
    expect(statuses).toEqual(Array.from({ length: max }, () => 201))
    expect((await contact(first, ip)).statusCode).toBe(429)
    expect((await contact(second, ip)).statusCode).toBe(429)
  })

  test('a guess on one instance counts on the other: the third wrong password must wait', async () => {
    const { user } = await createTestUser(first)
    const ip = nextClientAddress()
    const login = (t: TestApp, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: user.email, password },
        remoteAddress: ip,
      })
    expect((await login(first, 'Wrong-one-1')).statusCode).toBe(401)
    expect((await login(second, 'Wrong-two-2')).statusCode).toBe(401)
    const waiting = await login(first, TEST_PASSWORD)
    expect(waiting.statusCode).toBe(429)
    expect(waiting.json()).toEqual({
      message: 'Too many failed attempts. Please wait 2 seconds and try again.',
    })
  })

  test('a product edit on one instance shows on the other within a second', async () => {
    await expectEditToReachWithinASecond(first, second, 'Harbour Tee')
  })

  test('without Redis each instance enforces the limit itself, and says so, until Redis is back', async () => {
    await proxy.cut()
    const unready = await waitFor(
      async () => {
        const answer = await readiness(first)
        return answer.checks.redis === 'failing' && answer
      },
      { what: 'readiness to report Redis' },
    )
    // Still ready: the instance serves, and the answer tells the monitor what is wrong.
    expect(unready).toMatchObject({
      statusCode: 200,
      status: 'ok',
      message: REDIS_FALLBACK_MESSAGE,
    })
    expect(log.lines.some((line) => line.includes('Redis is unreachable'))).toBe(true)

    const ip = nextClientAddress()
    const { max } = RATE_LIMITS.contact
    for (let request = 0; request < max; request++) {
      expect((await contact(first, ip)).statusCode).toBe(201)
    }
    expect((await contact(first, ip)).statusCode).toBe(429)
    // The other instance counts on its own meanwhile: the limit applies per instance.
    expect((await contact(second, ip)).statusCode).toBe(201)

    await proxy.restore()
    for (const t of [first, second]) {
      await waitFor(async () => (await redisState(t)) === 'ok', { what: 'Redis to be back' })
    }
    expect((await readiness(first)).message).toBeUndefined()
    expect(log.lines.some((line) => line.includes('Redis is back'))).toBe(true)
    const next = nextClientAddress()
    for (let request = 0; request < max; request++) {
      expect((await contact(request % 2 === 0 ? second : first, next)).statusCode).toBe(201)
    }
    expect((await contact(first, next)).statusCode).toBe(429)
  })
})
