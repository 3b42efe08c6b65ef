import { describe, expect, test } from 'vitest'
import { openDatabase } from './db/client.js'
import { isDatabaseUnavailable } from './lib/database-unavailable.js'
import { DATABASE_UNAVAILABLE_MESSAGE } from './plugins/error-handler.js'
import { freePort } from './testing/free-port.js'
import { createTestApp } from './testing/test-app.js'
import { openTestDatabase } from './testing/test-database.js'
import { nextClientAddress } from './testing/unique-values.js'

/**
 * A database that is down is the server's trouble, not the shopper's: every request that needs it
 * answers 503 with Retry-After and a message, never a 500, and readiness says so.
 */

describe('PostgreSQL down', () => {
  test('reads, sign-ins and readiness answer 503 with Retry-After; liveness stays ok', async () => {
    const database = await openDatabase({
      driver: 'postgres',
      // Nothing listens there: a PostgreSQL server that is down.
      url: `postgres://root@127.0.0.1:${String(await freePort())}/shop`,
    })
    const shop = await createTestApp({}, { database })
    try {
      const answers = [
        await shop.app.inject('/api/products'),
        await shop.app.inject('/api/products/filters'),
        await shop.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: 'ann@example.com', password: 'Whatever-1!' },
          remoteAddress: nextClientAddress(),
        }),
      ]
      for (const answer of answers) {
        expect(answer.statusCode).toBe(503)
        expect(answer.headers['retry-after']).toBe('5')
        expect(answer.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE })
      }
      const ready = await shop.app.inject('/api/health/ready')
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toMatchObject({ checks: { database: 'failing' } })
      expect((await shop.app.inject('/api/health/live')).statusCode).toBe(200)
    } finally {
      await shop.close()
      await database.close()
    }
  })
})

test('a database closed under a running shop answers 503, not 500', async () => {
  const database = await openTestDatabase()
  const shop = await createTestApp({}, { database })
  try {
    expect((await shop.app.inject('/api/products')).statusCode).toBe(200)
    await database.close()
    shop.catalogCache.clear()
    const answer = await shop.app.inject('/api/products')
    expect(answer.statusCode).toBe(503)
    expect(answer.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE })
  } finally {
    await shop.close()
  }
})

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code })

  test.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['PostgreSQL shutting down', withCode('57P01', 'terminating connection')],
    ['PostgreSQL starting up', withCode('57P03', 'the database system is starting up')],
    ['a full disk', withCode('53100', 'could not extend file')],
    ['too many connections', withCode('53300')],
    ['a lost connection', withCode('08006')],
    ['a driver error under a query error', new Error('Failed query', { cause: withCode('57P01') })],
    ['one refusal per address', new AggregateError([withCode('ECONNREFUSED')], 'connect')],
    ['a pool ended', new Error('Cannot use a pool after calling end on the pool')],
    [
      'a connection broken while a transaction held it',
      new Error('Failed query: rollback', {
        cause: new Error('Client has encountered a connection error and is not queryable'),
      }),
    ],
  ])('%s is an unavailable database', (_kind, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  test.each([
    ['a unique violation', withCode('23505', 'duplicate key')],
    ['a check violation', withCode('23514')],
    ['a bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s is not', (_kind, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
