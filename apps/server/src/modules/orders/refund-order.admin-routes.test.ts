import {
  ORDER_FULLY_REFUNDED_MESSAGE,
  REFUND_AMOUNT_INVALID_MESSAGE,
  REFUND_CANCEL_INVALID_MESSAGE,
  refundAmountTooLargeMessage,
  refundCreditWithoutAccountMessage,
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
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  auditEntries,
  mailOutbox,
  orders,
  products,
  storeCreditEntries,
  users,
} from '../../db/schema/index.js'
import { FORBIDDEN_MESSAGE, LOGIN_FIRST_MESSAGE } from '../../plugins/auth.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { seedOrder } from '../../testing/order-factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { isPostgresRun, openTestDatabase } from '../../testing/test-database.js'
import { createDemoProvider } from '../payments/demo-provider.js'
import { createOrderRefunds } from './refund-order.js'
import type { PaymentProvider, RefundInput } from '../payments/payment-provider.js'
import { queuedMails } from '../../testing/queued-mails.js'

/** docs/product-rules.md § Money: refunds, with the demo provider the shop runs without PayPal. */

/** The demo provider, counting the refunds it is asked for (per capture, with what was asked). */
function countingDemoProvider(shared: PaymentProvider = createDemoProvider()) {
  const refundCalls: string[] = []
  const refundInputs: RefundInput[] = []
  const provider: PaymentProvider = {
    ...shared,
    refundPayment: (input) => {
      refundCalls.push(input.captureId)
      refundInputs.push(input)
      return shared.refundPayment(input)
    },
  }
  return { provider, refundCalls, refundInputs }
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
  demo.refundInputs.length = 0
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
        const captureId = row?.paymentCaptureId ?? ''
        const totalCents = row?.totalCents ?? 0
        const again = await account.refundPayment({
          captureId,
          amountCents: totalCents,
          requestId: `refund-${captureId}-0-${String(totalCents)}`,
        })
        expect(row?.refundId).toBe(again.refundId)
        const mails = await queuedMails(a.db, customer.user.email, 'order_refunded')
        expect(mails).toHaveLength(1)
      } finally {
        await a.close()
        await b.close()
        await database.close()
      }
    },
  )
})

