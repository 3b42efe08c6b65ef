import type { Product } from '@shop/shared/catalog'
import type { Discount } from '@shop/shared/discounts'
import type { ShippingSummary } from '@shop/shared/shipping-summary'
import type { TaxRate } from '@shop/shared/tax'
import { IMAGE_WIDTHS, responsiveImageSources } from '@shop/shared/images'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  loadVocabulary,
  unknownVocabularyIn,
} from './modules/catalog/vocabulary/find-unknown-vocabulary.js'
import { createLocalUploadStore } from './modules/uploads/local-upload-store.js'
import { createTestUser } from './testing/auth-headers.js'
import { createTestApp, type TestApp } from './testing/test-app.js'
import { DEMO_PRODUCTS } from './demo/demo-catalogue.js'
import { seedShopIfEmpty } from './seed-shop.js'

let t: TestApp
const SEEDED = DEMO_PRODUCTS.slice(0, 2)

beforeAll(async () => {
  t = await createTestApp()
  const result = await seedShopIfEmpty(t.db, {
    adminEmail: 'owner@example.com',
    adminPassword: 'Owner123!',
    seedDemo: true,
    uploadStore: createLocalUploadStore(t.config.uploadsDir),
    demoProducts: SEEDED,
  })
  expect(result).toEqual({ seeded: true, productCount: SEEDED.length })
})

afterAll(async () => {
  await t.close()
})

test('every seeded product image is served as WebP in every width of its srcset', async () => {
  const products = (await t.app.inject('/api/products')).json<Product[]>()
  expect(products).toHaveLength(SEEDED.length)
  for (const product of products) {
    expect(product.images.length).toBeGreaterThanOrEqual(2)
    for (const image of product.images) {
      const { src, srcSet } = responsiveImageSources(image.url)
      const candidates = (srcSet ?? '').split(', ').map((entry) => entry.split(' '))
      expect(candidates.map(([, descriptor]) => descriptor)).toEqual(
        IMAGE_WIDTHS.map((width) => `${String(width)}w`),
      )
      expect(candidates.at(-1)?.[0]).toBe(src)
      for (const [url = '', descriptor = ''] of candidates) {
        const response = await t.app.inject(url)
        expect(response.statusCode, url).toBe(200)
        expect(response.headers['content-type']).toBe('image/webp')
        const metadata = await sharp(response.rawPayload).metadata()
        expect(metadata.format).toBe('webp')
        expect(`${String(metadata.width)}w`, url).toBe(descriptor)
      }
    }
  }
})

test('each drawn image is tagged with the variant colour it shows', async () => {
  const products = (await t.app.inject('/api/products')).json<Product[]>()
  for (const product of products) {
    const colors = product.variants.map((variant) => variant.color)
    for (const image of product.images) {
      expect(colors, image.altText).toContain(image.color)
      expect(image.altText).toContain(`in ${image.color ?? ''}`)
    }
  }
})

test('the whole demo catalogue uses only values of the managed lists', async () => {
  const vocabulary = await loadVocabulary(t.db)
  for (const product of DEMO_PRODUCTS) {
    expect(unknownVocabularyIn(vocabulary, product), product.name).toBeUndefined()
  }
})

test('a database that already has users is not seeded again', async () => {
  const again = await seedShopIfEmpty(t.db, {
    adminEmail: 'owner@example.com',
    adminPassword: 'Owner123!',
    seedDemo: true,
    uploadStore: createLocalUploadStore(t.config.uploadsDir),
    demoProducts: SEEDED,
  })
  expect(again).toEqual({ seeded: false, productCount: 0 })
})

test('the demo shop taxes a few US states and has a welcome code; a second start keeps the owner’s changes', async () => {
  const admin = await createTestUser(t, { role: 'admin' })
  const ratesUrl = '/api/admin/tax-rates'
  const rates = (await t.app.inject({ url: ratesUrl, headers: admin.headers })).json<TaxRate[]>()
  expect(rates).toContainEqual({ country: 'US', state: 'CA', rate: 7.25 })
  expect(rates.every((rate) => rate.country === 'US' && rate.state !== null)).toBe(true)
  const codes = (await t.app.inject({ url: '/api/admin/discounts', headers: admin.headers })).json<
    Discount[]
  >()
  expect(codes).toEqual([
    expect.objectContaining({ code: 'WELCOME10', type: 'percent', value: 10, active: true }),
  ])

  const cleared = await t.app.inject({
    method: 'PUT',
    url: ratesUrl,
    headers: admin.headers,
    payload: [],
  })
  expect(cleared.statusCode).toBe(200)
  await seedShopIfEmpty(t.db, {
    adminEmail: 'owner@example.com',
    adminPassword: 'Owner123!',
    seedDemo: true,
    uploadStore: createLocalUploadStore(t.config.uploadsDir),
    demoProducts: SEEDED,
  })
  expect((await t.app.inject({ url: ratesUrl, headers: admin.headers })).json()).toEqual([])
})

test('the demo shop keeps the spec’s promise: standard shipping is free over $100 in every zone', async () => {
  const summary = (await t.app.inject('/api/shipping/summary')).json<ShippingSummary>()
  expect(summary.freeShippingOver).toBe(100)
  expect(summary.zones.map((zone) => zone.name)).toEqual(['United States', 'Rest of the world'])
  for (const zone of summary.zones) {
    expect(zone.rates[0]?.freeOver, zone.name).toBe(100)
  }
})
