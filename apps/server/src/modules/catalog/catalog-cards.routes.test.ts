import type { Product, ProductImage } from '@shop/shared/catalog'
import type { ProductCard } from '@shop/shared/product-card'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { productInput, seedProduct, variant } from '../../testing/factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

let t: TestApp
let admin: TestUser
const DAY = 24 * 60 * 60 * 1000
const now = Date.now()

/** A product as the seed's catalogue has them: a real description, four images, many variants. */
function catalogueProduct(index: number) {
  const colors = ['Black', 'Navy', 'Olive']
  return {
    name: `Catalogue Tee ${String(index)}`,
    description:
      'A heavyweight cotton tee with a relaxed fit and dropped shoulders.\n' +
      '• 240 gsm organic cotton\n• Ribbed crew neck\n• Garment dyed for a lived-in colour',
    price: 30 + index,
    ...(index % 3 === 0 ? { originalPrice: 60 + index } : {}),
    images: [
      ...colors.map((color): ProductImage => ({
        url: `/uploads/tee-${String(index)}-${color}-front.w800.webp`,
        altText: `${color} tee`,
        color,
      })),
      { url: `/uploads/tee-${String(index)}-detail.w800.webp`, altText: 'Detail' },
    ],
    variants: colors.flatMap((color) =>
      ['XS', 'S', 'M', 'L', 'XL'].map((size) => variant({ size, color, countInStock: 5 })),
    ),
    collections: 'Everyday Basics',
  }
}

beforeAll(async () => {
  t = await createTestApp()
  admin = await createTestUser(t, { role: 'admin' })
  for (let index = 0; index < 24; index += 1) {
    await seedProduct(t.db, catalogueProduct(index), { createdAt: new Date(now - index * DAY) })
  }
})

afterAll(async () => {
  await t.close()
})

describe('GET /api/products?fields=card', () => {
  test('a card holds only what a grid draws: id, name, prices, two images, colours, sizes', async () => {
    const id = await seedProduct(
      t.db,
      {
        name: 'Card Shape Jeans',
        price: 49,
        originalPrice: 79,
        collections: 'Card Shape',
        images: [
          { url: '/uploads/a.w800.webp', altText: 'Front', color: 'Indigo' },
          { url: '/uploads/b.w800.webp', altText: 'Back' },
          { url: '/uploads/c.w800.webp', altText: 'Detail' },
        ],
        variants: [
          variant({ size: 'L', color: 'Indigo' }),
          variant({ size: '32', color: 'Indigo' }),
          variant({ size: 'S', color: 'Black' }),
          variant({ size: 'L', color: 'Black' }),
        ],
      },
      { createdAt: new Date(now - 100 * DAY) },
    )
    const response = await t.app.inject('/api/products?collection=card-shape&fields=card')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([
      {
        _id: id,
        name: 'Card Shape Jeans',
        price: 49,
        originalPrice: 79,
        images: [
          { url: '/uploads/a.w800.webp', altText: 'Front', color: 'Indigo' },
          { url: '/uploads/b.w800.webp', altText: 'Back' },
        ],
        colors: ['Indigo', 'Black'],
        sizes: ['S', 'L', '32'],
      },
    ])
  })

  test('filters, sorting, paging and X-Total-Count are those of the full list', async () => {
    const query = 'collection=everyday-basics&sortBy=priceDesc&limit=5&page=2'
    const full = await t.app.inject(`/api/products?${query}`)
    const cards = await t.app.inject(`/api/products?${query}&fields=card`)
    expect(cards.headers['x-total-count']).toBe('24')
    expect(cards.headers['x-total-count']).toBe(full.headers['x-total-count'])
    const cardList = cards.json<ProductCard[]>()
    expect(cardList.map((card) => card.name)).toEqual(
      full.json<Product[]>().map((product) => product.name),
    )
    expect(cardList.map((card) => card.price)).toEqual([48, 47, 46, 45, 44])
  })

  test('a page of 24 cards is much smaller than the 24 full products', async () => {
    const query = 'collection=everyday-basics&limit=24'
    const full = await t.app.inject({ url: `/api/products?${query}`, headers: {} })
    const cards = await t.app.inject({ url: `/api/products?${query}&fields=card`, headers: {} })
    expect(cards.json<ProductCard[]>()).toHaveLength(24)
    expect(cards.rawPayload.length).toBeLessThan(full.rawPayload.length / 3)
  })

  test('new arrivals and similar products answer cards too when asked', async () => {
    const arrivals = await t.app.inject('/api/products/new-arrivals?fields=card')
    const newest = arrivals.json<ProductCard[]>()
    expect(newest).toHaveLength(8)
    const cardKeys = ['_id', 'name', 'price', 'originalPrice', 'images', 'colors', 'sizes']
    for (const card of newest) expect(cardKeys).toEqual(expect.arrayContaining(Object.keys(card)))
    const similar = await t.app.inject(`/api/products/similar/${newest[0]?._id ?? ''}?fields=card`)
    const cards = similar.json<ProductCard[]>()
    expect(cards).toHaveLength(4)
    expect(cards.every((card) => !('description' in card) && card.images.length === 2)).toBe(true)
    // Without `fields` they stay full products, as the contract has them.
    const fullArrivals = await t.app.inject('/api/products/new-arrivals')
    expect(fullArrivals.json<Product[]>()[0]?.variants).toHaveLength(15)
  })

  test.each([
    '/api/products?fields=full',
    '/api/products/new-arrivals?fields=name',
    '/api/products/similar/00000000-0000-4000-8000-000000000000?fields=cards',
  ])('an unknown fields value is refused with 400 naming card: %s', async (url) => {
    const response = await t.app.inject(url)
    expect(response.statusCode).toBe(400)
    expect(response.json<{ message: string }>().message).toBe(
      'fields must be card (or left out for full products).',
    )
  })
})

