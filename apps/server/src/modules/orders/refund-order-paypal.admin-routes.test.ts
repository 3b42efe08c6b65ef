import {
  refundAmountTooLargeMessage,
  refundElsewhereMessage,
  refundFailedMessage,
  refundRefusedMessage,
  type AdminOrder,
} from '@shop/shared/admin'
import type { Product } from '@shop/shared/catalog'
import { CURRENCY } from '@shop/shared/limits'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { mailOutbox, orders, storeCreditEntries, users } from '../../db/schema/index.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import {
  FAKE_PAYPAL_CLIENT_ID,
  FAKE_PAYPAL_CLIENT_SECRET,
  startFakePaypal,
  type FakePaypal,
} from '../../testing/fake-paypal.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { seedOrder } from '../../testing/order-factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { isPostgresRun, openTestDatabase } from '../../testing/test-database.js'
import type { PaymentProvider } from '../payments/payment-provider.js'
import { createPaypalProvider } from '../payments/paypal-provider.js'
import { createOrderRefunds } from './refund-order.js'
import { queuedMails } from '../../testing/queued-mails.js'

/** Refunds with PAYMENT_PROVIDER=paypal, against the local fake of PayPal's REST API. */

let t: TestApp
let paypal: FakePaypal
let admin: TestUser
let buyer: TestUser

beforeAll(async () => {
  paypal = await startFakePaypal()
  t = await createTestApp({
    PAYMENT_PROVIDER: 'paypal',
    PAYPAL_CLIENT_ID: FAKE_PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CLIENT_SECRET,
    PAYPAL_API_BASE: paypal.url,
  })
  admin = await createTestUser(t, { role: 'admin' })
  buyer = await createTestUser(t, { name: 'Ada' })
})

afterAll(async () => {
  await t.close()
  await paypal.close()
})

