import { skuTakenMessage } from '@shop/shared/admin-products'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { adminHeaders } from '../../testing/auth-headers.js'
import { productInput, variant } from '../../testing/factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { isPostgresRun } from '../../testing/test-database.js'
import { createProduct } from './catalog.service.js'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

/** A promise another piece of the test resolves when it reaches a point. */
function signal(): { promise: Promise<void>; fire: () => void } {
  let resolvePromise = (): void => undefined
  const promise = new Promise<void>((resolve) => {
    resolvePromise = resolve
  })
  return {
    promise,
    fire: () => {
      resolvePromise()
    },
  }
}

/** Statements of this database waiting for a row or index lock another transaction holds. */
async function countLockWaits(): Promise<number> {
  const [row] = await t.db
    .select({ waiting: sql<number>`count(*)::int` })
    .from(sql`pg_stat_activity`)
    .where(sql`datname = current_database() and wait_event_type = 'Lock'`)
  return row?.waiting ?? 0
}

// PGlite runs one statement at a time, so only a PostgreSQL server can interleave two writes.
test.skipIf(!isPostgresRun())(
  'a SKU committed by a rival after the check still ends in the 409, not an error',
  async () => {
    const sku = `RIVAL-${String(Date.now())}`
    const rivalMayCommit = signal()
    const rivalHasInserted = signal()
    // The rival holds its new SKU uncommitted: the admin's check cannot see it yet.
    const rival = t.db.transaction(async (tx) => {
      await createProduct(tx, productInput({ variants: [variant({ sku })] }))
      rivalHasInserted.fire()
      await rivalMayCommit.promise
    })
    await rivalHasInserted.promise

    const creating = t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: await adminHeaders(t),
      payload: productInput({ variants: [variant({ sku })] }),
    })
    // The admin's insert now waits on the unique index for the rival's outcome.
    await vi.waitFor(
      async () => {
        expect(await countLockWaits()).toBeGreaterThan(0)
      },
      { timeout: 5000, interval: 20 },
    )
    rivalMayCommit.fire()
    await rival

    const response = await creating
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: skuTakenMessage(sku) })
  },
)
