import type { ProductInput } from '@shop/shared/admin-products'
import { discountBodySchema } from '@shop/shared/discounts'
import { shippingTableSchema } from '@shop/shared/shipping-table'
import { SHOP_PAGE_SLUGS } from '@shop/shared/shop-pages'
import { taxRatesBodySchema } from '@shop/shared/tax'
import type { Database } from './db/client.js'
import type { SeedResult } from './db/prepare-database.js'
import { createProduct } from './modules/catalog/catalog.service.js'
import { createDiscount } from './modules/discounts/discounts.admin-service.js'
import { writeFirstHomeContent } from './modules/home-content/home-content.service.js'
import { savePage } from './modules/pages/pages.service.js'
import type { ShopSettingsValues } from './modules/settings/settings.repository.js'
import { neutralShopSettings } from './modules/settings/settings-defaults.js'
import { writeFirstShopSettings } from './modules/settings/settings.service.js'
import { writeShippingTable } from './modules/shipping/shipping.service.js'
import { updateTaxRates } from './modules/tax/tax.admin-service.js'
import type { UploadStore } from './modules/uploads/upload-store.js'
import { createUser, hasAnyUser } from './modules/users/users.service.js'
import { DEMO_PRODUCTS, type DemoProduct } from './demo/demo-catalogue.js'
import { DEMO_HOME_CONTENT } from './demo/demo-home-content.js'
import { demoPages } from './demo/demo-pages.js'
import { DEMO_SHOP_SETTINGS } from './demo/demo-shop-look.js'
import { DEMO_SHIPPING_TABLE } from './demo/demo-shipping.js'
import { DEMO_DISCOUNT, DEMO_TAX_RATES } from './demo/demo-tax-and-discounts.js'
import { renderProductImages } from './demo/product-art/draw-garment.js'

export interface SeedOptions {
  adminEmail: string
  adminPassword: string
  /** false seeds the admin account only (SEED_DEMO=false). */
  seedDemo: boolean
  /** SHOP_NAME: names the shop, demo or not, at its first start. */
  shopName?: string
  /** SHOP_EMAIL: a neutral shop's contact address (else the admin's). */
  shopEmail?: string
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
 * turned off, the demo catalogue, a few US state tax rates, a welcome code and the demo's shipping
 * table (free standard shipping over $100 in every zone), its five pages and its home page. A
 * shop whose owner deleted every product, rate or code stays as the owner left it.
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
    await writeFirstShopSettings(tx, firstShopSettings(options))
    if (options.seedDemo) {
      await updateTaxRates(tx, null, taxRatesBodySchema.parse(DEMO_TAX_RATES))
      await createDiscount(tx, null, discountBodySchema.parse(DEMO_DISCOUNT))
      await writeShippingTable(tx, shippingTableSchema.parse(DEMO_SHIPPING_TABLE))
      const pages = demoPages(options.shopName ?? DEMO_SHOP_SETTINGS.shopName)
      for (const slug of SHOP_PAGE_SLUGS) await savePage(tx, slug, pages[slug])
      await writeFirstHomeContent(tx, DEMO_HOME_CONTENT)
    }
  })
  return { seeded: true, productCount: demoProducts.length }
}

/** The demo's look, or a neutral shop's: the owner makes either their own (docs/owner-guide.md). */
function firstShopSettings(options: SeedOptions): ShopSettingsValues {
  if (!options.seedDemo) {
    return neutralShopSettings({
      shopName: options.shopName,
      mail: { shopEmail: options.shopEmail },
    })
  }
  return { ...DEMO_SHOP_SETTINGS, shopName: options.shopName ?? DEMO_SHOP_SETTINGS.shopName }
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
