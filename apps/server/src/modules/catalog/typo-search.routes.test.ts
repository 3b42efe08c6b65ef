import type { Product } from '@shop/shared/catalog'
import { CORRECTED_SEARCH_HEADER } from '@shop/shared/search-correction'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seedProduct } from '../../testing/factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  await seedProduct(t.db, { name: 'Relaxed Straight Jeans', brand: 'Northfold', gender: 'Men' })
  await seedProduct(t.db, { name: 'Slim Taper Jeans', brand: 'Northfold', gender: 'Women' })
  await seedProduct(t.db, { name: 'Classic Oxford Shirt', brand: 'Harbour Lane' })
  await seedProduct(t.db, { name: 'Merino Crew Sweater', brand: 'Harbour Lane' })
  await seedProduct(t.db, { name: 'Secret Parka', brand: 'Hiddenwear', status: 'draft' })
})

afterAll(async () => {
  await t.close()
})

const search = (query: string) => t.app.inject(`/api/products?${query}`)
const names = (products: Product[]) => products.map((product) => product.name).sort()
/** The search the answer says it used, as the shop reads it (the header is URL-encoded). */
const corrected = (response: { headers: Record<string, unknown> }) => {
  const header = response.headers[CORRECTED_SEARCH_HEADER]
  return typeof header === 'string' ? decodeURIComponent(header) : header
}

describe('GET /api/products?search= forgives typos', () => {
  test('a misspelt word finds the products of the word meant, and the answer names it', async () => {
    const response = await search('search=jeens')
    expect(response.statusCode).toBe(200)
    expect(names(response.json<Product[]>())).toEqual([
      'Relaxed Straight Jeans',
      'Slim Taper Jeans',
    ])
    expect(response.headers['x-total-count']).toBe('2')
    expect(corrected(response)).toBe('jeans')
  })

  test('the answer of a corrected search is cached with its header', async () => {
    const first = await search('search=swaeter')
    const second = await search('search=swaeter')
    expect(names(second.json<Product[]>())).toEqual(['Merino Crew Sweater'])
    expect(corrected(first)).toBe('sweater')
    expect(corrected(second)).toBe('sweater')
    expect(second.headers['cache-control']).not.toBe('no-store')
  })

  test('only the misspelt words are corrected, and the other filters still apply', async () => {
    const both = await search('search=slim%20jeens')
    expect(names(both.json<Product[]>())).toEqual(['Slim Taper Jeans'])
    expect(corrected(both)).toBe('slim jeans')

    const men = await search('search=jeens&gender=Men')
    expect(names(men.json<Product[]>())).toEqual(['Relaxed Straight Jeans'])
    expect(corrected(men)).toBe('jeans')
  })

  test('a misspelt brand finds its products', async () => {
    const response = await search('search=nortfold')
    expect(names(response.json<Product[]>())).toEqual([
      'Relaxed Straight Jeans',
      'Slim Taper Jeans',
    ])
    expect(corrected(response)).toBe('northfold')
  })

  test('a corrected word with letters beyond ASCII arrives whole', async () => {
    await seedProduct(t.db, { name: 'Piqué Polo', brand: 'Harbour Lane' })
    const response = await search('search=piqee')
    expect(names(response.json<Product[]>())).toEqual(['Piqué Polo'])
    expect(response.headers[CORRECTED_SEARCH_HEADER]).toBe('piqu%C3%A9')
    expect(corrected(response)).toBe('piqué')
  })

  test('a search that matches as typed is not corrected', async () => {
    const response = await search('search=jeans')
    expect(response.json<Product[]>()).toHaveLength(2)
    expect(corrected(response)).toBeUndefined()
  })

  test('nonsense finds nothing and says nothing was corrected', async () => {
    for (const nonsense of ['qxzvwk', 'jeens%20qxzvwk']) {
      const response = await search(`search=${nonsense}`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual([])
      expect(response.headers['x-total-count']).toBe('0')
      expect(corrected(response)).toBeUndefined()
    }
  })

  test('a correction that the other filters rule out answers nothing, uncorrected', async () => {
    const response = await search('search=jeens&brand=Harbour%20Lane')
    expect(response.json()).toEqual([])
    expect(corrected(response)).toBeUndefined()
  })

  test('a draft is never a correction', async () => {
    const response = await search('search=parkka')
    expect(response.json()).toEqual([])
    expect(corrected(response)).toBeUndefined()
  })
})
