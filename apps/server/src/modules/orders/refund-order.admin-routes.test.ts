import {
  REFUND_CANCEL_INVALID_MESSAGE,
  refundElsewhereMessage,
  type AdminOrder,
  type AdminStats,
} from '@shop/shared/admin'
import type { Product } from '@shop/shared/catalog'
import {
  REFUNDED_ORDER_STATUS_MESSAGE,
  REFUNDED_ORDER_TRACKING_MESSAGE,
} from '@shop/shared/order-status-moves'
import { ORDER_NOT_FOUND_MESSAGE } from '@shop/shared/orders'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { mailOutbox, orders, products } from '../../db/schema/index.js'
import { FORBIDDEN_MESSAGE, LOGIN_FIRST_MESSAGE } from '../../plugins/auth.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { seedOrder } from '../../testing/order-factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { isPostgresRun, openTestDatabase } from '../../testing/test-database.js'
import { createDemoProvider } from '../payments/demo-provider.js'
import type { PaymentProvider } from '../payments/payment-provider.js'

/** docs/product-rules.md § Money: refunds, with the demo provider the shop runs without PayPal. */

/** The demo provider, counting the refunds it is asked for (per capture). */
function countingDemoProvider(shared: PaymentProvider = createDemoProvider()) {
  const refundCalls: string[] = []
  const provider: PaymentProvider = {
    ...shared,
    refundPayment: (input) => {
      refundCalls.push(input.captureId)
      return shared.refundPayment(input)
    },
  }
  return { provider, refundCalls }
}

let t: TestApp
let admin: TestUser
let buyer: TestUser
let demo: ReturnType<typeof countingDemoProvider>

beforeAll(async () => {
  demo = countingDemoProvider()
  t = await createTestApp({}, { paymentProvider: demo.provider })
  admin = await createTestUser(t, { role: 'admin' })
  buyer = await createTestUser(t, { name: 'Ada' })
})

beforeEach(() => {
  demo.refundCalls.length = 0
})

afterAll(async () => {
  await t.close()
})

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

const refund = (id: string, payload?: object, headers: object = admin.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/refund`,
    headers: { ...headers },
    ...(payload ? { payload } : {}),
  })
const getOrder = (id: string) =>
  t.app.inject({ url: `/api/admin/orders/${id}`, headers: admin.headers })
const cancelOrder = (id: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${id}`,
    headers: admin.headers,
    payload: { status: 'Cancelled' },
  })

/** The mails queued for the buyer about one order, oldest first. */
async function mailsAbout(orderId: string) {
  const rows = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, buyer.user.email))
    .orderBy(mailOutbox.createdAt)
  return rows
    .filter((row) => row.payload.orderId === orderId)
    .map((row) => ({
      kind: row.kind,
      subject: row.subject,
      refundedCents: row.payload.refundedCents,
    }))
}

async function shownStock(productId: string): Promise<number> {
  const product = (await t.app.inject({ url: `/api/products/${productId}` })).json<Product>()
  return product.variants[0]?.countInStock ?? -1
}

async function soldCountOf(productId: string): Promise<number> {
  const [row] = await t.db
    .select({ soldCount: products.soldCount })
    .from(products)
    .where(eq(products.id, productId))
  return row?.soldCount ?? -1
}

/** The buyer's paid order of 2 units at $10.00 plus $5.00 shipping: $25.00. */
async function paidOrder(status: AdminOrder['status'] = 'Processing') {
  const productId = await seedProduct(
    t.db,
    { variants: [variant({ size: 'M', color: 'Black', countInStock: 3 })] },
    { soldCount: 2 },
  )
  const orderId = await seedOrder(t.db, {
    userId: buyer.user.id,
    lines: [{ productId, size: 'M', color: 'Black', quantity: 2 }],
    status,
    ...(status === 'Shipped' || status === 'Delivered' ? { trackingNumber: '1Z999' } : {}),
  })
  const [row] = await t.db
    .select({ captureId: orders.paymentCaptureId })
    .from(orders)
    .where(eq(orders.id, orderId))
  return { orderId, productId, captureId: row?.captureId ?? '' }
}

