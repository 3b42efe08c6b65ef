import type { ProductInput } from '@shop/shared/admin-products'
import { discountBodySchema } from '@shop/shared/discounts'
import { taxRatesBodySchema } from '@shop/shared/tax'
import type { Database } from './db/client.js'
import type { SeedResult } from './db/prepare-database.js'
import { createProduct } from './modules/catalog/catalog.service.js'
import { createDiscount } from './modules/discounts/discounts.admin-service.js'
import { updateTaxRates } from './modules/tax/tax.admin-service.js'
import type { UploadStore } from './modules/uploads/upload-store.js'
import { createUser, hasAnyUser } from './modules/users/users.service.js'
import { DEMO_PRODUCTS, type DemoProduct } from './demo/demo-catalogue.js'
import { DEMO_DISCOUNT, DEMO_TAX_RATES } from './demo/demo-tax-and-discounts.js'
import { renderProductImages } from './demo/product-art/draw-garment.js'

export interface SeedOptions {
  adminEmail: string
  adminPassword: string
  /** false seeds the admin account only (SEED_DEMO=false). */
  seedDemo: boolean
  uploadStore: UploadStore
  now?: Date
  /** The demo catalogue by default; tests seed a few products to stay fast. */
  demoProducts?: readonly DemoProduct[]
}

const DAY_MS = 24 * 60 * 60 * 1000
/** Image rendering is CPU-bound in sharp's thread pool; a few at a time keeps memory flat. */
const RENDER_CONCURRENCY = 4

/**
 * Seeds a database that has never been used (no user at all): the admin account and, unless
 * turned off, the demo catalogue, a few US state tax rates and a welcome code. A shop whose owner
 * deleted every product, rate or code stays as the owner left it.
 */
export async function seedShopIfEmpty(db: Database, options: SeedOptions): Promise<SeedResult> {
  if (await hasAnyUser(db)) return { seeded: false, productCount: 0 }

  const demoProducts = options.seedDemo
    ? await prepareDemoProducts(options.demoProducts ?? DEMO_PRODUCTS, options.uploadStore)
    : []
  const now = options.now ?? new Date()

  await db.transaction(async (tx) => {
    await createUser(tx, {
      name: 'Shop Admin',
      email: options.adminEmail,
      password: options.adminPassword,
      role: 'admin',
    })
    for (const { input, daysAgo } of demoProducts) {
      await createProduct(tx, input, { createdAt: new Date(now.getTime() - daysAgo * DAY_MS) })
    }
    if (options.seedDemo) {
      await updateTaxRates(tx, null, taxRatesBodySchema.parse(DEMO_TAX_RATES))
      await createDiscount(tx, null, discountBodySchema.parse(DEMO_DISCOUNT))
    }
  })
  return { seeded: true, productCount: demoProducts.length }
}

async function prepareDemoProducts(
  products: readonly DemoProduct[],
  store: UploadStore,
): Promise<{ input: ProductInput; daysAgo: number }[]> {
  const prepared: { input: ProductInput; daysAgo: number }[] = []
  for (let start = 0; start < products.length; start += RENDER_CONCURRENCY) {
    const batch = products.slice(start, start + RENDER_CONCURRENCY)
    prepared.push(
      ...(await Promise.all(batch.map((product) => prepareDemoProduct(product, store)))),
    )
  }
  return prepared
}

async function prepareDemoProduct(
  product: DemoProduct,
  store: UploadStore,
): Promise<{ input: ProductInput; daysAgo: number }> {
  const rendered = await renderProductImages(product)
  const images = await Promise.all(
    rendered.map(async (image) => ({
      url: await store.saveImage(image.data),
      altText: image.altText,
      // Each drawing shows one colour (docs/product-rules.md § Catalogue: images[].color).
      color: image.color,
    })),
  )
  const { garment: _garment, daysAgo, ...fields } = product
  return {
    daysAgo,
    input: { ...fields, images, variants: fields.variants.map((variant) => ({ ...variant })) },
  }
}
