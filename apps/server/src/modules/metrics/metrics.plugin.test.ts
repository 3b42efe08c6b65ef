import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { mailOutbox } from '../../db/schema/index.js'
import { seedProduct } from '../../testing/factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { isPostgresRun, openTestDatabase } from '../../testing/test-database.js'
import type { DatabaseHandle } from '../../db/client.js'

const METRICS_TOKEN = 'metrics-token-for-the-tests'
const authorized = { authorization: `Bearer ${METRICS_TOKEN}` }

let database: DatabaseHandle
let t: TestApp

beforeAll(async () => {
  database = await openTestDatabase()
  t = await createTestApp({ METRICS_TOKEN }, { database, poolStats: database.poolStats })
  await seedProduct(t.db, { name: 'Measured Tee' })
})

afterAll(async () => {
  await t.close()
  await database.close()
})

async function scrape(): Promise<string> {
  const response = await t.app.inject({ url: '/metrics', headers: authorized })
  expect(response.statusCode).toBe(200)
  return response.body
}

/** The value of one series in Prometheus's text format, 0 when it is not there yet. */
function valueOf(body: string, series: string): number {
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? 0 : Number(line.slice(series.length + 1))
}

describe('GET /metrics', () => {
  test('is not there without METRICS_TOKEN', async () => {
    const shop = await createTestApp()
    try {
      const response = await shop.app.inject('/metrics')
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain('shop_http_requests_total')
    } finally {
      await shop.close()
    }
  })

  test.each([
    ['no token', {}],
    ['another token', { authorization: 'Bearer not-the-metrics-token-at-all' }],
    ['a user’s kind of header', { authorization: `Basic ${METRICS_TOKEN}` }],
  ])('answers 401 to %s', async (_kind, headers) => {
    const response = await t.app.inject({ url: '/metrics', headers })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: 'A valid metrics token is required.' })
  })

  test('answers Prometheus text with the process metrics, never cached', async () => {
    const response = await t.app.inject({ url: '/metrics', headers: authorized })
    expect(response.headers['content-type']).toContain('text/plain')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body).toContain('# TYPE process_cpu_seconds_total counter')
    expect(response.body).toContain('nodejs_eventloop_lag_seconds')
  })

  test('counts requests by route pattern and status, with their latency', async () => {
    const series = 'shop_http_requests_total{method="GET",route="/api/products/:id",status="404"}'
    const timed = 'shop_http_request_duration_seconds_count{method="GET",route="/api/products/:id"}'
    const before = await scrape()
    for (const id of [
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
    ]) {
      expect((await t.app.inject(`/api/products/${id}`)).statusCode).toBe(404)
    }
    const after = await scrape()
    expect(valueOf(after, series) - valueOf(before, series)).toBe(2)
    expect(valueOf(after, timed) - valueOf(before, timed)).toBe(2)
  })

  test('reports catalogue cache hits and misses', async () => {
    const hits = 'shop_catalog_cache_lookups_total{result="hit"}'
    const misses = 'shop_catalog_cache_lookups_total{result="miss"}'
    const before = await scrape()
    const url = '/api/products?search=Measured&limit=7'
    await t.app.inject(url)
    const afterFirst = await scrape()
    await t.app.inject(url)
    const afterSecond = await scrape()
    expect(valueOf(afterFirst, misses)).toBeGreaterThan(valueOf(before, misses))
    expect(valueOf(afterSecond, hits)).toBeGreaterThan(valueOf(afterFirst, hits))
    expect(valueOf(afterSecond, misses)).toBe(valueOf(afterFirst, misses))
  })

  test('reports the mail waiting in the outbox and how long the oldest has waited', async () => {
    await t.db.insert(mailOutbox).values({
      kind: 'welcome',
      recipient: 'shop@example.com',
      subject: 'Waiting',
      payload: {},
      queuedAt: new Date(Date.now() - 120_000),
    })
    const body = await scrape()
    expect(valueOf(body, 'shop_mail_outbox_messages{status="queued"}')).toBeGreaterThanOrEqual(1)
    expect(valueOf(body, 'shop_mail_outbox_oldest_queued_seconds')).toBeGreaterThanOrEqual(119)
  })

  test.runIf(isPostgresRun())('reports the PostgreSQL pool', async () => {
    const body = await scrape()
    expect(valueOf(body, 'shop_database_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1)
    expect(body).toContain('shop_database_pool_connections{state="waiting"}')
  })
})
