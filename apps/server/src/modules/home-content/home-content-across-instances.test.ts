import type { HomeContent } from '@shop/shared/home-content'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminHeaders } from '../../testing/auth-headers.js'
import { isPostgresRun } from '../../testing/test-database.js'
import type { TestApp } from '../../testing/test-app.js'
import { startTwoInstances, type TwoInstances } from '../../testing/two-instances.js'
import { waitFor } from '../../testing/wait-for.js'

/**
 * Two instances on one PostgreSQL database: the owner saves the home page on one, and the other's
 * home page shows it within a second (docs/product-rules.md § The owner's shop), though each keeps
 * the content in its cache.
 */

let shop: TwoInstances

const shownHeadline = async (t: TestApp) =>
  (await t.app.inject({ url: '/api/content/home' })).json<HomeContent>().heroSlides[0]?.headline

describe.skipIf(!isPostgresRun())(
  'the home page on two instances of one PostgreSQL database',
  () => {
    beforeAll(async () => {
      shop = await startTwoInstances()
    })

    afterAll(async () => {
      await shop.close()
    })

    test('a save on one instance shows on the other within a second', async () => {
      const { first, second } = shop
      // Both instances hold the neutral content in their caches.
      expect(await shownHeadline(first)).toBe(await shownHeadline(second))
      const saved = await first.app.inject({
        method: 'PUT',
        url: '/api/admin/content/home',
        headers: await adminHeaders(first),
        payload: {
          heroSlides: [
            {
              imageUrl: '/hero/hero-2-wide.w1920.webp',
              altText: 'Folded jeans',
              headline: 'Denim days',
              ctaLabel: 'Shop denim',
              ctaLink: '/collections/all',
            },
          ],
          featuredCollections: [],
          banner: null,
        },
      })
      expect(saved.statusCode).toBe(200)
      await waitFor(async () => (await shownHeadline(second)) === 'Denim days', {
        timeoutMs: 1000,
        what: 'the home page to reach the other instance',
      })
    })
  },
)
