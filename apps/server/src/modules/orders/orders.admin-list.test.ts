import type { AdminOrder } from '@shop/shared/admin'
import {
  ADMIN_LIMIT_MESSAGE,
  ADMIN_PAGE_MESSAGE,
  DAY_MESSAGE,
  sortInvalidMessage,
  sortKeys,
} from '@shop/shared/admin-lists'
import {
  ADMIN_ORDER_SORT_FIELDS,
  ORDER_DATE_RANGE_MESSAGE,
  ORDER_STATUS_FILTER_MESSAGE,
} from '@shop/shared/admin-list-queries'
import type { OrderStatus } from '@shop/shared/orders'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { orders } from '../../db/schema/index.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { SEED_ORDER_ADDRESS, seedOrder } from '../../testing/order-factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

let t: TestApp
let admin: TestUser
/** Order ids by label, A (oldest) to E (newest). */
const ids: Record<string, string> = {}

const seeded: {
  label: string
  createdAt: string
  status: OrderStatus
  totalCents: number
  customer?: { name: string; email: string }
  shipTo?: { firstName: string; lastName: string }
}[] = [
  { label: 'A', createdAt: '2026-03-31T23:59:59Z', status: 'Delivered', totalCents: 3000 },
  {
    label: 'B',
    createdAt: '2026-04-01T00:00:00Z',
    status: 'Processing',
    totalCents: 1500,
    customer: { name: 'Grace Hopper', email: 'grace@navy.test' },
  },
  {
    label: 'C',
    createdAt: '2026-04-15T12:00:00Z',
    status: 'Shipped',
    totalCents: 9000,
    shipTo: { firstName: 'Katherine', lastName: 'Johnson' },
  },
  { label: 'D', createdAt: '2026-04-30T23:59:59Z', status: 'Processing', totalCents: 6000 },
  { label: 'E', createdAt: '2026-05-01T00:00:00Z', status: 'Cancelled', totalCents: 1000 },
]

beforeAll(async () => {
  t = await createTestApp()
  admin = await createTestUser(t, { role: 'admin' })
  for (const order of seeded) {
    const userId = order.customer
      ? (await createTestUser(t, { name: order.customer.name, email: order.customer.email })).user
          .id
      : null
    const id = await seedOrder(t.db, {
      userId,
      status: order.status,
      totalCents: order.totalCents,
      createdAt: new Date(order.createdAt),
    })
    if (order.shipTo) {
      await t.db
        .update(orders)
        .set({ shippingAddress: { ...SEED_ORDER_ADDRESS, ...order.shipTo } })
        .where(eq(orders.id, id))
    }
    ids[order.label] = id
  }
})

afterAll(async () => {
  await t.close()
})

async function list(query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders${query}`,
    headers: admin.headers,
  })
  const body = response.statusCode === 200 ? response.json<AdminOrder[]>() : []
  const labels = body.map(
    (order) => Object.entries(ids).find(([, id]) => id === order._id)?.[0] ?? '?',
  )
  return { response, body, labels: labels.join(''), total: response.headers['x-total-count'] }
}

describe('GET /api/admin/orders', () => {
  test('answers the orders newest first with the count, each with its customer', async () => {
    const { response, labels, total, body } = await list()
    expect(response.statusCode).toBe(200)
    expect(labels).toBe('EDCBA')
    expect(total).toBe('5')
    expect(body[3]?.user).toMatchObject({ name: 'Grace Hopper', email: 'grace@navy.test' })
  })

  test('page 2 holds the next rows; the count is every match', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`?limit=2&page=${String(page)}`)))
    expect(pages.map((page) => page.labels)).toEqual(['ED', 'CB', 'A'])
    expect(pages.map((page) => page.total)).toEqual(['5', '5', '5'])
  })

  test('search finds an order by its number as the shop shows it, or by its whole id', async () => {
    const id = ids.C ?? ''
    const shortNumber = await list(
      `?search=${encodeURIComponent(`#${id.slice(0, 8).toUpperCase()}`)}`,
    )
    expect(shortNumber.labels).toBe('C')
    expect(shortNumber.total).toBe('1')
    expect((await list(`?search=${id}`)).labels).toBe('C')
    // A piece from inside the id is not a number anyone is given.
    expect((await list(`?search=${id.slice(9, 18)}`)).total).toBe('0')
  })

  test('search finds the customer by name or e-mail, and the name on the shipping address', async () => {
    expect((await list('?search=hopp')).labels).toBe('B')
    expect((await list('?search=NAVY.te')).labels).toBe('B')
    expect((await list('?search=katherine%20john')).labels).toBe('C')
    // Every seeded address is Ada Lovelace's but C's.
    expect((await list('?search=lovelace')).labels).toBe('EDBA')
    expect((await list('?search=nobody')).total).toBe('0')
  })

  test('status filters one status', async () => {
    expect((await list('?status=Processing')).labels).toBe('DB')
    expect((await list('?status=Cancelled')).labels).toBe('E')
  })

  test('from and to are whole UTC days, both included', async () => {
    expect((await list('?from=2026-04-01&to=2026-04-30')).labels).toBe('DCB')
    expect((await list('?from=2026-04-30')).labels).toBe('ED')
    expect((await list('?to=2026-03-31')).labels).toBe('A')
    expect((await list('?from=2026-04-15&to=2026-04-15')).labels).toBe('C')
    expect((await list('?from=2026-04-01&to=2026-04-30&status=Processing')).total).toBe('2')
  })

  test.each([
    ['createdAt', ['A', 'B', 'C', 'D', 'E']],
    ['total', ['E', 'B', 'A', 'D', 'C']],
  ])('sort=%s ascending, and descending with -', async (field, ascending) => {
    expect((await list(`?sort=${field}`)).labels).toBe(ascending.join(''))
    expect((await list(`?sort=-${field}`)).labels).toBe([...ascending].reverse().join(''))
  })

  test('sort=status orders by the status name', async () => {
    const { body } = await list('?sort=status')
    expect(body.map((order) => order.status)).toEqual([
      'Cancelled',
      'Delivered',
      'Processing',
      'Processing',
      'Shipped',
    ])
    const descending = (await list('?sort=-status')).body.map((order) => order.status)
    expect(descending).toEqual(['Shipped', 'Processing', 'Processing', 'Delivered', 'Cancelled'])
  })

  test.each([
    ['?page=0', ADMIN_PAGE_MESSAGE],
    ['?limit=1000', ADMIN_LIMIT_MESSAGE],
    ['?sort=customer', sortInvalidMessage(sortKeys(ADMIN_ORDER_SORT_FIELDS))],
    ['?status=processing', ORDER_STATUS_FILTER_MESSAGE],
    ['?status=Lost', ORDER_STATUS_FILTER_MESSAGE],
    ['?from=2026-4-1', DAY_MESSAGE],
    ['?to=yesterday', DAY_MESSAGE],
    ['?from=2026-02-30', DAY_MESSAGE],
    ['?from=2026-05-01&to=2026-04-01', ORDER_DATE_RANGE_MESSAGE],
  ])('%s is refused with 400 and says why', async (query, message) => {
    const { response } = await list(query)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
  })

  test('a guest gets 401 and a customer 403', async () => {
    const customer = await createTestUser(t)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(401)
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=Processing',
      headers: customer.headers,
    })
    expect(asCustomer.statusCode).toBe(403)
  })
})
