import {
  RECENT_ORDERS_COUNT,
  STATS_LOW_STOCK_COUNT,
  STATS_RANGE_LENGTH_MESSAGE,
  STATS_RANGE_ORDER_MESSAGE,
  type AdminOrder,
  type AdminStats,
} from '@shop/shared/admin'
import { DAY_MESSAGE } from '@shop/shared/admin-lists'
import type { OrderStatus } from '@shop/shared/orders'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { productVariants, products } from '../../db/schema/index.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { seedOrder } from '../../testing/order-factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { useSignedInTestApp } from '../../testing/signed-in-test-app.js'
import { deleteUser } from '../users/users.service.js'

const { t, admin } = useSignedInTestApp()

const getStats = () => t.app.inject({ url: '/api/admin/stats', headers: admin.headers })

test('an empty shop shows zero revenue, no orders and no products', async () => {
  const response = await getStats()
  expect(response.statusCode).toBe(200)
  const today = new Date().toISOString().slice(0, 10)
  const stats = response.json<AdminStats>()
  expect(stats).toMatchObject({
    revenue: 0,
    totalOrders: 0,
    totalProducts: 0,
    recentOrders: [],
    to: today,
    rangeRevenue: 0,
    rangeOrders: 0,
    averageOrderValue: 0,
    topProductsByUnits: [],
    topProductsByRevenue: [],
    ordersToShip: { total: 0, oldest: [] },
    lowStock: { threshold: 3, total: 0, variants: [] },
  })
  // Without from and to: the last 30 days ending today, every one of them present.
  expect(stats.series).toHaveLength(30)
  expect(stats.series.at(-1)).toEqual({ date: today, revenue: 0, orders: 0 })
  expect(stats.from).toBe(stats.series[0]?.date)
  expect(stats.series.every((day) => day.revenue === 0 && day.orders === 0)).toBe(true)
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

test('a partly refunded order counts with what it kept, and still waits to ship', async () => {
  const before = (await getStats()).json<AdminStats>()

  await seedOrder(t.db, { totalCents: 4000, refundedCents: 1250 })
  await seedOrder(t.db, { totalCents: 3000, refunded: true })

  const after = (await getStats()).json<AdminStats>()
  expect(after.revenue).toBeCloseTo(before.revenue + 27.5, 2)
  expect(after.ordersToShip.total).toBe(before.ordersToShip.total + 1)
  expect(after.totalOrders).toBe(before.totalOrders + 2)
})

describe('a range of days', () => {
  let shop: TestApp
  let owner: TestUser
  const ids: Record<string, string> = {}
  const orderIds: Record<string, string> = {}

  const stats = async (query: string) => {
    const response = await shop.app.inject({
      url: `/api/admin/stats${query}`,
      headers: owner.headers,
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<AdminStats>()
  }

  const at = (iso: string) => new Date(iso)
  const line = (product: string, quantity: number, priceCents: number) => ({
    productId: ids[product] ?? null,
    size: 'M',
    color: 'Black',
    quantity,
    priceCents,
    name: product,
  })

  beforeAll(async () => {
    shop = await createTestApp()
    owner = await createTestUser(shop, { role: 'admin' })
    ids.Tee = await seedProduct(shop.db, {
      name: 'Tee',
      variants: [
        variant({ size: 'M', color: 'Black', countInStock: 3 }),
        variant({ size: 'L', color: 'Black', countInStock: 4 }),
      ],
    })
    ids.Hoodie = await seedProduct(shop.db, {
      name: 'Hoodie',
      variants: [variant({ size: 'S', color: 'Grey', sku: 'HOODIE-S-GREY', countInStock: 0 })],
    })
    ids.Cap = await seedProduct(shop.db, {
      name: 'Cap',
      variants: [variant({ size: 'One Size', color: 'Navy', sku: 'CAP-NAVY', countInStock: 1 })],
    })
    for (const name of ['Sock', 'Belt', 'Scarf', 'Old Jacket']) {
      ids[name] = await seedProduct(shop.db, { name })
    }

    // Kept orders of 1–7 March 2026 (UTC), total = lines + $5.00 shipping.
    orderIds.firstMinute = await seedOrder(shop.db, {
      lines: [line('Tee', 2, 1500)],
      createdAt: at('2026-03-01T00:00:00.000Z'),
    }) // $35.00
    orderIds.lastMinute = await seedOrder(shop.db, {
      lines: [line('Hoodie', 1, 4000)],
      createdAt: at('2026-03-01T23:59:59.999Z'),
    }) // $45.00
    orderIds.third = await seedOrder(shop.db, {
      lines: [line('Tee', 1, 1500), line('Cap', 3, 1000)],
      createdAt: at('2026-03-03T12:00:00.000Z'),
    }) // $50.00
    orderIds.smalls = await seedOrder(shop.db, {
      lines: [line('Sock', 1, 500), line('Belt', 1, 600), line('Scarf', 1, 700)],
      createdAt: at('2026-03-06T08:00:00.000Z'),
    }) // $23.00
    orderIds.jacket = await seedOrder(shop.db, {
      lines: [line('Old Jacket', 1, 9000)],
      createdAt: at('2026-03-07T23:59:59.999Z'),
    }) // $95.00
    // Money not kept, or outside the range: none of these counts.
    await seedOrder(shop.db, {
      lines: [line('Hoodie', 5, 4000)],
      status: 'Cancelled',
      createdAt: at('2026-03-03T13:00:00.000Z'),
    })
    await seedOrder(shop.db, {
      lines: [line('Hoodie', 4, 4000)],
      refunded: true,
      createdAt: at('2026-03-05T09:00:00.000Z'),
    })
    await seedOrder(shop.db, {
      lines: [line('Tee', 10, 1500)],
      status: 'Shipped',
      createdAt: at('2026-03-08T00:00:00.000Z'),
    })
    await seedOrder(shop.db, {
      lines: [line('Cap', 10, 1000)],
      status: 'Delivered',
      createdAt: at('2026-02-28T23:59:59.999Z'),
    })
    orderIds.oldest = await seedOrder(shop.db, {
      lines: [line('Sock', 1, 500)],
      createdAt: at('2026-01-10T10:00:00.000Z'),
    }) // $10.00, waiting to ship since January

    // A deleted product's lines stay in the figures under the name they were bought as.
    await shop.db.delete(products).where(eq(products.id, ids['Old Jacket'] ?? ''))
  })

  afterAll(async () => {
    await shop.close()
  })

  test('the series has every day of the range, days without kept orders at zero', async () => {
    const result = await stats('?from=2026-03-01&to=2026-03-07')
    expect(result.from).toBe('2026-03-01')
    expect(result.to).toBe('2026-03-07')
    expect(result.series).toEqual([
      { date: '2026-03-01', revenue: 80, orders: 2 },
      { date: '2026-03-02', revenue: 0, orders: 0 },
      { date: '2026-03-03', revenue: 50, orders: 1 },
      { date: '2026-03-04', revenue: 0, orders: 0 },
      { date: '2026-03-05', revenue: 0, orders: 0 },
      { date: '2026-03-06', revenue: 23, orders: 1 },
      { date: '2026-03-07', revenue: 95, orders: 1 },
    ])
    // $35 + $45 + $50 + $23 + $95 = $248 over 5 orders.
    expect(result.rangeRevenue).toBe(248)
    expect(result.rangeOrders).toBe(5)
    expect(result.averageOrderValue).toBe(49.6)
  })

  test('all-time revenue and order count are unchanged by the range', async () => {
    const result = await stats('?from=2026-03-02&to=2026-03-02')
    // Every kept order ever: $248 + $155 (8 March) + $105 (28 February) + $10 (January).
    expect(result.revenue).toBe(518)
    expect(result.totalOrders).toBe(10)
    expect(result.series).toEqual([{ date: '2026-03-02', revenue: 0, orders: 0 }])
    expect(result.averageOrderValue).toBe(0)
  })

  test('the average order value is the range revenue over its orders, to the cent', async () => {
    // $80 (two orders on 1 March) + $50 + $23 = $153 over 4 orders.
    const result = await stats('?from=2026-03-01&to=2026-03-06')
    expect(result.rangeRevenue).toBe(153)
    expect(result.rangeOrders).toBe(4)
    expect(result.averageOrderValue).toBe(38.25)
    // $80 + $50 = $130 over 3 orders: $43.333… shows as $43.33.
    expect((await stats('?from=2026-03-01&to=2026-03-03')).averageOrderValue).toBe(43.33)
  })

  test('top products by units and by revenue count kept lines in the range, five of each', async () => {
    const result = await stats('?from=2026-03-01&to=2026-03-07')
    const jacket = { productId: null, name: 'Old Jacket', units: 1, revenue: 90 }
    const tee = { productId: ids.Tee, name: 'Tee', units: 3, revenue: 45 }
    const cap = { productId: ids.Cap, name: 'Cap', units: 3, revenue: 30 }
    const hoodie = { productId: ids.Hoodie, name: 'Hoodie', units: 1, revenue: 40 }
    const scarf = { productId: ids.Scarf, name: 'Scarf', units: 1, revenue: 7 }
    // Equal units go to the higher revenue; Belt ($6) and Sock ($5) are sixth and seventh.
    expect(result.topProductsByUnits).toEqual([tee, cap, jacket, hoodie, scarf])
    expect(result.topProductsByRevenue).toEqual([jacket, tee, hoodie, cap, scarf])
  })

  test('orders waiting to ship are the paid Processing ones, oldest first', async () => {
    const result = await stats('')
    // Cancelled, refunded, Shipped and Delivered orders are not waiting.
    expect(result.ordersToShip.total).toBe(6)
    expect(result.ordersToShip.oldest.map((order) => order._id)).toEqual([
      orderIds.oldest,
      orderIds.firstMinute,
      orderIds.lastMinute,
      orderIds.third,
      orderIds.smalls,
    ])
    expect(result.ordersToShip.oldest[0]).toMatchObject({ totalPrice: 10, status: 'Processing' })
  })

  test('low stock lists the variants at or under LOW_STOCK_THRESHOLD, fewest first', async () => {
    const result = await stats('')
    expect(result.lowStock).toEqual({
      threshold: 3,
      total: 3,
      variants: [
        {
          productId: ids.Hoodie,
          productName: 'Hoodie',
          size: 'S',
          color: 'Grey',
          sku: 'HOODIE-S-GREY',
          countInStock: 0,
        },
        {
          productId: ids.Cap,
          productName: 'Cap',
          size: 'One Size',
          color: 'Navy',
          sku: 'CAP-NAVY',
          countInStock: 1,
        },
        expect.objectContaining({ productId: ids.Tee, size: 'M', countInStock: 3 }),
      ],
    })
  })

  test.each([
    ['?from=2026-03-08&to=2026-03-07', STATS_RANGE_ORDER_MESSAGE],
    ['?from=2025-03-01&to=2026-03-02', STATS_RANGE_LENGTH_MESSAGE],
    ['?from=2026-02-30&to=2026-03-07', DAY_MESSAGE],
    ['?from=yesterday', DAY_MESSAGE],
    ['?to=2026-3-7', DAY_MESSAGE],
    ['?from=2026-03-01T00:00:00Z', DAY_MESSAGE],
  ])('%s is refused with 400', async (query, message) => {
    const response = await shop.app.inject({
      url: `/api/admin/stats${query}`,
      headers: owner.headers,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
  })

  // 2 March 2025 to 2 March 2026 is 366 days; from 1 March it is 367.
  test('a range of 366 days is the longest accepted', async () => {
    const result = await stats('?from=2025-03-02&to=2026-03-02')
    expect(result.series).toHaveLength(366)
    expect(result.series[0]?.date).toBe('2025-03-02')
    expect(result.series.at(-1)?.date).toBe('2026-03-02')
  })

  test('only from: the range ends today; only to: the 30 days ending then', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const fromOnly = await stats(`?from=${today}`)
    expect(fromOnly.series.map((day) => day.date)).toEqual([today])
    const toOnly = await stats('?to=2026-03-07')
    expect(toOnly.from).toBe('2026-02-06')
    expect(toOnly.series).toHaveLength(30)
    // 28 February's $105 and the whole first week of March.
    expect(toOnly.rangeRevenue).toBe(353)
  })

  test('the low-stock list stops at 20 variants and counts them all', async () => {
    const [product] = await shop.db
      .insert(products)
      .values({ name: 'Many Socks', description: 'Socks.', priceCents: 500, category: 'Top Wear' })
      .returning({ id: products.id })
    await shop.db.insert(productVariants).values(
      Array.from({ length: 21 }, (_, position) => ({
        productId: product?.id ?? '',
        position,
        size: 'M',
        color: `Shade ${String(position)}`,
        sku: `SOCK-${String(position)}`,
        countInStock: 2,
      })),
    )
    const { lowStock } = await stats('')
    expect(lowStock.total).toBe(24)
    expect(lowStock.variants).toHaveLength(STATS_LOW_STOCK_COUNT)
    expect(lowStock.variants.map((row) => row.countInStock).slice(0, 3)).toEqual([0, 1, 2])
  })
})
