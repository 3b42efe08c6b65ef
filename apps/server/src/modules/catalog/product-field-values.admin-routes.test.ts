import type { ProductFieldValues } from '@shop/shared/product-field-values'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { products } from '../../db/schema/index.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

let t: TestApp
let admin: TestUser

beforeAll(async () => {
  t = await createTestApp()
  admin = await createTestUser(t, { role: 'admin' })
})

afterAll(async () => {
  await t.close()
})

/** More products than any page of the back office's list holds. */
const PRODUCT_COUNT = 250

test('the product form is offered every brand, collection and material of the catalogue, drafts included', async () => {
  const label = (index: number) => String(index).padStart(3, '0')
  await t.db.insert(products).values(
    Array.from({ length: PRODUCT_COUNT }, (_, index) => ({
      name: `Field Tee ${label(index)}`,
      description: 'A tee.',
      priceCents: 1000,
      category: 'Top Wear',
      brand: `Brand ${label(index)}`,
      // Every other product shares a collection; empty and blank values are no suggestion.
      collections: index % 2 === 0 ? 'Summer' : index % 3 === 0 ? '' : '  ',
      material: index === PRODUCT_COUNT - 1 ? 'Hemp' : 'Cotton',
      status: index === PRODUCT_COUNT - 1 ? ('draft' as const) : ('active' as const),
    })),
  )

  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/products/field-values',
    headers: admin.headers,
  })

  expect(response.statusCode).toBe(200)
  const values = response.json<ProductFieldValues>()
  expect(values.brands).toHaveLength(PRODUCT_COUNT)
  expect(values.brands.at(0)).toBe('Brand 000')
  expect(values.brands.at(-1)).toBe(`Brand ${label(PRODUCT_COUNT - 1)}`)
  expect(values.collections).toEqual(['Summer'])
  expect(values.materials).toEqual(['Cotton', 'Hemp'])
})
