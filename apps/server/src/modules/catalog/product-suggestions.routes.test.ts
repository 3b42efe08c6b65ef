import type { ProductSuggestion } from '@shop/shared/product-suggestions'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { products } from '../../db/schema/index.js'
import { seedProduct } from '../../testing/factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

beforeEach(async () => {
  await t.db.delete(products)
  t.catalogCache.clear()
})

afterAll(async () => {
  await t.close()
})

const suggest = (q: string) =>
  t.app.inject({ method: 'GET', url: '/api/products/suggestions', query: { q } })
const suggestedNames = async (q: string) =>
  (await suggest(q)).json<ProductSuggestion[]>().map((suggestion) => suggestion.name)

describe('GET /api/products/suggestions', () => {
  test('a suggestion is the id, name, price and first image of an active product', async () => {
    const id = await seedProduct(t.db, {
      name: 'Slim Taper Jeans',
      price: 59.5,
      images: [
        { url: '/uploads/front.webp', altText: 'Front', color: 'Indigo' },
        { url: '/uploads/back.webp', altText: 'Back' },
      ],
    })
    const bare = await seedProduct(t.db, { name: 'Slim Oxford Shirt', price: 40, images: [] })
    await seedProduct(t.db, { name: 'Slim Draft Parka', status: 'draft' })

    const response = await suggest('slim')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).not.toBe('no-store')
    expect(response.json()).toEqual([
      { _id: bare, name: 'Slim Oxford Shirt', price: 40, image: null },
      {
        _id: id,
        name: 'Slim Taper Jeans',
        price: 59.5,
        image: { url: '/uploads/front.webp', altText: 'Front', color: 'Indigo' },
      },
    ])
  })

  test('names that start with the text come first, then a word, then any part, then the brand', async () => {
    await seedProduct(t.db, { name: 'Washed Tee', brand: 'Plainly' })
    await seedProduct(t.db, { name: 'Plain Cap', brand: 'Ashford' })
    await seedProduct(t.db, { name: 'Oxford Shirt', brand: 'Plainly' })
    await seedProduct(t.db, { name: 'Shirt Dress', brand: 'Plainly' })
    await seedProduct(t.db, { name: 'Linen Trousers', brand: 'Plainly' })
    expect(await suggestedNames('sh')).toEqual([
      'Shirt Dress',
      'Oxford Shirt',
      'Washed Tee',
      'Plain Cap',
    ])
  })

  test('a misspelling suggests what was meant; nonsense suggests nothing', async () => {
    await seedProduct(t.db, { name: 'Relaxed Straight Jeans' })
    await seedProduct(t.db, { name: 'Merino Crew Sweater' })
    expect(await suggestedNames('jeens')).toEqual(['Relaxed Straight Jeans'])
    expect(await suggestedNames('qxzvwk')).toEqual([])
  })

  test('at most six, the text trimmed and compared whatever its case', async () => {
    for (let index = 1; index <= 8; index += 1) {
      await seedProduct(t.db, { name: `Pocket Tee ${String(index)}` })
    }
    const names = await suggestedNames('  POCKET ')
    expect(names).toHaveLength(6)
    expect(names.every((name) => name.startsWith('Pocket Tee'))).toBe(true)
  })

  test('% and _ are letters like any other, not wildcards', async () => {
    await seedProduct(t.db, { name: 'Plain Tee' })
    expect(await suggestedNames('%')).toEqual([])
    expect(await suggestedNames('_')).toEqual([])
  })

  test('a missing, blank or over-long text is refused', async () => {
    const missing = await t.app.inject('/api/products/suggestions')
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ message: 'q is required.' })
    const blank = await suggest('   ')
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toEqual({ message: 'q is required.' })
    const long = await suggest('x'.repeat(101))
    expect(long.statusCode).toBe(400)
    expect(long.json()).toEqual({ message: 'q cannot be longer than 100 characters.' })
    expect((await suggest('x'.repeat(100))).statusCode).toBe(200)
  })
})
