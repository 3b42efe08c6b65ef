import { imageColorWithoutVariantMessage } from '@shop/shared/admin-products'
import type { Product, ProductFilters } from '@shop/shared/catalog'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestUser, type TestUser } from '../../../testing/auth-headers.js'
import { productInput, variant } from '../../../testing/factories.js'
import { createTestApp, type TestApp } from '../../../testing/test-app.js'

/** Product saves against the managed lists (docs/decisions/014-back-office-at-scale.md). */

let t: TestApp
let admin: TestUser

beforeAll(async () => {
  t = await createTestApp()
  admin = await createTestUser(t, { role: 'admin' })
})

afterAll(async () => {
  await t.close()
})

const create = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/products', headers: admin.headers, payload })

const update = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: admin.headers, payload })

async function createProduct(payload: object = productInput()): Promise<Product> {
  const response = await create(payload)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Product>()
}

describe('values outside the managed lists', () => {
  test('an unknown colour, size, category or gender is a 400 that says where to add it', async () => {
    const cases: [object, string][] = [
      [
        { variants: [variant({ color: 'Sunsett Orange' })] },
        'Unknown colour "Sunsett Orange". Add it to the colour palette first.',
      ],
      [
        { variants: [variant({ size: 'XXXL' })] },
        'Unknown size "XXXL". Add it to the size list first.',
      ],
      [{ category: 'Shoes' }, 'Unknown category "Shoes". Add it to the category list first.'],
      [{ gender: 'Kids' }, 'Unknown gender "Kids". Add it to the gender list first.'],
    ]
    for (const [overrides, message] of cases) {
      const response = await create(productInput(overrides))
      expect(response.statusCode, message).toBe(400)
      expect(response.json()).toEqual({ message })
    }
  })

  test('other capitals than the listed spelling get a hint', async () => {
    const response = await create(productInput({ variants: [variant({ color: 'navy' })] }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Unknown colour "navy". Did you mean "Navy"?' })
  })

  test('an edit to an unknown value is refused and changes nothing', async () => {
    const product = await createProduct()
    const response = await update(product._id, {
      ...productInput({ category: 'Top Waer' }),
      updatedAt: product.updatedAt,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      message: 'Unknown category "Top Waer". Add it to the category list first.',
    })
    const stored = (await t.app.inject({ url: `/api/products/${product._id}` })).json<Product>()
    expect(stored.category).toBe('Top Wear')
  })

  test('a value added to its list is accepted at once', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/vocabulary/colors',
      headers: admin.headers,
      payload: { name: 'Sunset Orange', hex: '#ff8c42' },
    })
    expect(added.statusCode).toBe(201)
    const product = await createProduct(
      productInput({ variants: [variant({ color: 'Sunset Orange' })] }),
    )
    expect(product.variants[0]?.color).toBe('Sunset Orange')

    // The shop's filters answer carries the palette, so its swatch is orange, not grey.
    const filters = (await t.app.inject({ url: '/api/products/filters' })).json<ProductFilters>()
    expect(filters.palette).toContainEqual({ name: 'Sunset Orange', hex: '#ff8c42' })
    expect(filters.colors).toContain('Sunset Orange')
  })
})

describe('images per colour', () => {
  test('an image tagged with one of the variants’ colours is kept with its tag', async () => {
    const product = await createProduct(
      productInput({
        variants: [variant({ color: 'Navy' }), variant({ color: 'Sand' })],
        images: [
          { url: '/uploads/navy.webp', altText: 'Navy front', color: 'Navy' },
          { url: '/uploads/any.webp', altText: 'Detail', color: '' },
        ],
      }),
    )
    expect(product.images).toEqual([
      { url: '/uploads/navy.webp', altText: 'Navy front', color: 'Navy' },
      { url: '/uploads/any.webp', altText: 'Detail' },
    ])

    const retagged = await update(product._id, {
      ...productInput({
        variants: product.variants,
        images: [{ url: '/uploads/navy.webp', altText: 'Sand front', color: 'Sand' }],
      }),
      updatedAt: product.updatedAt,
    })
    expect(retagged.statusCode, retagged.body).toBe(200)
    expect(retagged.json<Product>().images).toEqual([
      { url: '/uploads/navy.webp', altText: 'Sand front', color: 'Sand' },
    ])
  })

  test('a colour none of the variants has is a 400, on create and on edit', async () => {
    const input = productInput({
      variants: [variant({ color: 'Navy' })],
      images: [{ url: '/uploads/red.webp', altText: 'Red', color: 'Red' }],
    })
    const response = await create(input)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: imageColorWithoutVariantMessage('Red') })

    const product = await createProduct()
    const edit = await update(product._id, { ...input, updatedAt: product.updatedAt })
    expect(edit.statusCode).toBe(400)
    expect(edit.json()).toEqual({ message: imageColorWithoutVariantMessage('Red') })
  })
})
