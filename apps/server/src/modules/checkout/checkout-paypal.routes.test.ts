import {
  PAYMENT_AMOUNT_MISMATCH_MESSAGE,
  PAYMENT_DECLINED_MESSAGE,
  PAYMENT_NOT_APPROVED_MESSAGE,
  type Checkout,
  type CheckoutPayment,
} from '@shop/shared/checkout'
import type { Order } from '@shop/shared/orders'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { checkouts, productVariants } from '../../db/schema/index.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import {
  FAKE_PAYPAL_CLIENT_ID,
  FAKE_PAYPAL_CLIENT_SECRET,
  startFakePaypal,
  type FakePaypal,
} from '../../testing/fake-paypal.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { isPostgresRun } from '../../testing/test-database.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

/** The whole checkout with PAYMENT_PROVIDER=paypal, against the local fake of PayPal. */

let t: TestApp
let paypal: FakePaypal
/** Paypal Tee: $19.50, M/Black 50 in stock. */
let tee: string

beforeAll(async () => {
  paypal = await startFakePaypal()
  t = await createTestApp({
    PAYMENT_PROVIDER: 'paypal',
    PAYPAL_CLIENT_ID: FAKE_PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CLIENT_SECRET,
    PAYPAL_API_BASE: paypal.url,
  })
  tee = await seedProduct(t.db, {
    name: 'Paypal Tee',
    price: 19.5,
    variants: [variant({ size: 'M', color: 'Black', countInStock: 50 })],
  })
})

afterAll(async () => {
  await t.close()
  await paypal.close()
})

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Congress Ave',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
  phone: '512-555-0100',
}

const call = (user: TestUser, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) })

/** A checkout of `quantity` units of a product's first variant with standard shipping. */
async function createCheckout(
  user: TestUser,
  line: { productId: string; size: string; color: string },
  totalPrice: number,
): Promise<string> {
  const response = await call(user, 'POST', '/api/checkout', {
    checkoutItems: [{ ...line, quantity: 1 }],
    shippingAddress: ADDRESS,
    shippingOption: { id: 'standard' },
    paymentMethod: 'PayPal',
    totalPrice,
  })
  expect(response.statusCode).toBe(201)
  return response.json<Checkout>()._id
}

async function openPayment(user: TestUser, checkoutId: string): Promise<string> {
  const response = await call(user, 'POST', `/api/checkout/${checkoutId}/payment`)
  expect(response.statusCode).toBe(200)
  return response.json<CheckoutPayment>().orderId
}

const pay = (user: TestUser, checkoutId: string, orderId: string) =>
  call(user, 'PUT', `/api/checkout/${checkoutId}/pay`, {
    paymentStatus: 'paid',
    paymentDetails: { orderId, payer: { email_address: 'buyer@example.com' } },
  })

const teeLine = () => ({ productId: tee, size: 'M', color: 'Black' })

async function checkoutRow(id: string) {
  const [row] = await t.db.select().from(checkouts).where(eq(checkouts.id, id))
  return row
}

test('the checkout page is told to load PayPal with the public client id', async () => {
  const response = await t.app.inject('/api/checkout/payment-config')
  expect(response.json()).toEqual({
    provider: 'paypal',
    clientId: FAKE_PAYPAL_CLIENT_ID,
    currency: 'USD',
  })
})

test('a buyer pays through PayPal: the server opens, captures and verifies, then orders', async () => {
  const customer = await createTestUser(t)
  const checkoutId = await createCheckout(customer, teeLine(), 25.49)
  const response = await call(customer, 'POST', `/api/checkout/${checkoutId}/payment`)
  expect(response.json()).toEqual({ provider: 'paypal', orderId: expect.any(String) as string })
  const orderId = response.json<CheckoutPayment>().orderId
  expect(paypal.orders.get(orderId)).toMatchObject({
    intent: 'CAPTURE',
    referenceId: checkoutId,
    amount: { currency_code: 'USD', value: '25.49' },
  })

  paypal.approve(orderId)
  const paid = await pay(customer, checkoutId, orderId)
  expect(paid.statusCode).toBe(200)
  expect(paid.json<Checkout>()).toMatchObject({ isPaid: true, paymentStatus: 'paid' })
  expect(paypal.orders.get(orderId)?.status).toBe('COMPLETED')

  const order = await call(customer, 'POST', `/api/checkout/${checkoutId}/finalize`)
  expect(order.statusCode).toBe(201)
  expect(order.json<Order>()).toMatchObject({
    isPaid: true,
    totalPrice: 25.49,
    status: 'Processing',
  })
  expect(paypal.refunds).toEqual([])
})

test('a payment the buyer has not approved yet is not marked paid', async () => {
  const customer = await createTestUser(t)
  const checkoutId = await createCheckout(customer, teeLine(), 25.49)
  const orderId = await openPayment(customer, checkoutId)
  const response = await pay(customer, checkoutId, orderId)
  expect(response.statusCode).toBe(409)
  expect(response.json()).toEqual({ message: PAYMENT_NOT_APPROVED_MESSAGE })
  expect((await checkoutRow(checkoutId))?.paymentStatus).toBe('pending')
})

