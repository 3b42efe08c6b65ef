import {
  ADMIN_LIMIT_MESSAGE,
  ADMIN_PAGE_MESSAGE,
  sortInvalidMessage,
  sortKeys,
} from '@shop/shared/admin-lists'
import {
  ADMIN_PRODUCT_SORT_FIELDS,
  PRODUCT_STATUS_FILTER_MESSAGE,
  PRODUCT_STOCK_FILTER_MESSAGE,
} from '@shop/shared/admin-list-queries'
import type { Product } from '@shop/shared/catalog'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

let t: TestApp
let admin: TestUser

const DAY_MS = 24 * 60 * 60 * 1000
const start = Date.UTC(2026, 0, 1)
const day = (n: number) => new Date(start + n * DAY_MS)

/** Five products, created a day apart in this order (so the newest is Echo). */
const seeded = [
  {
    name: 'Alpha Linen Shirt',
    price: 40,
    brand: 'Northwind',
    category: 'Top Wear',
    gender: 'Men',
    variants: [
      variant({ sku: 'ALP-M', countInStock: 10 }),
      variant({ sku: 'ALP-L', size: 'L', countInStock: 5 }),
    ],
  },
  {
    name: 'Bravo Denim Jeans',
    price: 80,
    brand: 'Riverside',
    category: 'Bottom Wear',
    gender: 'Women',
    variants: [
      variant({ sku: 'BRV-M', countInStock: 2 }),
      variant({ sku: 'BRV-L', size: 'L', countInStock: 9 }),
    ],
  },
  {
    name: 'Charlie 100% Cotton Tee',
    price: 15,
    brand: 'Northwind',
    category: 'Top Wear',
    gender: 'Women',
    variants: [
      variant({ sku: 'CHA-ZERO', countInStock: 0 }),
      variant({ sku: 'CHA-L', size: 'L', countInStock: 4 }),
    ],
  },
  {
    name: 'Delta Wool Sweater',
    price: 120,
    brand: 'Summit',
    category: 'top wear',
    gender: 'Men',
    variants: [variant({ sku: 'DLT-M', countInStock: 50 })],
  },
  {
    name: 'Echo Rain Jacket',
    price: 95,
    brand: 'Summit',
    category: 'Outerwear',
    gender: 'Unisex',
    status: 'draft' as const,
    variants: [variant({ sku: 'ECH-M', countInStock: 3 })],
  },
]

beforeAll(async () => {
  t = await createTestApp()
  admin = await createTestUser(t, { role: 'admin' })
  for (const [index, product] of seeded.entries()) {
    await seedProduct(t.db, product, { createdAt: day(index) })
  }
})

afterAll(async () => {
  await t.close()
})

