import { setImmediate as nextTurn } from 'node:timers/promises'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loadConfig } from '../config/env.js'
import { createTestApp, type TestApp } from '../testing/test-app.js'
import { waitFor } from '../testing/wait-for.js'
import { OVERLOADED_MESSAGE } from './load-shedding.js'

/**
 * Under sustained event-loop pressure new requests are turned away at once with 503 and
 * Retry-After, liveness still answers, and service resumes by itself when the pressure ends.
 */

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '50' })
})

afterAll(async () => {
  await t.close()
})

/** Keeps the event loop busy in 120 ms slices (as a flood of requests would) until stopped. */
function overloadEventLoop(): { stop: () => Promise<void> } {
  const load = { isRunning: true }
  const running = (async () => {
    while (load.isRunning) {
      const sliceEnd = performance.now() + 120
      while (performance.now() < sliceEnd) {
        // Busy on purpose: this is the load.
      }
      await nextTurn()
    }
  })()
  return {
    stop: async () => {
      load.isRunning = false
      await running
    },
  }
}

test('an overloaded instance sheds new requests with 503 and recovers by itself', async () => {
  const products = () => t.app.inject({ method: 'GET', url: '/api/products' })
  expect((await products()).statusCode).toBe(200)

  const load = overloadEventLoop()
  try {
    await waitFor(async () => t.app.isUnderPressure(), { what: 'the instance to feel the load' })
    const shed = await products()
    expect(shed.statusCode).toBe(503)
    expect(shed.headers['retry-after']).toBe('2')
    expect(shed.json()).toEqual({ message: OVERLOADED_MESSAGE })
    // Alive all the same: a process manager must not restart a busy shop.
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200)
  } finally {
    await load.stop()
  }
  await waitFor(async () => !t.app.isUnderPressure(), { what: 'the pressure to pass' })
  expect((await products()).statusCode).toBe(200)
})

test('shedding is on by default with PostgreSQL and off on the embedded database', () => {
  const base = { JWT_SECRET: 'x'.repeat(32) }
  expect(loadConfig(base).maxEventLoopDelayMs).toBe(0)
  expect(loadConfig({ ...base, DATABASE_URL: 'postgres://shop@db/shop' }).maxEventLoopDelayMs).toBe(
    1000,
  )
  expect(loadConfig({ ...base, MAX_EVENT_LOOP_DELAY_MS: '250' }).maxEventLoopDelayMs).toBe(250)
  expect(() => loadConfig({ ...base, MAX_EVENT_LOOP_DELAY_MS: '10' })).toThrow(
    'MAX_EVENT_LOOP_DELAY_MS must be 0 (off) or a whole number of milliseconds from 50 to 10000',
  )
})