describe('partial refunds', () => {
  const orderRow = async (id: string) => {
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id))
    if (!row) throw new Error(`No order ${id}`)
    return row
  }
  const balanceOf = async (userId: string) => {
    const [row] = await t.db
      .select({ cents: users.storeCreditCents })
      .from(users)
      .where(eq(users.id, userId))
    return row?.cents ?? -1
  }
  const creditEntriesOf = (orderId: string) =>
    t.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.orderId, orderId))

  test('a part goes back through the provider; the order reads partially refunded and keeps its status', async () => {
    const { orderId, captureId } = await paidOrder('Delivered')

    const response = await refund(orderId, { amount: 10 })

    expect(response.statusCode, response.body).toBe(200)
    const order = response.json<AdminOrder>()
    expect(order).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedAmount: 10,
      refundedAt: null,
      status: 'Delivered',
      totalPrice: 25,
      storeCreditApplied: 0,
    })
    expect(demo.refundInputs).toEqual([
      { captureId, amountCents: 1000, requestId: `refund-${captureId}-0-1000` },
    ])
    const row = await orderRow(orderId)
    expect(row).toMatchObject({ refundedAmountCents: 1000, refundedAt: null })
    expect(row.refundId).toMatch(/^DEMO-REFUND-/)
    expect(await mailsAbout(orderId)).toEqual([
      {
        kind: 'order_refunded',
        subject: `Your refund of $10.00 for order #${orderId.slice(0, 8)}`,
        refundedCents: 1000,
      },
    ])
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, orderId))
      .orderBy(desc(auditEntries.createdAt))
    expect(entry).toMatchObject({
      action: 'order.refund',
      changes: {
        paymentStatus: { from: 'paid', to: 'partially_refunded' },
        refundedAmount: { from: 0, to: 10 },
      },
    })
  })

  test('a second part up to the rest makes it refunded; nothing is left after that', async () => {
    const { orderId, captureId } = await paidOrder()
    expect((await refund(orderId, { amount: 10 })).statusCode).toBe(200)
    const firstRefundId = (await orderRow(orderId)).refundId

    const rest = await refund(orderId, { amount: 15 })

    expect(rest.statusCode, rest.body).toBe(200)
    expect(rest.json<AdminOrder>()).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: 25,
      refundedAt: expect.any(String) as string,
    })
    expect(demo.refundInputs.map((input) => input.requestId)).toEqual([
      `refund-${captureId}-0-1000`,
      `refund-${captureId}-1000-1500`,
    ])
    const row = await orderRow(orderId)
    expect(row.refundId).not.toBe(firstRefundId)
    expect((await mailsAbout(orderId)).map((mail) => mail.refundedCents)).toEqual([1000, 1500])

    const more = await refund(orderId, { amount: 0.01 })
    expect(more.statusCode).toBe(409)
    expect(more.json()).toEqual({ message: ORDER_FULLY_REFUNDED_MESSAGE })
    // Everything left of a refunded order is nothing: answered as it is.
    const again = await refund(orderId)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(rest.json())
    expect(demo.refundInputs).toHaveLength(2)
  })

  test('without an amount, everything left goes back', async () => {
    const { orderId, captureId } = await paidOrder()
    expect((await refund(orderId, { amount: 4.01 })).statusCode).toBe(200)

    const response = await refund(orderId, {})

    expect(response.json<AdminOrder>()).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: 25,
    })
    expect(demo.refundInputs.at(-1)).toEqual({
      captureId,
      amountCents: 2099,
      requestId: `refund-${captureId}-401-2099`,
    })
  })

  test('more than is left is refused with 409, and nothing changes', async () => {
    const { orderId } = await paidOrder()
    const tooMuch = await refund(orderId, { amount: 25.01 })
    expect(tooMuch.statusCode).toBe(409)
    expect(tooMuch.json()).toEqual({ message: refundAmountTooLargeMessage(2500) })

    expect((await refund(orderId, { amount: 20 })).statusCode).toBe(200)
    const before = (await getOrder(orderId)).json<AdminOrder>()
    const mails = await mailsAbout(orderId)
    const overRest = await refund(orderId, { amount: 5.01 })
    expect(overRest.statusCode).toBe(409)
    expect(overRest.json()).toEqual({ message: 'Only $5.00 of this order is left to refund.' })

    expect(demo.refundInputs).toHaveLength(1)
    expect((await getOrder(orderId)).json<AdminOrder>()).toEqual(before)
    expect(await mailsAbout(orderId)).toEqual(mails)
  })

  test.each([0, -5, 0.001, 1.005, 'ten', null, 2_000_000])(
    'an amount of %j is refused with 400 and refunds nothing',
    async (amount) => {
      const { orderId } = await paidOrder()
      const response = await refund(orderId, { amount })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: REFUND_AMOUNT_INVALID_MESSAGE })
      expect(demo.refundInputs).toEqual([])
      expect((await getOrder(orderId)).json<AdminOrder>().paymentStatus).toBe('paid')
    },
  )

  test('a part with cancel cancels the order, returns its units once, and the cancellation mail states the part', async () => {
    const { orderId, productId } = await paidOrder('Shipped')

    const response = await refund(orderId, { amount: 5, cancel: true })

    expect(response.json<AdminOrder>()).toMatchObject({
      status: 'Cancelled',
      paymentStatus: 'partially_refunded',
      refundedAmount: 5,
    })
    expect(await shownStock(productId)).toBe(5)
    expect(await mailsAbout(orderId)).toEqual([
      {
        kind: 'order_cancelled',
        subject: `Your order #${orderId.slice(0, 8)} has been cancelled`,
        refundedCents: 500,
      },
    ])
  })

  test('a partly refunded order is still fulfilled: it ships, keeps when it shipped, and may be refunded on', async () => {
    const { orderId } = await paidOrder()
    expect((await refund(orderId, { amount: 3 })).statusCode).toBe(200)

    const shipped = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}`,
      headers: admin.headers,
      payload: { trackingNumber: '1Z-PART' },
    })

    expect(shipped.statusCode, shipped.body).toBe(200)
    const order = shipped.json<AdminOrder>()
    expect(order).toMatchObject({ status: 'Shipped', paymentStatus: 'partially_refunded' })
    expect(order.shippedAt).toEqual(expect.any(String))
    const delivered = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}`,
      headers: admin.headers,
      payload: { status: 'Delivered' },
    })
    expect(delivered.json<AdminOrder>()).toMatchObject({
      status: 'Delivered',
      shippedAt: order.shippedAt,
    })
  })

  test('identical partial refunds at once (a double click, two tabs) ask the provider once and record one refund', async () => {
    const { orderId } = await paidOrder()
    // The app's own refunds, asked three times in one tick: the requests are surely at once.
    const refunds = createOrderRefunds({
      db: t.db,
      catalogCache: t.catalogCache,
      paymentProvider: demo.provider,
    })
    const actor = { id: admin.user.id, email: admin.user.email }

    const answers = await Promise.all(
      Array.from({ length: 3 }, () => refunds.refundOrder(actor, orderId, { amount: 6 })),
    )

    expect(answers.map((order) => order.refundedAmount)).toEqual([6, 6, 6])
    expect(demo.refundInputs).toHaveLength(1)
    expect((await orderRow(orderId)).refundedAmountCents).toBe(600)
    expect(await mailsAbout(orderId)).toHaveLength(1)

    // Asked again afterwards, the same amount is a refund of its own.
    const later = await refunds.refundOrder(actor, orderId, { amount: 6 })
    expect(later).toMatchObject({ paymentStatus: 'partially_refunded', refundedAmount: 12 })
    expect(demo.refundInputs).toHaveLength(2)
  })

  test('an order paid entirely with store credit comes back as credit, without the provider', async () => {
    const { orderId } = await paidOrder()
    await t.db
      .update(orders)
      .set({ paymentOrderId: null, paymentCaptureId: null, storeCreditCents: 2500 })
      .where(eq(orders.id, orderId))
    const balance = await balanceOf(buyer.user.id)

    const part = await refund(orderId, { amount: 5 })
    expect(part.json<AdminOrder>()).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedAmount: 5,
      storeCreditApplied: 25,
    })
    const rest = await refund(orderId)
    expect(rest.json<AdminOrder>()).toMatchObject({ paymentStatus: 'refunded', refundedAmount: 25 })

    expect(demo.refundInputs).toEqual([])
    expect(await balanceOf(buyer.user.id)).toBe(balance + 2500)
    expect((await creditEntriesOf(orderId)).map((entry) => entry.amountCents).sort()).toEqual([
      2000, 500,
    ])
    const mails = await queuedMails(t.db, buyer.user.email, 'order_refunded')
    const ofOrder = mails.filter((mail) => mail.payload.orderId === orderId)
    expect(ofOrder.map((mail) => mail.payload.refundedCreditCents).sort()).toEqual([2000, 500])
  })

  test('the credit part of a customer whose account was deleted is refused with 409 before any refund', async () => {
    const gone = await createTestUser(t, { name: 'Gone' })
    const { orderId } = await paidOrder()
    await t.db
      .update(orders)
      .set({ userId: gone.user.id, storeCreditCents: 1000 })
      .where(eq(orders.id, orderId))
    await t.db.delete(users).where(eq(users.id, gone.user.id))

    const all = await refund(orderId)
    expect(all.statusCode).toBe(409)
    expect(all.json()).toEqual({ message: refundCreditWithoutAccountMessage(1500) })
    expect(demo.refundInputs).toEqual([])

    // What PayPal took can still go back.
    const money = await refund(orderId, { amount: 15 })
    expect(money.json<AdminOrder>()).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedAmount: 15,
    })
  })

  test.runIf(isPostgresRun())(
    'two shop instances making the same partial refund at once refund once',
    async () => {
      const database = await openTestDatabase()
      const account = createDemoProvider()
      const asked: RefundInput[] = []
      let releaseBoth: (() => void) | undefined
      const bothAsked = new Promise<void>((resolve) => {
        releaseBoth = resolve
      })
      const instanceProvider = (): PaymentProvider => ({
        ...account,
        refundPayment: async (input) => {
          asked.push(input)
          if (asked.length === 2) releaseBoth?.()
          await bothAsked
          return account.refundPayment(input)
        },
      })
      const a = await createTestApp({}, { database, paymentProvider: instanceProvider() })
      const b = await createTestApp({}, { database, paymentProvider: instanceProvider() })
      try {
        const owner = await createTestUser(a, { role: 'admin' })
        const customer = await createTestUser(a)
        const orderId = await seedOrder(a.db, { userId: customer.user.id, totalCents: 3000 })
        const responses = await Promise.all(
          [a, b].map((instance) =>
            instance.app.inject({
              method: 'POST',
              url: `/api/admin/orders/${orderId}/refund`,
              headers: owner.headers,
              payload: { amount: 12.34 },
            }),
          ),
        )

        expect(responses.map((response) => response.statusCode)).toEqual([200, 200])
        expect(asked.map((input) => input.requestId)).toEqual([
          asked[0]?.requestId,
          asked[0]?.requestId,
        ])
        const [row] = await a.db.select().from(orders).where(eq(orders.id, orderId))
        expect(row).toMatchObject({
          paymentStatus: 'partially_refunded',
          refundedAmountCents: 1234,
        })
        const answers = responses.map((response) => response.json<AdminOrder>())
        expect(answers[1]).toEqual(answers[0])
        const mails = await queuedMails(a.db, customer.user.email, 'order_refunded')
        expect(mails).toHaveLength(1)
      } finally {
        await a.close()
        await b.close()
        await database.close()
      }
    },
  )

  test.runIf(isPostgresRun())(
    'two different refunds at the same instant on two instances: one is recorded, the other answers 409 naming its refund',
    async () => {
      const database = await openTestDatabase()
      const account = createDemoProvider()
      let asked = 0
      let releaseBoth: (() => void) | undefined
      const bothAsked = new Promise<void>((resolve) => {
        releaseBoth = resolve
      })
      const instanceProvider = (): PaymentProvider => ({
        ...account,
        refundPayment: async (input) => {
          asked += 1
          if (asked === 2) releaseBoth?.()
          await bothAsked
          return account.refundPayment(input)
        },
      })
      const a = await createTestApp({}, { database, paymentProvider: instanceProvider() })
      const b = await createTestApp({}, { database, paymentProvider: instanceProvider() })
      try {
        const owner = await createTestUser(a, { role: 'admin' })
        const orderId = await seedOrder(a.db, { totalCents: 3000 })
        const responses = await Promise.all(
          [
            [a, 10],
            [b, 5],
          ].map(([instance, amount]) =>
            (instance as TestApp).app.inject({
              method: 'POST',
              url: `/api/admin/orders/${orderId}/refund`,
              headers: owner.headers,
              payload: { amount },
            }),
          ),
        )

        expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409])
        const refused = responses.find((response) => response.statusCode === 409)
        expect(refused?.json<{ message: string }>().message).toMatch(
          /^Another refund of this order was recorded at the same moment, so this one was not: Demo payment refund DEMO-REFUND-[0-9a-f]{32} of \$(10|5)\.00 was made\./,
        )
        const [row] = await a.db.select().from(orders).where(eq(orders.id, orderId))
        expect([1000, 500]).toContain(row?.refundedAmountCents)
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
