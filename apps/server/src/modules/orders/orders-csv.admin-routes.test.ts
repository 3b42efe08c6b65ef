import { CSV_DATE_RANGE_MESSAGE, type ORDER_CSV_COLUMNS } from '@shop/shared/catalog-csv'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedOrder } from '../../testing/order-factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

let t: TestApp
let admin: TestUser
let customer: TestUser

beforeAll(async () => {
  t = await createTestApp()
  admin = await createTestUser(t, { role: 'admin' })
  customer = await createTestUser(t, { role: 'customer' })
})

afterAll(async () => {
  await t.close()
})

type Row = Record<(typeof ORDER_CSV_COLUMNS)[number], string>

function exportOrders(query: string, caller: TestUser | null = admin) {
  return t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/export.csv${query}`,
    ...(caller ? { headers: caller.headers } : {}),
  })
}

describe('GET /api/admin/orders/export.csv', () => {
  test('one row per order line within the dates and status; order figures on the first line only', async () => {
    const june = await seedOrder(t.db, {
      userId: customer.user.id,
      createdAt: new Date('2025-06-10T12:00:00Z'),
      status: 'Shipped',
      lines: [
        {
          productId: null,
          name: 'Linen Shirt',
          size: 'M',
          color: 'White',
          quantity: 2,
          priceCents: 2500,
        },
        { productId: null, name: '=cmd', size: 'L', color: 'Blue', quantity: 1, priceCents: 1000 },
      ],
    })
    await seedOrder(t.db, {
      createdAt: new Date('2025-06-11T09:00:00Z'),
      status: 'Processing',
      lines: [{ productId: null, size: 'S', color: 'Black', quantity: 1 }],
    })
    await seedOrder(t.db, {
      createdAt: new Date('2025-07-01T09:00:00Z'),
      status: 'Shipped',
      lines: [{ productId: null, size: 'S', color: 'Black', quantity: 1 }],
    })

    const response = await exportOrders('?from=2025-06-01&to=2025-06-30&status=Shipped')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="orders-/)
    const rows = parse<Row>(response.body, { bom: true, columns: true })
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({
      orderId: june,
      date: '2025-06-10T12:00:00.000Z',
      status: 'Shipped',
      customerEmail: customer.user.email,
      shipToName: 'Ada Lovelace',
      shipToCity: 'London',
      item: 'Linen Shirt',
      quantity: '2',
      unitPrice: '25.00',
      lineTotal: '50.00',
      subtotal: '60.00',
      shipping: '5.00',
      total: '65.00',
      paymentStatus: 'paid',
      refunded: '0.00',
    })
    expect(rows[1]).toMatchObject({
      item: "'=cmd",
      lineTotal: '10.00',
      subtotal: '',
      total: '',
      refunded: '',
    })

    const lastDay = parse<Row>((await exportOrders('?from=2025-06-11&to=2025-06-11')).body, {
      bom: true,
      columns: true,
    })
    expect(lastDay.map((row) => row.status)).toEqual(['Processing'])
  })

  test('a partly refunded order says so and how much went back, on its first line', async () => {
    const orderId = await seedOrder(t.db, {
      createdAt: new Date('2025-08-02T10:00:00Z'),
      totalCents: 4000,
      refundedCents: 1250,
    })
    const rows = parse<Row>((await exportOrders('?from=2025-08-02&to=2025-08-02')).body, {
      bom: true,
      columns: true,
    })
    expect(rows).toEqual([
      expect.objectContaining({
        orderId,
        paymentStatus: 'partially_refunded',
        total: '40.00',
        refunded: '12.50',
      }),
    ])
  })

  test('bad dates or status are a 400 with a message; guests 401, customers 403', async () => {
    const reversed = await exportOrders('?from=2025-06-30&to=2025-06-01')
    expect(reversed.statusCode).toBe(400)
    expect(reversed.json()).toEqual({ message: CSV_DATE_RANGE_MESSAGE })
    expect((await exportOrders('?from=June')).statusCode).toBe(400)
    expect((await exportOrders('?status=Lost')).statusCode).toBe(400)
    expect((await exportOrders('', null)).statusCode).toBe(401)
    expect((await exportOrders('', customer)).statusCode).toBe(403)
  })
})
