import type { Product } from '@shop/shared/catalog'

/** A product of the back office's tests, shaped like the shared catalogue DTO. */
export function makeAdminProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: '2f1c9a55-4d0e-4c5b-9d61-0c1f8f3b7a10',
    name: 'Drift Pocket Tee',
    description: 'A heavyweight tee for long days on the slide.\n• Organic cotton',
    price: 36,
    originalPrice: 45,
    images: [
      { url: '/uploads/tee-front.w800.webp', altText: 'Front of the tee' },
      { url: '/uploads/tee-back.w800.webp', altText: 'Back of the tee' },
    ],
    variants: [
      { size: 'M', color: 'Black', sku: 'TEE-BLK-M', countInStock: 4 },
      { size: 'L', color: 'Black', sku: 'TEE-BLK-L', countInStock: 0 },
    ],
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
