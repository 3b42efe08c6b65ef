import {
  ADMIN_LIMIT_MESSAGE,
  ADMIN_PAGE_MESSAGE,
  sortInvalidMessage,
  sortKeys,
} from '@shop/shared/admin-lists'
import {
  ADMIN_DISCOUNT_SORT_FIELDS,
  DISCOUNT_ACTIVE_FILTER_MESSAGE,
} from '@shop/shared/admin-list-queries'
import type { Discount } from '@shop/shared/discounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedDiscount } from '../../testing/pricing-factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

let t: TestApp
let admin: TestUser

/** Created a day apart in this order. */
const seeded = [
  { code: 'SPRING10', timesUsed: 7, active: true },
  { code: 'VIP_ONLY', timesUsed: 0, active: false },
  { code: 'SUMMER20', timesUsed: 3, active: true },
]

beforeAll(async () => {
  t = await createTestApp()
  admin = await createTestUser(t, { role: 'admin' })
  for (const [index, discount] of seeded.entries()) {
    await seedDiscount(t.db, { ...discount, createdAt: new Date(Date.UTC(2026, 2, 1 + index)) })
  }
})

afterAll(async () => {
  await t.close()
})

async function list(query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/discounts${query}`,
    headers: admin.headers,
  })
  const body = response.statusCode === 200 ? response.json<Discount[]>() : []
  return {
    response,
    codes: body.map((code) => code.code),
    total: response.headers['x-total-count'],
  }
}

describe('GET /api/admin/discounts', () => {
  test('answers the codes newest first with the count', async () => {
    const { response, codes, total } = await list()
    expect(response.statusCode).toBe(200)
    expect(codes).toEqual(['SUMMER20', 'VIP_ONLY', 'SPRING10'])
    expect(total).toBe('3')
  })

  test('page 2 holds the next rows; the count is every match', async () => {
    const second = await list('?limit=2&page=2')
    expect(second.codes).toEqual(['SPRING10'])
    expect(second.total).toBe('3')
  })

  test('search finds any part of a code, ignoring case; _ is a character, not a wildcard', async () => {
    expect((await list('?search=mer2')).codes).toEqual(['SUMMER20'])
    expect((await list('?search=s')).codes).toEqual(['SUMMER20', 'SPRING10'])
    // As a wildcard, r_n would find SPRING10.
    expect((await list('?search=r_n')).total).toBe('0')
    expect((await list('?search=p_on')).codes).toEqual(['VIP_ONLY'])
  })

  test('active filters active or inactive codes', async () => {
    expect((await list('?active=false')).codes).toEqual(['VIP_ONLY'])
    expect((await list('?active=true')).codes).toEqual(['SUMMER20', 'SPRING10'])
  })

  test.each([
    ['code', ['SPRING10', 'SUMMER20', 'VIP_ONLY']],
    ['createdAt', ['SPRING10', 'VIP_ONLY', 'SUMMER20']],
    ['timesUsed', ['VIP_ONLY', 'SUMMER20', 'SPRING10']],
  ])('sort=%s ascending, and descending with -', async (field, ascending) => {
    expect((await list(`?sort=${field}`)).codes).toEqual(ascending)
    expect((await list(`?sort=-${field}`)).codes).toEqual([...ascending].reverse())
  })

  test.each([
    ['?page=1e3x', ADMIN_PAGE_MESSAGE],
    ['?limit=0', ADMIN_LIMIT_MESSAGE],
    ['?sort=value', sortInvalidMessage(sortKeys(ADMIN_DISCOUNT_SORT_FIELDS))],
    ['?active=yes', DISCOUNT_ACTIVE_FILTER_MESSAGE],
  ])('%s is refused with 400 and says why', async (query, message) => {
    const { response } = await list(query)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
  })

  test('a guest gets 401 and a customer 403', async () => {
    const customer = await createTestUser(t)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/discounts' })).statusCode).toBe(
      401,
    )
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/discounts',
      headers: customer.headers,
    })
    expect(asCustomer.statusCode).toBe(403)
  })
})
