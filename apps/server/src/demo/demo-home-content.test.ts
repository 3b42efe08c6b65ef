import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { updateHomeContentSchema, type HomeContent } from '@shop/shared/home-content'
import { imageShapeOf, responsiveImageSources } from '@shop/shared/images'
import sharp from 'sharp'
import { afterEach, describe, expect, test } from 'vitest'
import { isShopPicture } from '../modules/home-content/home-pictures.js'
import { NEUTRAL_HOME_CONTENT } from '../modules/home-content/neutral-home-content.js'
import { createLocalUploadStore } from '../modules/uploads/local-upload-store.js'
import { seedShopIfEmpty } from '../seed-shop.js'
import { createTestApp, type TestApp } from '../testing/test-app.js'
import { DEMO_PRODUCTS } from './demo-catalogue.js'
import { DEMO_HOME_CONTENT } from './demo-home-content.js'

/**
 * docs/product-rules.md § The owner's shop: the demo seed writes the storefront's home page into
 * the owner's content, so a fresh demo shop looks as it did; a shop seeded without the demo shows
 * the neutral home. Every picture either names is one the web app bundles, in every width.
 */

const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public')

describe('the demo home page', () => {
  test('is content the back office could save as it is', () => {
    const { banner, ...rest } = DEMO_HOME_CONTENT
    expect(updateHomeContentSchema.parse({ ...rest, banner })).toEqual({ ...rest, banner })
  })

  test('promises no international shipping its shipping table does not give', () => {
    for (const slide of DEMO_HOME_CONTENT.heroSlides) {
      expect(slide.text).not.toMatch(/international/i)
    }
  })

  test('features every collection of the demo catalogue, in the catalogue’s order', () => {
    const collections = [...new Set(DEMO_PRODUCTS.map((product) => product.collections))]
    expect(DEMO_HOME_CONTENT.featuredCollections).toEqual(collections.sort())
  })

  test.each([
    ['demo', DEMO_HOME_CONTENT],
    ['neutral', NEUTRAL_HOME_CONTENT],
  ])('the %s pictures are bundled, in each width of their crop', async (_label, content) => {
    const pictures = [...content.heroSlides, ...(content.banner ? [content.banner] : [])].flatMap(
      (shown) => [shown.imageUrl, shown.mobileImageUrl ?? shown.imageUrl],
    )
    for (const url of pictures) {
      expect(isShopPicture({ s3: undefined }, url), url).toBe(true)
      const shape = imageShapeOf(url)
      expect(shape, url).toBeDefined()
      const srcSet = responsiveImageSources(url).srcSet ?? ''
      for (const [copy = '', descriptor = ''] of srcSet
        .split(', ')
        .map((entry) => entry.split(' '))) {
        const metadata = await sharp(await readFile(path.join(PUBLIC_DIR, copy))).metadata()
        const width = Number(descriptor.replace('w', ''))
        expect([metadata.width, metadata.height], copy).toEqual([
          width,
          Math.round(((shape?.height ?? 0) * width) / (shape?.width ?? 1)),
        ])
      }
    }
  })
})

describe('a shop’s first start', () => {
  let t: TestApp | undefined

  afterEach(async () => {
    await t?.close()
  })

  async function startSeeded(seedDemo: boolean): Promise<HomeContent> {
    t = await createTestApp()
    await seedShopIfEmpty(t.db, {
      adminEmail: 'owner@example.com',
      adminPassword: 'Owner123!',
      seedDemo,
      uploadStore: createLocalUploadStore(t.config.uploadsDir),
      // One product of one collection keeps the seed quick.
      demoProducts: DEMO_PRODUCTS.slice(0, 1),
    })
    return (await t.app.inject('/api/content/home')).json<HomeContent>()
  }

  test('with the demo shows the demo’s slides and banner, and its collections that have products', async () => {
    const home = await startSeeded(true)
    expect(home.heroSlides).toEqual(DEMO_HOME_CONTENT.heroSlides)
    expect(home.banner).toEqual(DEMO_HOME_CONTENT.banner)
    const seededCollection = DEMO_PRODUCTS[0]?.collections ?? ''
    expect(home.featuredCollections.map((collection) => collection.name)).toEqual([
      seededCollection,
    ])
  })

  test('without the demo shows the neutral home', async () => {
    const home = await startSeeded(false)
    expect(home).toEqual({ heroSlides: NEUTRAL_HOME_CONTENT.heroSlides, featuredCollections: [] })
  })
})
