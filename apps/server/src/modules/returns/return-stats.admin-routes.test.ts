import type { ProductReturnReasons, Return, ReturnStats } from '@shop/shared/returns'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedDeliveredOrder, seedReturnCatalogue } from '../../testing/return-factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

/** What returns teach the owner: the return rate, the products returned most and why. */

let t: TestApp
let admin: TestUser
let buyer: TestUser
let catalogue: { tee: string; hoodie: string }

beforeAll(async () => {
  t = await createTestApp()
  admin = await createTestUser(t, { role: 'admin' })
  buyer = await createTestUser(t, { name: 'Ada' })
  catalogue = await seedReturnCatalogue(t.db)

  // Two orders of 3 tees and a hoodie: 8 units sold.
  const first = await seedDeliveredOrder(t.db, { userId: buyer.user.id, ...catalogue })
  const second = await seedDeliveredOrder(t.db, { userId: buyer.user.id, ...catalogue })
  const start = async (payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/returns',
      headers: buyer.headers,
      payload,
    })
    expect(response.statusCode).toBe(201)
    return response.json<Return>()
  }
  await start({
    orderId: first.orderId,
    items: [
      { orderItemId: first.teeLine, quantity: 2, reason: 'too_small' },
      { orderItemId: first.hoodieLine, quantity: 1, reason: 'damaged' },
    ],
    resolution: 'refund',
  })
  await start({
    orderId: second.orderId,
    items: [{ orderItemId: second.teeLine, quantity: 1, reason: 'too_large' }],
    resolution: 'store_credit',
  })
  // A rejected return sent nothing back: it does not count.
  const rejected = await start({
    orderId: second.orderId,
    items: [{ orderItemId: second.teeLine, quantity: 2, reason: 'changed_mind' }],
    resolution: 'refund',
  })
  const rejecting = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/returns/${rejected._id}`,
    headers: admin.headers,
    payload: { status: 'rejected', note: 'Worn.' },
  })
  expect(rejecting.statusCode).toBe(200)
})

afterAll(async () => {
  await t.close()
})

test('the return rate is units returned over units sold, and the products returned most say why', async () => {
  const response = await t.app.inject({ url: '/api/admin/returns/stats', headers: admin.headers })
  expect(response.statusCode).toBe(200)
  const stats = response.json<ReturnStats>()
  expect(stats).toMatchObject({ returnedUnits: 4, soldUnits: 8, returnRate: 0.5 })
  expect(stats.topProducts).toEqual([
    {
      productId: catalogue.tee,
      name: 'Return Test Tee',
      units: 3,
      reasons: [
        { reason: 'too_small', units: 2 },
        { reason: 'too_large', units: 1 },
      ],
    },
    {
      productId: catalogue.hoodie,
      name: 'Return Test Hoodie',
      units: 1,
      reasons: [{ reason: 'damaged', units: 1 }],
    },
  ])
})

test('a range before any sale counts nothing', async () => {
  const response = await t.app.inject({
    url: '/api/admin/returns/stats?from=2020-01-01&to=2020-01-31',
    headers: admin.headers,
  })
  expect(response.json<ReturnStats>()).toEqual({
    returnedUnits: 0,
    soldUnits: 0,
    returnRate: 0,
    topProducts: [],
  })
})

test('a product’s returns by reason, for its edit page', async () => {
  const response = await t.app.inject({
    url: `/api/admin/returns/products/${catalogue.tee}`,
    headers: admin.headers,
  })
  expect(response.json<ProductReturnReasons>()).toEqual({
    units: 3,
    reasons: [
      { reason: 'too_small', units: 2 },
      { reason: 'too_large', units: 1 },
    ],
  })
})

test('only an admin reads them', async () => {
  const response = await t.app.inject({ url: '/api/admin/returns/stats', headers: buyer.headers })
  expect(response.statusCode).toBe(403)
})
