import type { FacetCounts, ProductFilters } from '@shop/shared/catalog'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { seedProduct, variant } from '../../testing/factories.js'

/**
 * The facet counts of `GET /api/products/filters` (docs/api.md, Products), on a small catalogue
 * whose counts are worked out by hand in each test.
 */
let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  const capsule = { collections: 'Capsule' }
  // Tee: Men, Top Wear, Northfold, Cotton, $20 — S Black, M Red
  await seedProduct(t.db, {
    ...capsule,
    name: 'Tee',
    gender: 'Men',
    category: 'Top Wear',
    brand: 'Northfold',
    material: 'Cotton',
    price: 20,
    variants: [variant({ size: 'S', color: 'Black' }), variant({ size: 'M', color: 'Red' })],
  })
  // Shirt: Men, Top Wear, Harbor, Linen, $50 — M Black, L Black
  await seedProduct(t.db, {
    ...capsule,
    name: 'Shirt',
    gender: 'Men',
    category: 'Top Wear',
    brand: 'Harbor',
    material: 'Linen',
    price: 50,
    variants: [variant({ size: 'M', color: 'Black' }), variant({ size: 'L', color: 'Black' })],
  })
  // Skirt: Women, Bottom Wear, Northfold, Linen, $40 — S Red, M black (lower case: still Black)
  await seedProduct(t.db, {
    ...capsule,
    name: 'Skirt',
    gender: 'Women',
    category: 'Bottom Wear',
    brand: 'Northfold',
    material: 'Linen',
    price: 40,
    variants: [variant({ size: 'S', color: 'Red' }), variant({ size: 'M', color: 'black' })],
  })
  // Jeans: Women, Bottom Wear, Harbor, Denim, $80 — L Navy
  await seedProduct(t.db, {
    ...capsule,
    name: 'Jeans',
    gender: 'Women',
    category: 'Bottom Wear',
    brand: 'Harbor',
    material: 'Denim',
    price: 80,
    variants: [variant({ size: 'L', color: 'Navy' })],
  })
  // A draft is never counted.
  await seedProduct(t.db, {
    ...capsule,
    name: 'Draft Tee',
    status: 'draft',
    gender: 'Men',
    category: 'Top Wear',
    brand: 'Northfold',
    material: 'Cotton',
    variants: [variant({ size: 'S', color: 'Black' })],
  })
  // Outside the collection: Men, Top Wear, Northfold, Cotton, $30 — S Black
  await seedProduct(t.db, {
    collections: 'Elsewhere',
    name: 'Elsewhere Tee',
    gender: 'Men',
    category: 'Top Wear',
    brand: 'Northfold',
    material: 'Cotton',
    price: 30,
    variants: [variant({ size: 'S', color: 'Black' })],
  })
})

afterAll(async () => {
  await t.close()
})

async function countsFor(query: string): Promise<FacetCounts | undefined> {
  const response = await t.app.inject(`/api/products/filters${query}`)
  expect(response.statusCode).toBe(200)
  return response.json<ProductFilters>().counts
}

describe('GET /api/products/filters counts', () => {
  test('without filters, each value counts the products of the collection that have it', async () => {
    expect(await countsFor('?collection=capsule')).toEqual({
      category: { 'Bottom Wear': 2, 'Top Wear': 2 },
      gender: { Men: 2, Women: 2 },
      color: { Black: 3, Navy: 1, Red: 2 },
      size: { S: 2, M: 3, L: 2 },
      material: { Cotton: 1, Denim: 1, Linen: 2 },
      brand: { Harbor: 2, Northfold: 2 },
    })
  })

  test('the whole catalogue counts every active product, drafts never', async () => {
    expect(await countsFor('')).toEqual({
      category: { 'Bottom Wear': 2, 'Top Wear': 3 },
      gender: { Men: 3, Women: 2 },
      color: { Black: 4, Navy: 1, Red: 2 },
      size: { S: 3, M: 3, L: 2 },
      material: { Cotton: 2, Denim: 1, Linen: 2 },
      brand: { Harbor: 2, Northfold: 3 },
    })
  })

  test("a facet's own choice does not narrow its counts; the other filters do", async () => {
    // Women with a black variant: the skirt. Gender counts ignore gender: tee, shirt, skirt.
    // Colour counts ignore colour: the skirt (Red, Black) and the jeans (Navy).
    expect(await countsFor('?collection=capsule&gender=Women&color=Black')).toEqual({
      category: { 'Bottom Wear': 1, 'Top Wear': 0 },
      gender: { Men: 2, Women: 1 },
      color: { Black: 1, Navy: 1, Red: 1 },
      size: { S: 0, M: 1, L: 0 },
      material: { Cotton: 0, Denim: 0, Linen: 1 },
      brand: { Harbor: 0, Northfold: 1 },
    })
  })

  test('size and colour count only where they meet on one variant', async () => {
    // S in Black: only the tee (the skirt's S is red, its black is an M).
    expect(await countsFor('?collection=capsule&size=S&color=Black')).toEqual({
      category: { 'Bottom Wear': 0, 'Top Wear': 1 },
      gender: { Men: 1, Women: 0 },
      color: { Black: 1, Navy: 0, Red: 1 },
      size: { S: 1, M: 2, L: 1 },
      material: { Cotton: 1, Denim: 0, Linen: 0 },
      brand: { Harbor: 0, Northfold: 1 },
    })
  })

  test('price and list filters narrow the counts, whatever the case of the values', async () => {
    // Up to $45: the tee and the skirt; of those, linen: the skirt.
    const counts = await countsFor('?collection=capsule&maxPrice=45&material=LINEN')
    expect(counts?.material).toEqual({ Cotton: 1, Denim: 0, Linen: 1 })
    expect(counts?.brand).toEqual({ Harbor: 0, Northfold: 1 })
    expect(counts?.size).toEqual({ S: 1, M: 1, L: 0 })
  })

  test('a search narrows the counts like the product list', async () => {
    const counts = await countsFor('?collection=capsule&search=jeans')
    expect(counts?.brand).toEqual({ Harbor: 1, Northfold: 0 })
    expect(counts?.color).toEqual({ Black: 0, Navy: 1, Red: 0 })
  })

  test('the offered values stay those of the collection, whatever the filters', async () => {
    const response = await t.app.inject('/api/products/filters?collection=capsule&gender=Women')
    expect(response.json<ProductFilters>()).toMatchObject({
      categories: ['Bottom Wear', 'Top Wear'],
      brands: ['Harbor', 'Northfold'],
      price: { min: 20, max: 80 },
    })
  })

  test('a minimum price above the maximum is refused with 400', async () => {
    const response = await t.app.inject('/api/products/filters?minPrice=50&maxPrice=10')
    expect(response.statusCode).toBe(400)
    expect(response.json<{ message: string }>().message).toBe(
      'minPrice cannot be more than maxPrice.',
    )
  })
})
