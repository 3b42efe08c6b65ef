import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { captureLogLines } from '../testing/log-lines.js'
import { createTestApp, type TestApp } from '../testing/test-app.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

let t: TestApp
const log = captureLogLines()

beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'info', stream: log.stream } })
})

afterAll(async () => {
  await t.close()
})

describe('X-Request-Id', () => {
  test.each([
    ['an answer', '/api/health'],
    ['a JSON 404', '/api/nope'],
    ['a validation error', '/api/products?page=x'],
    ['a router error', '/api/products/%E0%A4%A'],
    ['a page', '/about'],
  ])('%s carries a fresh one', async (_kind, url) => {
    const response = await t.app.inject(url)
    expect(response.headers['x-request-id']).toMatch(UUID)
  })

  test('each request gets its own', async () => {
    const ids = new Set<unknown>()
    for (let i = 0; i < 5; i++) {
      ids.add((await t.app.inject('/api/health')).headers['x-request-id'])
    }
    expect(ids.size).toBe(5)
  })

  test('a plausible incoming id is kept and names the request in the log', async () => {
    const incoming = 'lb-7f3a9c:00042'
    const response = await t.app.inject({
      url: '/api/products',
      headers: { 'x-request-id': incoming },
    })
    expect(response.headers['x-request-id']).toBe(incoming)
    const lines = log.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.reqId === incoming)
    // One line per request: what was asked, how it was answered and how long it took.
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        route: '/api/products',
        status: 200,
        ms: expect.any(Number) as unknown,
      }),
    ])
  })

  test.each([
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'two words'],
    ['with markup', '<script>'],
  ])('an incoming id %s is replaced by a fresh one', async (_kind, incoming) => {
    const response = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': incoming },
    })
    expect(response.headers['x-request-id']).toMatch(UUID)
  })
})
