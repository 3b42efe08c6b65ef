import {
  NEVER_SAVED_PAGE_UPDATED_AT,
  PAGE_NOT_FOUND_MESSAGE,
  SHOP_PAGE_SLUGS,
  type ShopPage,
} from '@shop/shared/shop-pages'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestUser } from '../../testing/auth-headers.js'
import type { TestApp } from '../../testing/test-app.js'
import { useSignedInTestApp } from '../../testing/signed-in-test-app.js'
import { isPostgresRun } from '../../testing/test-database.js'
import { startTwoInstances, type TwoInstances } from '../../testing/two-instances.js'
import { waitFor } from '../../testing/wait-for.js'
import { STARTING_PAGES } from './starting-pages.js'

/** docs/product-rules.md § The owner's shop: GET /api/pages/{slug}, public, from the catalogue cache. */

const { t, admin } = useSignedInTestApp()

const readPage = (app: TestApp, slug: string) => app.app.inject({ url: `/api/pages/${slug}` })

const savePage = (app: TestApp, slug: string, page: { title: string; body: string }) =>
  app.app.inject({
    method: 'PUT',
    url: `/api/admin/pages/${slug}`,
    headers: admin.headers,
    payload: page,
  })

describe('GET /api/pages/:slug', () => {
  test.each(SHOP_PAGE_SLUGS)(
    'a page never saved answers its neutral starting text to anyone (%s)',
    async (slug) => {
      const response = await readPage(t, slug)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toEqual({
        slug,
        ...STARTING_PAGES[slug],
        updatedAt: NEVER_SAVED_PAGE_UPDATED_AT,
      })
      // Public, like the catalogue: a cache may keep it (plugins/security.ts).
      expect(response.headers['cache-control']).toBeUndefined()
    },
  )

  test('the starting texts name no brand and leave nothing to fill in', () => {
    for (const { title, body } of Object.values(STARTING_PAGES)) {
      expect(`${title} ${body}`).not.toMatch(/slide|\{|\}|lorem/i)
      expect(title.length).toBeGreaterThan(0)
    }
  })

  test.each(['contact', 'About', 'about-us', 'x'.repeat(90)])(
    'another slug is a 404 with a message (%s)',
    async (slug) => {
      const response = await readPage(t, slug)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: PAGE_NOT_FOUND_MESSAGE })
    },
  )

  test('a save shows at once, though the page was answered from the cache before', async () => {
    expect((await readPage(t, 'terms')).json<ShopPage>().title).toBe(STARTING_PAGES.terms.title)
    // Read twice: the second answer comes from the cache, by its address.
    expect((await readPage(t, 'terms')).json<ShopPage>().title).toBe(STARTING_PAGES.terms.title)

    const saved = await savePage(t, 'terms', { title: 'Our terms', body: 'Be *kind*.' })
    expect(saved.statusCode, saved.body).toBe(200)

    const page = await readPage(t, 'terms')
    expect(page.json()).toEqual(saved.json())
    expect(page.json()).toMatchObject({ slug: 'terms', title: 'Our terms', body: 'Be *kind*.' })
  })

  test('a large page is sent compressed to a client that accepts it', async () => {
    const body = 'A paragraph about our fabrics and how we care for them.\n\n'.repeat(60).trim()
    expect((await savePage(t, 'privacy', { title: 'Privacy', body })).statusCode).toBe(200)
    const response = await t.app.inject({
      url: '/api/pages/privacy',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('gzip')
  })
})

describe.skipIf(!isPostgresRun())('two instances on one PostgreSQL database', () => {
  let shop: TwoInstances

  beforeAll(async () => {
    shop = await startTwoInstances()
  })

  afterAll(async () => {
    await shop.close()
  })

  test('a page saved on one instance shows on the other within a second', async () => {
    const { first, second } = shop
    const owner = await createTestUser(first, { role: 'admin' })
    // Both instances keep the page in their cache first.
    expect((await readPage(second, 'about')).statusCode).toBe(200)
    expect((await readPage(first, 'about')).statusCode).toBe(200)

    const saved = await first.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/about',
      headers: owner.headers,
      payload: { title: 'About the workshop', body: 'We sew by the sea.' },
    })
    expect(saved.statusCode, saved.body).toBe(200)

    await waitFor(
      async () => (await readPage(second, 'about')).json<ShopPage>().title === 'About the workshop',
      { timeoutMs: 1000, what: 'the save to reach the other instance' },
    )
  })
})
