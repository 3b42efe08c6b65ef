import { RECENT_ORDERS_COUNT, type AdminOrder, type AdminStats } from '@shop/shared/admin'
import type { OrderStatus } from '@shop/shared/orders'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedProduct } from '../../testing/factories.js'
import { seedOrder } from '../../testing/order-factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { deleteUser } from '../users/users.service.js'

let t: TestApp
let admin: TestUser

beforeAll(async () => {
  t = await createTestApp()
  admin = await createTestUser(t, { role: 'admin' })
})

afterAll(async () => {
  await t.close()
})

const getStats = () => t.app.inject({ url: '/api/admin/stats', headers: admin.headers })

test('an empty shop shows zero revenue, no orders and no products', async () => {
  const response = await getStats()
  expect(response.statusCode).toBe(200)
  expect(response.json<AdminStats>()).toEqual({
    revenue: 0,
    totalOrders: 0,
    totalProducts: 0,
    recentOrders: [],
  })
})

test('the figures match the orders: revenue of paid, unrefunded, uncancelled orders and the 10 newest', async () => {
  const ann = await createTestUser(t, { name: 'Ann' })
  const gone = await createTestUser(t, { name: 'Gone' })
  await seedProduct(t.db)
  await seedProduct(t.db)
  await seedProduct(t.db)

  const statuses: OrderStatus[] = ['Processing', 'Shipped', 'Delivered', 'Cancelled']
  const start = Date.now() - 60 * 60_000
  for (let i = 0; i < 13; i++) {
    await seedOrder(t.db, {
      userId: i % 3 === 0 ? gone.user.id : ann.user.id,
      totalCents: 1000 * (i + 1) + 99,
      refunded: i % 5 === 4,
      status: statuses[i % 4],
      createdAt: new Date(start + i * 60_000),
    })
  }
  await deleteUser(t.db, gone.user.id)

  const stats = (await getStats()).json<AdminStats>()
  const orders = (await t.app.inject({ url: '/api/admin/orders', headers: admin.headers })).json<
    AdminOrder[]
  >()
  const keptCents = orders
    .filter((order) => order.paymentStatus === 'paid' && order.status !== 'Cancelled')
    .reduce((sum, order) => sum + Math.round(order.totalPrice * 100), 0)

  // 13 orders of $10.99 … $130.99: refunded are #5 and #10, cancelled #4, #8 and #12.
  expect(stats.revenue).toBe(527.92)
  expect(stats.revenue).toBe(keptCents / 100)
  expect(stats.totalOrders).toBe(13)
  expect(stats.totalOrders).toBe(orders.length)
  expect(stats.totalProducts).toBe(3)
  expect(stats.recentOrders).toHaveLength(RECENT_ORDERS_COUNT)
  expect(stats.recentOrders).toEqual(
    orders.slice(0, RECENT_ORDERS_COUNT).map((order) => ({
      _id: order._id,
      user: order.user && { _id: order.user._id, name: order.user.name },
      totalPrice: order.totalPrice,
      status: order.status,
      createdAt: order.createdAt,
    })),
  )
  expect(stats.recentOrders[0]).toMatchObject({ totalPrice: 130.99, user: null })
  expect(stats.recentOrders[1]).toMatchObject({
    totalPrice: 120.99,
    user: { _id: ann.user.id, name: 'Ann' },
  })
})
