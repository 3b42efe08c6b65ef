import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase } from '../../db/client.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { openTestDatabase } from '../../testing/test-database.js'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

describe('GET /api/health/live', () => {
  test('answers ok while the process runs, and is never cached', async () => {
    const response = await t.app.inject('/api/health/live')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
    expect(response.headers['cache-control']).toBe('no-store')
  })
})

describe('GET /api/health/ready', () => {
  test('answers ok when the database answers and has every migration', async () => {
    const response = await t.app.inject('/api/health/ready')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok' },
    })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  test('answers 503 with a message while the database does not answer, and /live stays ok', async () => {
    const database = await openTestDatabase()
    const shop = await createTestApp({}, { database })
    try {
      await database.close()
      const ready = await shop.app.inject('/api/health/ready')
      expect(ready.statusCode).toBe(503)
      expect(ready.headers['retry-after']).toBe('5')
      expect(ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'failing', migrations: 'failing' },
        message: 'The database does not answer.',
      })
      expect((await shop.app.inject('/api/health/live')).statusCode).toBe(200)
    } finally {
      await shop.close()
    }
  })

  test('answers 503 when the database lacks this version’s migrations', async () => {
    const database = await openDatabase({ driver: 'pglite-memory' })
    const shop = await createTestApp({}, { database })
    try {
      const ready = await shop.app.inject('/api/health/ready')
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'failing' },
        message: 'The database lacks migrations this version needs.',
      })
    } finally {
      await shop.close()
      await database.close()
    }
  })
})