const refund = (id: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/refund`,
    headers: admin.headers,
    payload,
  })
const getOrder = async (id: string) =>
  (
    await t.app.inject({ url: `/api/admin/orders/${id}`, headers: admin.headers })
  ).json<AdminOrder>()

async function mailKindsAbout(orderId: string): Promise<string[]> {
  const rows = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, buyer.user.email))
  return rows.filter((row) => row.payload.orderId === orderId).map((row) => row.kind)
}

async function shownStock(productId: string): Promise<number> {
  const product = (await t.app.inject({ url: `/api/products/${productId}` })).json<Product>()
  return product.variants[0]?.countInStock ?? -1
}

/**
 * The buyer's order of 2 units, $25.00 in all, paid through (the fake) PayPal: opened,
 * approved and captured there, then written as a finished checkout leaves it. With
 * `storeCreditCents`, that part was paid with store credit and PayPal captured the rest.
 */
async function paypalOrder({ storeCreditCents = 0 }: { storeCreditCents?: number } = {}) {
  const provider = createPaypalProvider({
    clientId: FAKE_PAYPAL_CLIENT_ID,
    clientSecret: FAKE_PAYPAL_CLIENT_SECRET,
    apiBase: paypal.url,
  })
  const { orderId: paypalOrderId } = await provider.openPayment({
    amountCents: 2500 - storeCreditCents,
    currency: CURRENCY,
    referenceId: 'test-checkout',
  })
  paypal.approve(paypalOrderId)
  const { captureId } = await provider.capturePayment({ orderId: paypalOrderId })
  if (captureId === null) throw new Error('The fake PayPal captured nothing')

  const productId = await seedProduct(
    t.db,
    { variants: [variant({ size: 'M', color: 'Black', countInStock: 3 })] },
    { soldCount: 2 },
  )
  const orderId = await seedOrder(t.db, {
    userId: buyer.user.id,
    lines: [{ productId, size: 'M', color: 'Black', quantity: 2 }],
  })
  await t.db
    .update(orders)
    .set({
      paymentProvider: 'paypal',
      paymentOrderId: paypalOrderId,
      paymentCaptureId: captureId,
      storeCreditCents,
    })
    .where(eq(orders.id, orderId))
  return { orderId, productId, captureId }
}

/** The refund mails queued for the buyer about one order, oldest first. */
async function refundMailsAbout(orderId: string) {
  const rows = await queuedMails(t.db, buyer.user.email, 'order_refunded')
  return rows
    .filter((row) => row.payload.orderId === orderId)
    .map((row) => ({ subject: row.subject, refundedCents: row.payload.refundedCents }))
}

async function balanceOf(userId: string): Promise<number> {
  const [row] = await t.db
    .select({ cents: users.storeCreditCents })
    .from(users)
    .where(eq(users.id, userId))
  return row?.cents ?? -1
}

/** A $25.00 order of `userId` in another shop `app`, paid through (the fake) PayPal. */
async function paypalOrderIn(app: TestApp, userId: string) {
  const provider = createPaypalProvider({
    clientId: FAKE_PAYPAL_CLIENT_ID,
    clientSecret: FAKE_PAYPAL_CLIENT_SECRET,
    apiBase: paypal.url,
  })
  const { orderId: paypalOrderId } = await provider.openPayment({
    amountCents: 2500,
    currency: CURRENCY,
    referenceId: 'test-checkout',
  })
  paypal.approve(paypalOrderId)
  const { captureId } = await provider.capturePayment({ orderId: paypalOrderId })
  if (captureId === null) throw new Error('The fake PayPal captured nothing')
  const orderId = await seedOrder(app.db, { userId, totalCents: 2500 })
  await app.db
    .update(orders)
    .set({ paymentProvider: 'paypal', paymentOrderId: paypalOrderId, paymentCaptureId: captureId })
    .where(eq(orders.id, orderId))
  return { orderId, captureId }
}

const refundRequestsOf = (captureId: string) =>
  paypal.requests.filter((request) => request.path === `/v2/payments/captures/${captureId}/refund`)

test('PayPal gives back the whole capture once, however often the admin asks', async () => {
  const { orderId, captureId } = await paypalOrder()

  const response = await refund(orderId)

  expect(response.statusCode).toBe(200)
  expect(response.json<AdminOrder>()).toMatchObject({
    paymentStatus: 'refunded',
    paymentProvider: 'paypal',
    refundedAt: expect.any(String) as string,
  })
  expect(paypal.refunds.filter((made) => made.captureId === captureId)).toEqual([
    {
      id: expect.any(String) as string,
      captureId,
      amount: { currency_code: 'USD', value: '25.00' },
    },
  ])
  expect(refundRequestsOf(captureId).map((request) => [request.requestId, request.body])).toEqual([
    [`refund-${captureId}-0-2500`, '{"amount":{"value":"25.00","currency_code":"USD"}}'],
  ])
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId))
  expect(row?.refundId).toBe(paypal.refunds.find((made) => made.captureId === captureId)?.id)
  expect(await mailKindsAbout(orderId)).toEqual(['order_refunded'])

  const again = await refund(orderId)
  expect(again.statusCode).toBe(200)
  expect(again.json()).toEqual(response.json())
  expect(refundRequestsOf(captureId)).toHaveLength(1)
  expect(await mailKindsAbout(orderId)).toEqual(['order_refunded'])
})

test('PayPal refusing the refund answers 502 with its reason; nothing changes and no mail goes out', async () => {
  const { orderId, productId, captureId } = await paypalOrder()
  paypal.refuseRefund(captureId, { issue: 'REFUND_FAILED_INSUFFICIENT_FUNDS' })
  const before = await getOrder(orderId)

  const response = await refund(orderId, { cancel: true })

  expect(response.statusCode).toBe(502)
  expect(response.json()).toEqual({
    message: refundRefusedMessage('paypal', 'REFUND_FAILED_INSUFFICIENT_FUNDS'),
  })
  expect(response.json<{ message: string }>().message).toBe(
    'PayPal refused the refund: your PayPal balance is too low to cover the refund (REFUND_FAILED_INSUFFICIENT_FUNDS). Nothing was changed.',
  )
  expect(await getOrder(orderId)).toEqual(before)
  expect(before).toMatchObject({ paymentStatus: 'paid', refundedAt: null, status: 'Processing' })
  expect(await shownStock(productId)).toBe(3)
  expect(await mailKindsAbout(orderId)).toEqual([])

  // Once PayPal allows it (the balance topped up), the same click refunds and cancels.
  paypal.allowRefund(captureId)
  const retried = await refund(orderId, { cancel: true })
  expect(retried.statusCode).toBe(200)
  expect(retried.json<AdminOrder>()).toMatchObject({
    paymentStatus: 'refunded',
    status: 'Cancelled',
  })
  expect(await shownStock(productId)).toBe(5)
  expect(await mailKindsAbout(orderId)).toEqual(['order_cancelled'])
})

test('PayPal failing answers 502 saying so and that it is safe to try again; nothing changes', async () => {
  const { orderId, captureId } = await paypalOrder()
  paypal.refuseRefund(captureId, 'error')

  const response = await refund(orderId)

  expect(response.statusCode).toBe(502)
  expect(response.json()).toEqual({
    message: refundFailedMessage(
      'paypal',
      'PayPal answered a refund with HTTP 500 INTERNAL_SERVICE_ERROR',
    ),
  })
  expect(response.body).not.toContain(FAKE_PAYPAL_CLIENT_SECRET)
  expect(await getOrder(orderId)).toMatchObject({ paymentStatus: 'paid', refundedAt: null })
  expect(await mailKindsAbout(orderId)).toEqual([])
})

test('a demo order in a shop now on PayPal is refused with 409, and PayPal is not asked', async () => {
  const orderId = await seedOrder(t.db, { userId: buyer.user.id })
  const requestsBefore = paypal.requests.length

  const response = await refund(orderId)

  expect(response.statusCode).toBe(409)
  expect(response.json()).toEqual({ message: refundElsewhereMessage('demo', 'paypal') })
  expect(paypal.requests).toHaveLength(requestsBefore)
  expect((await getOrder(orderId)).paymentStatus).toBe('paid')
})

describe('partial refunds through PayPal', () => {
  test('a part goes back through PayPal, then the rest; the order reads partially refunded, then refunded', async () => {
    const { orderId, captureId } = await paypalOrder()

    const first = await refund(orderId, { amount: 10 })

    expect(first.statusCode, first.body).toBe(200)
    expect(first.json<AdminOrder>()).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedAmount: 10,
      refundedAt: null,
      status: 'Processing',
      totalPrice: 25,
    })
    expect(paypal.refundedCents(captureId)).toBe(1000)
    expect(refundRequestsOf(captureId).map((request) => request.requestId)).toEqual([
      `refund-${captureId}-0-1000`,
    ])
    expect(await refundMailsAbout(orderId)).toEqual([
      { subject: `Your refund of $10.00 for order #${orderId.slice(0, 8)}`, refundedCents: 1000 },
    ])

    const rest = await refund(orderId, { amount: 15 })

    expect(rest.statusCode, rest.body).toBe(200)
    expect(rest.json<AdminOrder>()).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: 25,
      refundedAt: expect.any(String) as string,
    })
    expect(paypal.refundedCents(captureId)).toBe(2500)
    expect(paypal.refunds.filter((made) => made.captureId === captureId)).toHaveLength(2)
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId))
    expect(row?.refundId).toBe(paypal.refunds.at(-1)?.id)
    expect((await refundMailsAbout(orderId)).map((mail) => mail.refundedCents)).toEqual([
      1000, 1500,
    ])
  })

  test('more than is left is refused with 409 before PayPal is asked; nothing changes', async () => {
    const { orderId, captureId } = await paypalOrder()
    expect((await refund(orderId, { amount: 10 })).statusCode).toBe(200)
    const before = await getOrder(orderId)
    const requestsBefore = refundRequestsOf(captureId).length

    const response = await refund(orderId, { amount: 15.01 })

    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: refundAmountTooLargeMessage(1500) })
    expect(response.json<{ message: string }>().message).toBe(
      'Only $15.00 of this order is left to refund.',
    )
    expect(refundRequestsOf(captureId)).toHaveLength(requestsBefore)
    expect(await getOrder(orderId)).toEqual(before)
    expect(paypal.refundedCents(captureId)).toBe(1000)
  })

  test('PayPal refusing more than it still holds (refunded in PayPal meanwhile) answers 502; nothing changes', async () => {
    const { orderId, captureId } = await paypalOrder()
    // $20.00 refunded from PayPal's own site: the shop does not know of it.
    await createPaypalProvider({
      clientId: FAKE_PAYPAL_CLIENT_ID,
      clientSecret: FAKE_PAYPAL_CLIENT_SECRET,
      apiBase: paypal.url,
    }).refundPayment({ captureId, amountCents: 2000, requestId: 'refund-on-paypal-site' })
    const before = await getOrder(orderId)

    const response = await refund(orderId, { amount: 10 })

    expect(response.statusCode).toBe(502)
    expect(response.json()).toEqual({
      message: refundRefusedMessage('paypal', 'REFUND_AMOUNT_EXCEEDED'),
    })
    expect(response.json<{ message: string }>().message).toBe(
      'PayPal refused the refund: the amount is more than what is left of the payment in PayPal (REFUND_AMOUNT_EXCEEDED). Nothing was changed.',
    )
    expect(await getOrder(orderId)).toEqual(before)
    expect(before).toMatchObject({ paymentStatus: 'paid', refundedAmount: 0 })
    expect(paypal.refundedCents(captureId)).toBe(2000)
    expect(await refundMailsAbout(orderId)).toEqual([])
  })

  test('PayPal refusing a partial refund changes nothing, and the same click works once it allows it', async () => {
    const { orderId, captureId } = await paypalOrder()
    paypal.refuseRefund(captureId, { issue: 'REFUND_TIME_LIMIT_EXCEEDED' })
    const before = await getOrder(orderId)

    const response = await refund(orderId, { amount: 5 })

    expect(response.statusCode).toBe(502)
    expect(response.json()).toEqual({
      message: refundRefusedMessage('paypal', 'REFUND_TIME_LIMIT_EXCEEDED'),
    })
    expect(await getOrder(orderId)).toEqual(before)
    expect(paypal.refundedCents(captureId)).toBe(0)

    paypal.allowRefund(captureId)
    const retried = await refund(orderId, { amount: 5 })
    expect(retried.json<AdminOrder>()).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedAmount: 5,
    })
    expect(paypal.refundedCents(captureId)).toBe(500)
  })

  test('an order paid partly with store credit: PayPal gives back what it took, the rest comes back as credit', async () => {
    const { orderId, captureId } = await paypalOrder({ storeCreditCents: 1000 })
    const balanceBefore = await balanceOf(buyer.user.id)

    const response = await refund(orderId)

    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<AdminOrder>()).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: 25,
      storeCreditApplied: 10,
      totalPrice: 25,
    })
    expect(paypal.refunds.filter((made) => made.captureId === captureId)).toEqual([
      {
        id: expect.any(String) as string,
        captureId,
        amount: { currency_code: 'USD', value: '15.00' },
      },
    ])
    expect(await balanceOf(buyer.user.id)).toBe(balanceBefore + 1000)
    const entries = await t.db
      .select()
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.orderId, orderId))
    expect(entries).toEqual([
      expect.objectContaining({
        userId: buyer.user.id,
        amountCents: 1000,
        reason: `Refund of order #${orderId.slice(0, 8)}`,
        orderId,
        returnId: null,
      }),
    ])
    expect(await refundMailsAbout(orderId)).toEqual([
      { subject: `Your refund of $25.00 for order #${orderId.slice(0, 8)}`, refundedCents: 2500 },
    ])
  })

  test('money first: a part within what PayPal took goes to PayPal, the part beyond it to credit', async () => {
    const { orderId, captureId } = await paypalOrder({ storeCreditCents: 1000 })
    const balanceBefore = await balanceOf(buyer.user.id)

    expect((await refund(orderId, { amount: 12 })).statusCode).toBe(200)
    expect(paypal.refundedCents(captureId)).toBe(1200)
    expect(await balanceOf(buyer.user.id)).toBe(balanceBefore)

    const second = await refund(orderId, { amount: 8 })
    expect(second.json<AdminOrder>()).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedAmount: 20,
    })
    // $3.00 of PayPal's $15.00 was left: $5.00 goes back as credit.
    expect(paypal.refundedCents(captureId)).toBe(1500)
    expect(await balanceOf(buyer.user.id)).toBe(balanceBefore + 500)

    const last = await refund(orderId)
    expect(last.json<AdminOrder>()).toMatchObject({ paymentStatus: 'refunded', refundedAmount: 25 })
    expect(paypal.refundedCents(captureId)).toBe(1500)
    expect(await balanceOf(buyer.user.id)).toBe(balanceBefore + 1000)
    expect(refundRequestsOf(captureId)).toHaveLength(2)
  })

  test('two identical partial refunds at once refund once', async () => {
    const { orderId, captureId } = await paypalOrder()
    // The app's own refunds, asked twice in one tick: the requests are surely at once.
    const refunds = createOrderRefunds({
      db: t.db,
      catalogCache: t.catalogCache,
      paymentProvider: createPaypalProvider({
        clientId: FAKE_PAYPAL_CLIENT_ID,
        clientSecret: FAKE_PAYPAL_CLIENT_SECRET,
        apiBase: paypal.url,
      }),
    })
    const actor = { id: admin.user.id, email: admin.user.email }

    const answers = await Promise.all([
      refunds.refundOrder(actor, orderId, { amount: 7.5 }),
      refunds.refundOrder(actor, orderId, { amount: 7.5 }),
    ])

    expect(answers.map((order) => order.refundedAmount)).toEqual([7.5, 7.5])
    expect(paypal.refunds.filter((made) => made.captureId === captureId)).toHaveLength(1)
    expect(paypal.refundedCents(captureId)).toBe(750)
    expect(await refundMailsAbout(orderId)).toHaveLength(1)
  })

  test.runIf(isPostgresRun())(
    'two shop instances making the same partial refund at once: PayPal refunds once, the order records it once',
    async () => {
      const database = await openTestDatabase()
      const askedBy: string[] = []
      let releaseBoth: (() => void) | undefined
      const bothAsked = new Promise<void>((resolve) => {
        releaseBoth = resolve
      })
      // Neither instance's refund call goes out before both have read the order.
      const instanceProvider = (name: string): PaymentProvider => {
        const provider = createPaypalProvider({
          clientId: FAKE_PAYPAL_CLIENT_ID,
          clientSecret: FAKE_PAYPAL_CLIENT_SECRET,
          apiBase: paypal.url,
        })
        return {
          ...provider,
          refundPayment: async (input) => {
            askedBy.push(name)
            if (askedBy.length === 2) releaseBoth?.()
            await bothAsked
            return provider.refundPayment(input)
          },
        }
      }
      const a = await createTestApp({}, { database, paymentProvider: instanceProvider('a') })
      const b = await createTestApp({}, { database, paymentProvider: instanceProvider('b') })
      try {
        const owner = await createTestUser(a, { role: 'admin' })
        const customer = await createTestUser(a)
        const { orderId, captureId } = await paypalOrderIn(a, customer.user.id)

        const responses = await Promise.all(
          [a, b].map((instance) =>
            instance.app.inject({
              method: 'POST',
              url: `/api/admin/orders/${orderId}/refund`,
              headers: owner.headers,
              payload: { amount: 9.99 },
            }),
          ),
        )

        expect(responses.map((response) => response.statusCode)).toEqual([200, 200])
        expect(askedBy.sort()).toEqual(['a', 'b'])
        const answers = responses.map((response) => response.json<AdminOrder>())
        expect(answers[0]).toMatchObject({
          paymentStatus: 'partially_refunded',
          refundedAmount: 9.99,
        })
        expect(answers[1]).toEqual(answers[0])
        expect(paypal.refunds.filter((made) => made.captureId === captureId)).toHaveLength(1)
        expect(paypal.refundedCents(captureId)).toBe(999)
        const [row] = await a.db.select().from(orders).where(eq(orders.id, orderId))
        expect(row).toMatchObject({ refundedAmountCents: 999, refundId: paypal.refunds.at(-1)?.id })
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