describe('POST /api/admin/orders/:id/refund', () => {
  test('a refund gives the whole payment back once, keeps the status and stock, and mails the buyer', async () => {
    const { orderId, productId, captureId } = await paidOrder('Delivered')
    const before = Date.now()

    const response = await refund(orderId)

    expect(response.statusCode).toBe(200)
    const refunded = response.json<AdminOrder>()
    expect(refunded).toMatchObject({
      _id: orderId,
      paymentStatus: 'refunded',
      status: 'Delivered',
      totalPrice: 25,
    })
    const refundedAt = Date.parse(refunded.refundedAt ?? '')
    expect(refundedAt).toBeGreaterThanOrEqual(before - 1000)
    expect(refundedAt).toBeLessThanOrEqual(Date.now() + 1000)
    expect(demo.refundCalls).toEqual([captureId])
    expect((await getOrder(orderId)).json<AdminOrder>()).toEqual(refunded)
    // A return: the goods are with the buyer, so no units come back by themselves.
    expect(await shownStock(productId)).toBe(3)
    expect(await soldCountOf(productId)).toBe(2)
    expect(await mailsAbout(orderId)).toEqual([
      {
        kind: 'order_refunded',
        subject: `Your refund of $25.00 for order #${orderId.slice(0, 8)}`,
        refundedCents: 2500,
      },
    ])
  })

  test('asking again answers the same order without calling the provider or mailing again', async () => {
    const { orderId } = await paidOrder()
    const first = await refund(orderId, {})
    const again = await refund(orderId, {})

    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(demo.refundCalls).toHaveLength(1)
    expect(await mailsAbout(orderId)).toHaveLength(1)
  })

  test('refund and cancel: Cancelled, units back once, one cancellation mail that states the refund', async () => {
    const { orderId, productId } = await paidOrder('Shipped')

    const response = await refund(orderId, { cancel: true })

    expect(response.statusCode).toBe(200)
    expect(response.json<AdminOrder>()).toMatchObject({
      paymentStatus: 'refunded',
      status: 'Cancelled',
      refundedAt: expect.any(String) as string,
    })
    expect(await shownStock(productId)).toBe(5)
    expect(await soldCountOf(productId)).toBe(0)
    const mails = await mailsAbout(orderId)
    expect(mails).toEqual([
      {
        kind: 'order_cancelled',
        subject: `Your order #${orderId.slice(0, 8)} has been cancelled`,
        refundedCents: 2500,
      },
    ])

    const again = await refund(orderId, { cancel: true })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(response.json())
    expect(await shownStock(productId)).toBe(5)
    expect(await mailsAbout(orderId)).toEqual(mails)
    expect(demo.refundCalls).toHaveLength(1)
  })

  test('an order cancelled earlier without a refund keeps its plain cancelled mail; the refund adds its own and moves no stock', async () => {
    const { orderId, productId } = await paidOrder()
    expect((await cancelOrder(orderId)).statusCode).toBe(200)
    expect(await shownStock(productId)).toBe(5)

    const response = await refund(orderId, { cancel: true })

    expect(response.json<AdminOrder>()).toMatchObject({
      status: 'Cancelled',
      paymentStatus: 'refunded',
    })
    expect(await shownStock(productId)).toBe(5)
    expect((await mailsAbout(orderId)).map((mail) => [mail.kind, mail.refundedCents])).toEqual([
      ['order_cancelled', null],
      ['order_refunded', 2500],
    ])
  })

  test('the dashboard revenue stops counting a refunded order', async () => {
    const revenue = async () =>
      (await t.app.inject({ url: '/api/admin/stats', headers: admin.headers })).json<AdminStats>()
        .revenue
    const { orderId } = await paidOrder('Delivered')
    const before = await revenue()

    await refund(orderId)

    expect(await revenue()).toBeCloseTo(before - 25, 2)
  })

  test('an order paid through PayPal is not refunded by a demo shop: 409 says where to refund it', async () => {
    const { orderId } = await paidOrder()
    await t.db.update(orders).set({ paymentProvider: 'paypal' }).where(eq(orders.id, orderId))

    const response = await refund(orderId, { cancel: true })

    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: refundElsewhereMessage('paypal', 'demo') })
    expect(response.json<{ message: string }>().message).toContain(
      'Refund it in your PayPal account',
    )
    expect(demo.refundCalls).toEqual([])
    expect((await getOrder(orderId)).json<AdminOrder>()).toMatchObject({
      paymentStatus: 'paid',
      refundedAt: null,
      status: 'Processing',
    })
    expect(await mailsAbout(orderId)).toEqual([])
  })

  test('a cancel that is not true or false is refused with 400 and refunds nothing', async () => {
    const { orderId } = await paidOrder()
    const response = await refund(orderId, { cancel: 'yes' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: REFUND_CANCEL_INVALID_MESSAGE })
    expect(demo.refundCalls).toEqual([])
  })

  test('without a token 401, as a customer 403, an unknown or malformed order 404', async () => {
    const { orderId } = await paidOrder()
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund`,
    })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ message: LOGIN_FIRST_MESSAGE })
    const customer = await refund(orderId, {}, buyer.headers)
    expect(customer.statusCode).toBe(403)
    expect(customer.json()).toEqual({ message: FORBIDDEN_MESSAGE })
    for (const id of [UNKNOWN_ID, 'nope']) {
      const response = await refund(id)
      expect(response.statusCode, id).toBe(404)
      expect(response.json()).toEqual({ message: ORDER_NOT_FOUND_MESSAGE })
    }
    expect(demo.refundCalls).toEqual([])
    expect((await getOrder(orderId)).json<AdminOrder>().paymentStatus).toBe('paid')
  })

  test.runIf(isPostgresRun())(
    'parallel refunds of one order call the provider once and mail once',
    async () => {
      const { orderId, productId } = await paidOrder()
      const responses = await Promise.all(
        Array.from({ length: 4 }, () => refund(orderId, { cancel: true })),
      )
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200])
      expect(responses.map((response) => response.json<AdminOrder>().paymentStatus)).toEqual([
        'refunded',
        'refunded',
        'refunded',
        'refunded',
      ])
      expect(demo.refundCalls).toHaveLength(1)
      expect(await mailsAbout(orderId)).toHaveLength(1)
      expect((await getOrder(orderId)).json<AdminOrder>().status).toBe('Cancelled')
      expect(await shownStock(productId)).toBe(5)
    },
  )

  test.runIf(isPostgresRun())(
    'two shop instances refunding one order at once record one refund and send one mail',
    async () => {
      // Two processes of one shop: one database, one payment account. Neither instance's
      // provider call returns before both have asked, so both saw the order still paid.
      const database = await openTestDatabase()
      const account = createDemoProvider()
      const askedBy: string[] = []
      let releaseBoth: (() => void) | undefined
      const bothAsked = new Promise<void>((resolve) => {
        releaseBoth = resolve
      })
      const instanceProvider = (name: string): PaymentProvider => ({
        ...account,
        refundPayment: async (input) => {
          askedBy.push(name)
          if (askedBy.length === 2) releaseBoth?.()
          await bothAsked
          return account.refundPayment(input)
        },
      })
      const a = await createTestApp({}, { database, paymentProvider: instanceProvider('a') })
      const b = await createTestApp({}, { database, paymentProvider: instanceProvider('b') })
      try {
        const owner = await createTestUser(a, { role: 'admin' })
        const customer = await createTestUser(a)
        const orderId = await seedOrder(a.db, { userId: customer.user.id })
        const responses = await Promise.all(
          [a, b].map((instance) =>
            instance.app.inject({
              method: 'POST',
              url: `/api/admin/orders/${orderId}/refund`,
              headers: owner.headers,
            }),
          ),
        )

        expect(responses.map((response) => response.statusCode)).toEqual([200, 200])
        const answers = responses.map((response) => response.json<AdminOrder>())
        expect(answers[0]?.paymentStatus).toBe('refunded')
        expect(answers[1]).toEqual(answers[0])
        expect(askedBy.sort()).toEqual(['a', 'b'])
        const [row] = await a.db.select().from(orders).where(eq(orders.id, orderId))
        const again = await account.refundPayment({ captureId: row?.paymentCaptureId ?? '' })
        expect(row?.refundId).toBe(again.refundId)
        const mails = await a.db
          .select()
          .from(mailOutbox)
          .where(
            and(
              eq(mailOutbox.recipient, customer.user.email),
              eq(mailOutbox.kind, 'order_refunded'),
            ),
          )
        expect(mails).toHaveLength(1)
      } finally {
        await a.close()
        await b.close()
        await database.close()
      }
    },
  )
})

describe('PUT /api/admin/orders/:id on a refunded order', () => {
  const update = (id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/orders/${id}`, headers: admin.headers, payload })

  /** A paid order in `status`, then refunded without a cancel (a return). */
  async function refundedOrder(status: AdminOrder['status']) {
    const order = await paidOrder(status === 'Cancelled' ? 'Processing' : status)
    expect(
      (await refund(order.orderId, status === 'Cancelled' ? { cancel: true } : undefined))
        .statusCode,
    ).toBe(200)
    return order
  }

  test.each([
    ['Processing', 'Shipped'],
    ['Processing', 'Delivered'],
    ['Shipped', 'Processing'],
    ['Delivered', 'Shipped'],
    ['Delivered', 'Processing'],
    ['Cancelled', 'Processing'],
    ['Cancelled', 'Shipped'],
    ['Cancelled', 'Delivered'],
  ] as const)(
    'from %s it cannot become %s: 409, and the order, its stock and the outbox stay as they were',
    async (from, to) => {
      const { orderId, productId } = await refundedOrder(from)
      const before = (await getOrder(orderId)).json<AdminOrder>()
      const stock = await shownStock(productId)
      const mails = await mailsAbout(orderId)

      const response = await update(orderId, { status: to })

      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ message: REFUNDED_ORDER_STATUS_MESSAGE })
      expect((await getOrder(orderId)).json<AdminOrder>()).toEqual(before)
      expect(await shownStock(productId)).toBe(stock)
      expect(await mailsAbout(orderId)).toEqual(mails)
    },
  )

  test('a new tracking number, which would ship it, is refused with 409', async () => {
    const { orderId } = await refundedOrder('Processing')
    const response = await update(orderId, { trackingNumber: '1Z-NEW' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: REFUNDED_ORDER_TRACKING_MESSAGE })
    expect((await getOrder(orderId)).json<AdminOrder>()).toMatchObject({
      status: 'Processing',
      trackingNumber: null,
    })
  })

  test.each([
    ['Processing', 'Cancelled'],
    ['Shipped', 'Delivered'],
    ['Shipped', 'Cancelled'],
    ['Delivered', 'Cancelled'],
  ] as const)('from %s it may still become %s', async (from, to) => {
    const { orderId } = await refundedOrder(from)
    const response = await update(orderId, { status: to })
    expect(response.statusCode).toBe(200)
    expect(response.json<AdminOrder>().status).toBe(to)
  })
})
