import Fastify from 'fastify'
import { afterAll, describe, expect, test } from 'vitest'
import { createSharedSignInCounters } from '../shared-state/redis-count-store.js'
import { openSharedRedis, type SharedRedis } from '../shared-state/shared-redis.js'
import { dropTestKeys, testRedisEnv, testRedisUrl } from '../../testing/test-redis.js'
import { waitFor } from '../../testing/wait-for.js'
import { createMemorySignInCounters, type SignInCounters } from './sign-in-counters.js'
import { SIGN_IN_LIMITS } from './sign-in-throttle.js'

/**
 * The throttling rule in numbers, with time given explicitly: on the in-memory counters, and on
 * the Redis ones every instance shares when TEST_REDIS_URL names a Redis.
 */

const START = 1_000_000
const SECOND = 1000
const attacker = (address: string) => ({ account: 'owner@example.com', address })

async function fail(
  counters: SignInCounters,
  attempt: { account: string; address: string },
  now: number,
) {
  const decision = await counters.reserve(attempt, now)
  if (decision.isAllowed) await counters.settle(attempt, 'failure', now)
  return decision
}

const redisConnections: SharedRedis[] = []

/** Redis counters on a key prefix of their own, as a shop with REDIS_URL counts. */
async function redisCounters(): Promise<SignInCounters> {
  const env = testRedisEnv()
  const redis = openSharedRedis(
    { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX },
    Fastify({ logger: false }).log,
  )
  redisConnections.push(redis)
  // Until it is connected the counters fall back to memory, which is not what is tested here.
  await waitFor(async () => redis.isReady(), { what: 'Redis to connect' })
  return createSharedSignInCounters(redis)
}

afterAll(async () => {
  for (const redis of redisConnections) {
    // Every test counted failures, so each left keys behind in Redis, not in memory.
    expect(await dropTestKeys(redis.keyPrefix)).toBeGreaterThan(0)
    await redis.close()
  }
})

const stores: [string, () => Promise<SignInCounters>][] = [
  ['in memory', async () => createMemorySignInCounters()],
]
if (testRedisUrl) stores.push(['in Redis', redisCounters])

describe.each(stores)('counted %s', (_where, makeCounters) => {
  test('one address failing on one account slows down after 2 failures and is refused after 5', async () => {
    const counters = await makeCounters()
    const from = attacker('203.0.113.1')
    let now = START
    expect((await fail(counters, from, now)).isAllowed).toBe(true)
    expect((await fail(counters, from, now)).isAllowed).toBe(true)
    // The 3rd guess waits 2 s after the 2nd failure, the 4th 4 s, the 5th 8 s.
    expect(await fail(counters, from, now + SECOND)).toEqual({
      isAllowed: false,
      reason: 'slow_down',
      retryAfterMs: SECOND,
    })
    for (const waitMs of [2, 4, 8].map((seconds) => seconds * SECOND)) {
      now += waitMs
      expect((await fail(counters, from, now)).isAllowed).toBe(true)
    }
    const locked = await fail(counters, from, now + 60 * SECOND)
    expect(locked).toMatchObject({ isAllowed: false, reason: 'locked' })
    // Locked until the window that opened with the first failure ends.
    expect(locked.isAllowed ? 0 : locked.retryAfterMs).toBe(
      START + SIGN_IN_LIMITS.windowMs - (now + 60 * SECOND),
    )
    expect((await fail(counters, from, START + SIGN_IN_LIMITS.windowMs)).isAllowed).toBe(true)
  })

  test('the right password clears the address’s failures and is never counted', async () => {
    const counters = await makeCounters()
    const from = attacker('203.0.113.2')
    await fail(counters, from, START)
    await fail(counters, from, START)
    await counters.reserve(from, START + 2 * SECOND)
    await counters.settle(from, 'success', START + 2 * SECOND)
    // A fresh start: two more failures pass without any wait.
    expect((await fail(counters, from, START + 2 * SECOND)).isAllowed).toBe(true)
    expect((await fail(counters, from, START + 2 * SECOND)).isAllowed).toBe(true)
  })

  test('an account whose budget is used up refuses failing addresses but never a fresh one', async () => {
    const counters = await makeCounters()
    const addresses = Array.from({ length: 5 }, (_, index) => `198.51.100.${String(index)}`)
    let alerts = 0
    for (const address of addresses) {
      for (let guess = 0; guess < 2; guess++) {
        const attempt = attacker(address)
        expect((await counters.reserve(attempt, START)).isAllowed).toBe(true)
        if ((await counters.settle(attempt, 'failure', START)).shouldAlertOwner) alerts += 1
      }
    }
    expect(alerts).toBe(1)
    // Ten failures: every address that failed is refused at once, slow-down or not.
    const again = await counters.reserve(attacker(addresses[0] ?? ''), START + 60 * SECOND)
    expect(again).toMatchObject({ isAllowed: false, reason: 'locked' })
    // The owner, from an address that has not been failing, is let through.
    const owner = attacker('192.0.2.10')
    expect((await counters.reserve(owner, START + 60 * SECOND)).isAllowed).toBe(true)
    await counters.settle(owner, 'success', START + 60 * SECOND)
    expect((await counters.reserve(owner, START + 61 * SECOND)).isAllowed).toBe(true)
    // A new attacking address gets one guess, then joins the refused.
    const newcomer = attacker('198.51.100.99')
    expect((await fail(counters, newcomer, START + 62 * SECOND)).isAllowed).toBe(true)
    expect((await fail(counters, newcomer, START + 70 * SECOND)).isAllowed).toBe(false)
  })

  test('one address guessing at many accounts is refused after 20 failures in all', async () => {
    const counters = await makeCounters()
    const address = '203.0.113.50'
    for (let account = 0; account < SIGN_IN_LIMITS.addressMaxFailures; account++) {
      const attempt = { account: `victim${String(account)}@example.com`, address }
      expect((await fail(counters, attempt, START)).isAllowed).toBe(true)
    }
    const next = await fail(counters, { account: 'victim-next@example.com', address }, START)
    expect(next).toMatchObject({ isAllowed: false, reason: 'locked' })
    // Someone else is not affected by that address's failures.
    expect(
      (await fail(counters, { account: 'victim-next@example.com', address: '203.0.113.51' }, START))
        .isAllowed,
    ).toBe(true)
  })

  test('checking and counting are one step: 60 guesses at once get 2 checks', async () => {
    const counters = await makeCounters()
    const from = attacker('203.0.113.60')
    const decisions = await Promise.all(
      Array.from({ length: 60 }, () => counters.reserve(from, START)),
    )
    expect(decisions.filter((decision) => decision.isAllowed)).toHaveLength(
      SIGN_IN_LIMITS.pairSlowDownFrom,
    )
  })

  test('a check that failed with an error gives its guess back without forgiving the address', async () => {
    const counters = await makeCounters()
    const from = attacker('203.0.113.70')
    await fail(counters, from, START)
    await counters.reserve(from, START)
    await counters.settle(from, 'error', START)
    // One failure counted, so the next guess passes with no wait.
    expect((await counters.reserve(from, START)).isAllowed).toBe(true)
    expect((await counters.reserve(from, START)).isAllowed).toBe(false)
  })
})