async function list(query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/products${query}`,
    headers: admin.headers,
  })
  return {
    response,
    names: response.statusCode === 200 ? response.json<Product[]>().map((p) => p.name) : [],
    total: response.headers['x-total-count'],
  }
}

const byCreation = seeded.map((product) => product.name)

describe('GET /api/admin/products', () => {
  test('answers every product, drafts included, newest first, with the count', async () => {
    const { response, names, total } = await list()
    expect(response.statusCode).toBe(200)
    expect(names).toEqual([...byCreation].reverse())
    expect(total).toBe('5')
    const echo = response.json<Product[]>()[0]
    expect(echo?.status).toBe('draft')
    expect(echo?.variants).toEqual([expect.objectContaining({ sku: 'ECH-M', countInStock: 3 })])
  })

  test('page 2 holds the next rows and the count stays the number of matches', async () => {
    const first = await list('?limit=2&page=1')
    const second = await list('?limit=2&page=2')
    const third = await list('?limit=2&page=3')
    expect(first.names).toEqual(['Echo Rain Jacket', 'Delta Wool Sweater'])
    expect(second.names).toEqual(['Charlie 100% Cotton Tee', 'Bravo Denim Jeans'])
    expect(third.names).toEqual(['Alpha Linen Shirt'])
    expect([first.total, second.total, third.total]).toEqual(['5', '5', '5'])
    expect((await list('?limit=2&page=4')).names).toEqual([])
  })

  test('search finds any part of a name, a brand or a SKU, ignoring case', async () => {
    expect((await list('?search=denim')).names).toEqual(['Bravo Denim Jeans'])
    expect((await list('?search=NORTHW')).names).toEqual([
      'Charlie 100% Cotton Tee',
      'Alpha Linen Shirt',
    ])
    const bySku = await list('?search=a-zer')
    expect(bySku.names).toEqual(['Charlie 100% Cotton Tee'])
    expect(bySku.total).toBe('1')
    // % is a character to find, not a wildcard.
    expect((await list('?search=100%25')).names).toEqual(['Charlie 100% Cotton Tee'])
    expect((await list('?search=%25')).names).toEqual(['Charlie 100% Cotton Tee'])
    expect((await list('?search=nothing-like-it')).total).toBe('0')
    // Blank search is no search.
    expect((await list('?search=%20%20')).total).toBe('5')
  })

  test('category and gender match exactly, ignoring case', async () => {
    expect((await list('?category=TOP%20WEAR')).names).toEqual([
      'Delta Wool Sweater',
      'Charlie 100% Cotton Tee',
      'Alpha Linen Shirt',
    ])
    expect((await list('?category=Top')).total).toBe('0')
    expect((await list('?gender=women')).names).toEqual([
      'Charlie 100% Cotton Tee',
      'Bravo Denim Jeans',
    ])
    expect((await list('?gender=men&category=top%20wear')).total).toBe('2')
    // Empty filters are ignored, as the shop's filters are.
    expect((await list('?gender=&category=')).total).toBe('5')
  })

  test('stock=low lists products with a variant at 1 to LOW_STOCK_THRESHOLD units, stock=out one at 0', async () => {
    expect(t.config.lowStockThreshold).toBe(3)
    expect((await list('?stock=low')).names).toEqual(['Echo Rain Jacket', 'Bravo Denim Jeans'])
    expect((await list('?stock=out')).names).toEqual(['Charlie 100% Cotton Tee'])
  })

  test('status filters drafts and active products', async () => {
    expect((await list('?status=draft')).names).toEqual(['Echo Rain Jacket'])
    expect((await list('?status=active')).total).toBe('4')
  })

  test.each([
    [
      'name',
      [
        'Alpha Linen Shirt',
        'Bravo Denim Jeans',
        'Charlie 100% Cotton Tee',
        'Delta Wool Sweater',
        'Echo Rain Jacket',
      ],
    ],
    [
      'price',
      [
        'Charlie 100% Cotton Tee',
        'Alpha Linen Shirt',
        'Bravo Denim Jeans',
        'Echo Rain Jacket',
        'Delta Wool Sweater',
      ],
    ],
    ['createdAt', byCreation],
    // Total units: Echo 3, Charlie 4, Bravo 11, Alpha 15, Delta 50.
    [
      'stock',
      [
        'Echo Rain Jacket',
        'Charlie 100% Cotton Tee',
        'Bravo Denim Jeans',
        'Alpha Linen Shirt',
        'Delta Wool Sweater',
      ],
    ],
  ])('sort=%s ascending and -%s descending', async (field, ascending) => {
    expect((await list(`?sort=${field}`)).names).toEqual(ascending)
    expect((await list(`?sort=-${field}`)).names).toEqual([...ascending].reverse())
  })

  test('sort=updatedAt follows the last change', async () => {
    const ascending = (await list('?sort=updatedAt')).names
    expect(ascending).toEqual(byCreation)
    expect((await list('?sort=-updatedAt')).names).toEqual([...byCreation].reverse())
  })

  test.each([
    ['?page=0', ADMIN_PAGE_MESSAGE],
    ['?page=two', ADMIN_PAGE_MESSAGE],
    ['?page=1.5', ADMIN_PAGE_MESSAGE],
    ['?limit=0', ADMIN_LIMIT_MESSAGE],
    ['?limit=101', ADMIN_LIMIT_MESSAGE],
    ['?sort=colour', sortInvalidMessage(sortKeys(ADMIN_PRODUCT_SORT_FIELDS))],
    ['?sort=--name', sortInvalidMessage(sortKeys(ADMIN_PRODUCT_SORT_FIELDS))],
    ['?stock=some', PRODUCT_STOCK_FILTER_MESSAGE],
    ['?status=deleted', PRODUCT_STATUS_FILTER_MESSAGE],
  ])('%s is refused with 400 and says why', async (query, message) => {
    const { response } = await list(query)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
  })

  test('a guest gets 401 and a customer 403', async () => {
    const customer = await createTestUser(t, { role: 'customer' })
    const asGuest = await t.app.inject({ method: 'GET', url: '/api/admin/products' })
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products',
      headers: customer.headers,
    })
    expect(asGuest.statusCode).toBe(401)
    expect(asCustomer.statusCode).toBe(403)
  })
})
