import {
  refundElsewhereMessage,
  refundFailedMessage,
  refundRefusedMessage,
  type AdminOrder,
} from '@shop/shared/admin'
import type { Product } from '@shop/shared/catalog'
import { CURRENCY } from '@shop/shared/limits'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { mailOutbox, orders } from '../../db/schema/index.js'
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
import { createPaypalProvider } from '../payments/paypal-provider.js'

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
 * approved and captured there, then written as a finished checkout leaves it.
 */
async function paypalOrder() {
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
    .set({ paymentProvider: 'paypal', paymentOrderId: paypalOrderId, paymentCaptureId: captureId })
    .where(eq(orders.id, orderId))
  return { orderId, productId, captureId }
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
  expect(refundRequestsOf(captureId).map((request) => request.requestId)).toEqual([
    `refund-${captureId}`,
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