test('a declined capture leaves the checkout unpaid, and a new payment can follow', async () => {
  const customer = await createTestUser(t)
  const checkoutId = await createCheckout(customer, teeLine(), 25.49)
  const declined = await openPayment(customer, checkoutId)
  paypal.approve(declined)
  paypal.declineCapture(declined)
  const response = await pay(customer, checkoutId, declined)
  expect(response.statusCode).toBe(409)
  expect(response.json()).toEqual({ message: PAYMENT_DECLINED_MESSAGE })
  expect((await checkoutRow(checkoutId))?.paymentStatus).toBe('pending')

  const retry = await openPayment(customer, checkoutId)
  expect(retry).not.toBe(declined)
  paypal.approve(retry)
  expect((await pay(customer, checkoutId, retry)).statusCode).toBe(200)
})

test('a capture of another amount than the total is refunded at once and not marked paid', async () => {
  const customer = await createTestUser(t)
  const checkoutId = await createCheckout(customer, teeLine(), 25.49)
  const orderId = await openPayment(customer, checkoutId)
  paypal.approve(orderId)
  paypal.captureAmount(orderId, { currency_code: 'USD', value: '0.01' })
  const response = await pay(customer, checkoutId, orderId)
  expect(response.statusCode).toBe(409)
  expect(response.json()).toEqual({ message: PAYMENT_AMOUNT_MISMATCH_MESSAGE })
  const capture = paypal.orders.get(orderId)?.capture
  expect(paypal.refunds.filter((refund) => refund.captureId === capture?.id)).toHaveLength(1)
  expect(await checkoutRow(checkoutId)).toMatchObject({
    paymentStatus: 'pending',
    paymentCaptureId: null,
  })
  const finalized = await call(customer, 'POST', `/api/checkout/${checkoutId}/finalize`)
  expect(finalized.statusCode).toBe(409)
})

test('a capture in another currency is refunded as well', async () => {
  const customer = await createTestUser(t)
  const checkoutId = await createCheckout(customer, teeLine(), 25.49)
  const orderId = await openPayment(customer, checkoutId)
  paypal.approve(orderId)
  paypal.captureAmount(orderId, { currency_code: 'EUR', value: '25.49' })
  const response = await pay(customer, checkoutId, orderId)
  expect(response.statusCode).toBe(409)
  expect(response.json()).toEqual({ message: PAYMENT_AMOUNT_MISMATCH_MESSAGE })
  const capture = paypal.orders.get(orderId)?.capture
  expect(paypal.refunds.some((refund) => refund.captureId === capture?.id)).toBe(true)
})

test('the second buyer of a unit already sold is refused before PayPal captures anything', async () => {
  const product = await seedProduct(t.db, {
    name: 'Paypal Last Scarf',
    price: 40,
    variants: [variant({ size: 'S', color: 'Red', countInStock: 1 })],
  })
  const line = { productId: product, size: 'S', color: 'Red' }
  const first = await createTestUser(t)
  const second = await createTestUser(t)
  const firstCheckout = await createCheckout(first, line, 45.99)
  const secondCheckout = await createCheckout(second, line, 45.99)
  const secondOrder = await openPayment(second, secondCheckout)
  paypal.approve(secondOrder)

  const firstOrder = await openPayment(first, firstCheckout)
  paypal.approve(firstOrder)
  expect((await pay(first, firstCheckout, firstOrder)).statusCode).toBe(200)
  const finalized = await call(first, 'POST', `/api/checkout/${firstCheckout}/finalize`)
  expect(finalized.statusCode).toBe(201)

  const late = await pay(second, secondCheckout, secondOrder)
  expect(late.statusCode).toBe(409)
  expect(late.json()).toEqual({ message: 'Sorry, Paypal Last Scarf (S / Red) is sold out.' })
  expect(paypal.orders.get(secondOrder)?.capture).toBeNull()
})

test.runIf(isPostgresRun())(
  'two paid buyers of the last unit: one order, and PayPal refunds the other’s capture',
  async () => {
    const product = await seedProduct(t.db, {
      name: 'Paypal Race Scarf',
      price: 40,
      variants: [variant({ size: 'S', color: 'Red', countInStock: 1 })],
    })
    const line = { productId: product, size: 'S', color: 'Red' }
    const buyers = [await createTestUser(t), await createTestUser(t)]
    const paid: { buyer: TestUser; checkoutId: string; orderId: string }[] = []
    for (const buyer of buyers) {
      const checkoutId = await createCheckout(buyer, line, 45.99)
      const orderId = await openPayment(buyer, checkoutId)
      paypal.approve(orderId)
      expect((await pay(buyer, checkoutId, orderId)).statusCode).toBe(200)
      paid.push({ buyer, checkoutId, orderId })
    }
    const responses = await Promise.all(
      paid.map(({ buyer, checkoutId }) =>
        call(buyer, 'POST', `/api/checkout/${checkoutId}/finalize`),
      ),
    )
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409])
    const loser = paid[responses.findIndex((response) => response.statusCode === 409)]
    const winner = paid[responses.findIndex((response) => response.statusCode === 201)]
    const loserCapture = paypal.orders.get(loser?.orderId ?? '')?.capture
    const winnerCapture = paypal.orders.get(winner?.orderId ?? '')?.capture
    expect(paypal.refunds.filter((refund) => refund.captureId === loserCapture?.id)).toHaveLength(1)
    expect(paypal.refunds.some((refund) => refund.captureId === winnerCapture?.id)).toBe(false)
    expect((await checkoutRow(loser?.checkoutId ?? ''))?.paymentStatus).toBe('refunded')
    const [stock] = await t.db
      .select({ countInStock: productVariants.countInStock })
      .from(productVariants)
      .where(eq(productVariants.productId, product))
    expect(stock?.countInStock).toBe(0)
  },
)
