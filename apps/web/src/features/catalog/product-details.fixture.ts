import type { Product, ProductVariant } from '@shop/shared/catalog'

/**
 * A product for the product-page tests, shaped like the shared schema. Its variants exercise the
 * stock cap: Black M (the first variant) has 2, Black L and every Sand are sold out, Navy M has 1.
 */
export const FIXTURE_VARIANTS: ProductVariant[] = [
  { size: 'M', color: 'Black', sku: 'TEE-BLK-M', countInStock: 2 },
  { size: 'L', color: 'Black', sku: 'TEE-BLK-L', countInStock: 0 },
  { size: 'S', color: 'Black', sku: 'TEE-BLK-S', countInStock: 3 },
  { size: 'XL', color: 'Navy', sku: 'TEE-NVY-XL', countInStock: 5 },
  { size: 'S', color: 'Navy', sku: 'TEE-NVY-S', countInStock: 4 },
  { size: 'M', color: 'Navy', sku: 'TEE-NVY-M', countInStock: 1 },
  { size: 'M', color: 'Sand', sku: 'TEE-SND-M', countInStock: 0 },
]

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'prod-tee',
    name: 'Drift Pocket Tee',
    description: 'A heavyweight tee for long days on the slide.\n• Organic cotton\n• Boxy fit',
    price: 36,
    originalPrice: 45,
    images: [
      { url: '/uploads/tee-front.webp', altText: 'Front view of the Drift Pocket Tee in Black' },
      { url: '/uploads/tee-back.webp', altText: 'Back view of the Drift Pocket Tee in Black' },
      { url: '/uploads/tee-pocket.webp', altText: 'Close-up of the chest pocket' },
    ],
    variants: FIXTURE_VARIANTS,
    category: 'Top Wear',
    brand: 'Slide Supply Co.',
    collections: 'Summer Essentials',
    material: 'Cotton',
    gender: 'Men',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  }
}
