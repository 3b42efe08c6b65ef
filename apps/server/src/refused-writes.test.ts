import { describe, expect, test } from 'vitest'
import { diskFullErrorIn } from './lib/disk-full.js'
import { DISK_FULL_MESSAGE, DISK_FULL_RETRY_AFTER_SECONDS } from './plugins/error-handler.js'
import { createTestApp } from './testing/test-app.js'
import { isPostgresRun, openTestDatabase } from './testing/test-database.js'
import { nextClientAddress, uniqueEmail } from './testing/unique-values.js'

/**
 * A full disk is the server's trouble, not the shopper's (docs/decisions/022-full-disk.md): while
 * the embedded database refuses writes, every write answers 503 with Retry-After and a message
 * that says why, reads answer as usual, and readiness reports it; once writes are accepted again
 * the same app takes them. The process-level story is full-disk.test.ts.
 */

const REASON = 'less than 64 MB is free on the disk of DATA_DIR (MIN_FREE_DISK_MB)'

describe.skipIf(isPostgresRun())('the embedded database refusing writes', () => {
  test('a write answers 503 with Retry-After, reads and liveness answer, readiness says why', async () => {
    const database = await openTestDatabase()
    const shop = await createTestApp({}, { database, databaseWrites: database.writes })
    const register = () =>
      shop.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { name: 'Ann', email: uniqueEmail(), password: 'Sturdy-Pass-2026!' },
        remoteAddress: nextClientAddress(),
      })
    try {
      await database.writes?.refuseWrites(REASON)

      const refused = await register()
      expect(refused.statusCode).toBe(503)
      expect(refused.headers['retry-after']).toBe(String(DISK_FULL_RETRY_AFTER_SECONDS))
      expect(refused.json()).toEqual({ message: DISK_FULL_MESSAGE })
      expect((await shop.app.inject('/api/products')).statusCode).toBe(200)
      expect((await shop.app.inject('/api/health/live')).statusCode).toBe(200)
      const ready = await shop.app.inject('/api/health/ready')
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'failing', migrations: 'ok' },
        message: `The database refuses writes: ${REASON}. Reads are still served.`,
      })

      await database.writes?.acceptWrites()
      expect((await register()).statusCode).toBe(201)
      expect((await shop.app.inject('/api/health/ready')).statusCode).toBe(200)
    } finally {
      await shop.close()
      await database.close()
    }
  })
})

describe('diskFullErrorIn', () => {
  const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code })

  test.each([
    ['PostgreSQL out of disk', withCode('53100', 'could not extend file')],
    ['a file write', withCode('ENOSPC', 'no space left on device')],
    ['a quota', withCode('EDQUOT', 'disk quota exceeded')],
    ['a driver error under a query error', new Error('Failed query', { cause: withCode('53100') })],
    [
      'statements after PostgreSQL stopped on a full disk',
      Object.assign(new Error('stopped'), { code: '57P02', cause: withCode('53100') }),
    ],
  ])('finds %s', (_case, error) => {
    expect(diskFullErrorIn(error)?.message).toBeDefined()
  })

  test.each([
    ['too many connections', withCode('53300')],
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a plain error', new Error('boom')],
    ['not an error', 'ENOSPC'],
  ])('does not take %s for a full disk', (_case, error) => {
    expect(diskFullErrorIn(error)).toBeUndefined()
  })
})
