import type { ShopSettings } from '@shop/shared/shop-settings'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminHeaders } from '../../testing/auth-headers.js'
import { isPostgresRun } from '../../testing/test-database.js'
import type { TestApp } from '../../testing/test-app.js'
import { startTwoInstances, type TwoInstances } from '../../testing/two-instances.js'
import { waitFor } from '../../testing/wait-for.js'

/**
 * Two instances on one PostgreSQL database: the owner's settings change on one, and the other's
 * pages show it within a second (docs/product-rules.md § The owner's shop), though each keeps
 * the settings in its cache.
 */

let shop: TwoInstances

const shownName = async (t: TestApp) =>
  (await t.app.inject({ url: '/api/settings' })).json<ShopSettings>().shopName

describe.skipIf(!isPostgresRun())('settings on two instances of one PostgreSQL database', () => {
  beforeAll(async () => {
    shop = await startTwoInstances()
  })

  afterAll(async () => {
    await shop.close()
  })

  test('a rename on one instance shows on the other within a second', async () => {
    const { first, second } = shop
    // Both instances hold the settings in their caches.
    expect(await shownName(first)).toBe(await shownName(second))
    const saved = await first.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: await adminHeaders(first),
      payload: { shopName: 'Quayside Supply' },
    })
    expect(saved.statusCode).toBe(200)
    await waitFor(async () => (await shownName(second)) === 'Quayside Supply', {
      timeoutMs: 1000,
      what: 'the rename to reach the other instance',
    })
  })
})
