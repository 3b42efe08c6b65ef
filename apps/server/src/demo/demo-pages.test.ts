import {
  NEVER_SAVED_PAGE_UPDATED_AT,
  SHOP_PAGE_SLUGS,
  updateShopPageSchema,
  type ShopPage,
} from '@shop/shared/shop-pages'
import { afterEach, describe, expect, test } from 'vitest'
import { STARTING_PAGES } from '../modules/pages/starting-pages.js'
import { createLocalUploadStore } from '../modules/uploads/local-upload-store.js'
import { seedShopIfEmpty } from '../seed-shop.js'
import { createTestApp, type TestApp } from '../testing/test-app.js'
import { demoPages } from './demo-pages.js'
import { DEMO_SHIPPING_TABLE } from './demo-shipping.js'

/**
 * docs/product-rules.md § The owner's shop: the demo seed writes the storefront's texts into the
 * pages, which must promise nothing the demo's shipping table does not keep; a shop seeded
 * without the demo shows the neutral starting texts.
 */

const pages = demoPages('Slide')

describe('the demo pages', () => {
  test.each(SHOP_PAGE_SLUGS)('%s is a page the back office could save as it is', (slug) => {
    const page = pages[slug]
    expect(updateShopPageSchema.parse(page)).toEqual(page)
  })

  test('no text holds an e-mail address: each page shows the settings’ own below its text', () => {
    for (const { body } of Object.values(pages)) expect(body).not.toContain('@')
  })

  test('the about page tells the story and the mission under the shop’s name', () => {
    const { title, body } = demoPages('Pier & Co').about
    expect(title).toBe('About Us')
    expect(body).toMatch(/^## Our story$/m)
    expect(body).toMatch(/^## Our mission$/m)
    expect(body).toMatch(/^### Quality fabrics$/m)
    expect(body).toContain('Pier & Co started with a playground slide.')
  })

  test('the free standard shipping the about page promises over $100, wherever the shop ships, is the table’s', () => {
    for (const zone of DEMO_SHIPPING_TABLE.zones) {
      expect(
        zone.rates.filter((rate) => rate.freeOver !== undefined).map((rate) => rate.freeOver),
        zone.name,
      ).toEqual([100])
    }
    expect(pages.about.body).toContain('Standard shipping is free on orders over $100, wherever')
  })

  test('the shipping text names no price: the rates below it come from the table', () => {
    expect(pages.shipping.body).not.toMatch(/\$\d|free on orders/i)
    expect(pages.shipping.body).toContain('The rates below are the ones the checkout charges.')
  })
})

describe('the first start', () => {
  let t: TestApp | undefined

  afterEach(async () => {
    await t?.close()
  })

  const seed = async (seedDemo: boolean) => {
    t = await createTestApp()
    await seedShopIfEmpty(t.db, {
      adminEmail: 'owner@example.com',
      adminPassword: 'Owner123!',
      seedDemo,
      uploadStore: createLocalUploadStore(t.config.uploadsDir),
      demoProducts: [],
    })
    return t
  }

  const shownPage = async (app: TestApp, slug: string) =>
    (await app.app.inject(`/api/pages/${slug}`)).json<ShopPage>()

  test('of the demo writes its five pages', async () => {
    const app = await seed(true)
    for (const slug of SHOP_PAGE_SLUGS) {
      expect(await shownPage(app, slug)).toMatchObject({ slug, ...pages[slug] })
    }
  })

  test('without the demo leaves the neutral starting texts', async () => {
    const app = await seed(false)
    for (const slug of SHOP_PAGE_SLUGS) {
      expect(await shownPage(app, slug)).toEqual({
        slug,
        ...STARTING_PAGES[slug],
        updatedAt: NEVER_SAVED_PAGE_UPDATED_AT,
      })
    }
  })
})