describe('cached answers in the encoding the client accepts', () => {
  const url = '/api/products?collection=everyday-basics&limit=24&fields=card'

  test.each([
    ['br', 'gzip, deflate, br', (bytes: Buffer) => brotliDecompressSync(bytes)],
    ['gzip', 'gzip, deflate', (bytes: Buffer) => gunzipSync(bytes)],
    ['gzip', 'br;q=0.5, gzip;q=0.9', (bytes: Buffer) => gunzipSync(bytes)],
    ['br', '*', (bytes: Buffer) => brotliDecompressSync(bytes)],
    [undefined, 'identity', (bytes: Buffer) => bytes],
    [undefined, 'deflate', (bytes: Buffer) => bytes],
    [undefined, 'br;q=0, gzip;q=0', (bytes: Buffer) => bytes],
  ])(
    'a hit answers Content-Encoding %s for Accept-Encoding "%s", decoding to the same JSON',
    async (contentEncoding, acceptEncoding, decode) => {
      const plain = await t.app.inject({ url })
      expect(plain.headers['content-encoding']).toBeUndefined()
      const expected: unknown = JSON.parse(plain.body)

      const response = await t.app.inject({ url, headers: { 'accept-encoding': acceptEncoding } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBe(contentEncoding)
      expect(response.headers.vary).toMatch(/accept-encoding/i)
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length))
      expect(response.headers['x-total-count']).toBe('24')
      expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual(expected)
      if (contentEncoding !== undefined) {
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
      }
    },
  )

  test('a product page and the filters are kept encoded as well', async () => {
    const [first] = (await t.app.inject('/api/products?limit=1')).json<Product[]>()
    for (const path of [`/api/products/${first?._id ?? ''}`, '/api/products/filters']) {
      const response = await t.app.inject({ url: path, headers: { 'accept-encoding': 'br' } })
      expect(response.headers['content-encoding']).toBe('br')
      expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'))).toEqual(
        (await t.app.inject(path)).json(),
      )
    }
  })

  test('an answer under the compression threshold stays plain', async () => {
    const response = await t.app.inject({
      url: '/api/products?collection=nothing-here&fields=card',
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(response.body).toBe('[]')
    expect(response.headers['content-encoding']).toBeUndefined()
  })

  test('a product write clears the cached encodings with the plain answer', async () => {
    const longDescription = 'A description long enough for the answer to be compressed. '.repeat(30)
    const id = await seedProduct(t.db, {
      name: 'Before The Write',
      description: longDescription,
      collections: 'Write Check',
    })
    const listUrl = '/api/products?collection=write-check'
    const readCompressed = async () => {
      const response = await t.app.inject({ url: listUrl, headers: { 'accept-encoding': 'br' } })
      expect(response.headers['content-encoding']).toBe('br')
      return JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8')) as Product[]
    }
    const [before] = await readCompressed()
    expect(before?.name).toBe('Before The Write')

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: admin.headers,
      payload: {
        ...productInput({
          name: 'After The Write',
          description: longDescription,
          collections: 'Write Check',
        }),
        updatedAt: before?.updatedAt,
      },
    })
    expect(response.statusCode).toBe(200)
    expect((await readCompressed()).map((product) => product.name)).toEqual(['After The Write'])
    expect((await t.app.inject(listUrl)).json<Product[]>()[0]?.name).toBe('After The Write')
  })
})
