import { randomUUID } from 'node:crypto'
import type { ProductInput } from '@shop/shared/admin-products'
import type { ProductVariant } from '@shop/shared/catalog'
import type { Executor } from '../db/client.js'
import { products } from '../db/schema/index.js'
import { createProduct } from '../modules/catalog/catalog.service.js'
import { eq } from 'drizzle-orm'

let skuCounter = 0

export function variant(overrides: Partial<ProductVariant> = {}): ProductVariant {
  skuCounter += 1
  return {
    size: 'M',
    color: 'Black',
    sku: `TEST-${String(skuCounter)}-${randomUUID().slice(0, 8)}`,
    countInStock: 10,
    ...overrides,
  }
}

export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: 'Plain Test Tee',
    description: 'A plain tee.\n• Soft cotton',
    price: 20,
    images: [{ url: '/uploads/test.webp', altText: 'A plain tee' }],
    variants: [variant()],
    category: 'Top Wear',
    brand: 'Testwear',
    collections: 'Test Collection',
    material: 'Cotton',
    gender: 'Men',
    ...overrides,
  }
}

/** Creates a product; `createdAt` lets tests order products in time without waiting. */
export async function seedProduct(
  db: Executor,
  overrides: Partial<ProductInput> = {},
  options: { createdAt?: Date; soldCount?: number } = {},
): Promise<string> {
  const id = await createProduct(db, productInput(overrides), options)
  if (options.soldCount !== undefined) {
    await db.update(products).set({ soldCount: options.soldCount }).where(eq(products.id, id))
  }
  return id
}
