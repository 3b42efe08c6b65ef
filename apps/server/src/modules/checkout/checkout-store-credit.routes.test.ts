import {
  QUOTE_EXPIRED_MESSAGE,
  type Checkout,
  type CheckoutConflict,
  type CheckoutPayment,
  type Quote,
} from '@shop/shared/checkout'
import type { Order } from '@shop/shared/orders'
import {
  NOTHING_TO_PAY_MESSAGE,
  STORE_CREDIT_PAYMENT_METHOD,
  storeCreditChangedMessage,
  type StoreCredit,
} from '@shop/shared/store-credit'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import {
  checkouts,
  orders,
  productVariants,
  storeCreditEntries,
  users,
} from '../../db/schema/index.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { US_ADDRESS } from '../../testing/place-order.js'
import { seedDiscount } from '../../testing/pricing-factories.js'
import { useSignedInTestApp } from '../../testing/signed-in-test-app.js'
import { isPostgresRun } from '../../testing/test-database.js'
import { createDemoProvider } from '../payments/demo-provider.js'
import type { PaymentProvider } from '../payments/payment-provider.js'

/**
 * Store credit at checkout (docs/decisions/033-store-credit.md): the quote and the checkout split
 * the total into the credit spent and the amount due, the payment takes only the amount due, a
 * checkout the credit pays entirely needs no payment, and the credit is spent in the finalize
 * transaction, never below 0.
 */

/** The demo provider, recording what the checkout asks of it. */
function recordingProvider() {
  const demo = createDemoProvider()
  const opened: number[] = []
  const refunded: string[] = []
  const provider: PaymentProvider = {
    ...demo,
    openPayment: (input) => {
      opened.push(input.amountCents)
      return demo.openPayment(input)
    },
    refundPayment: (input) => {
      refunded.push(input.captureId)
      return demo.refundPayment(input)
    },
  }
  return { provider, opened, refunded }
}

const payments = recordingProvider()
const { t, admin } = useSignedInTestApp({}, { paymentProvider: payments.provider })

/** Credit Tee: $20.00; each test makes its own so stock figures are its own. */
async function seedTee(countInStock = 50): Promise<string> {
  return seedProduct(t.db, {
    name: 'Credit Tee',
    price: 20,
    variants: [variant({ size: 'M', color: 'Black', countInStock })],
  })
}

const teeLine = (productId: string, quantity = 1) => ({
  productId,
  size: 'M',
  color: 'Black',
  quantity,
})

function call(user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) })
}

async function grant(user: TestUser, amount: number) {
  const response = await call(admin, 'POST', `/api/admin/users/${user.user.id}/store-credit`, {
    amount,
    reason: amount > 0 ? 'Test grant' : 'Test removal',
  })
  expect(response.statusCode).toBe(200)
}

async function quote(
  user: TestUser,
  productId: string,
  options: { quantity?: number; useStoreCredit?: boolean; discountCode?: string } = {},
): Promise<Quote> {
  const response = await call(user, 'POST', '/api/checkout/quote', {
    checkoutItems: [teeLine(productId, options.quantity)],
    shippingAddress: { country: US_ADDRESS.country, state: US_ADDRESS.state },
    shippingOptionId: 'standard',
    ...(options.useStoreCredit === undefined ? {} : { useStoreCredit: options.useStoreCredit }),
    ...(options.discountCode === undefined ? {} : { discountCode: options.discountCode }),
  })
  expect(response.statusCode).toBe(200)
  return response.json<Quote>()
}

/** A checkout at the quoted total, with or without the caller's store credit. */
async function createCheckout(
  user: TestUser,
  productId: string,
  options: { quantity?: number; useStoreCredit?: boolean; discountCode?: string } = {},
): Promise<Checkout> {
  const shown = await quote(user, productId, options)
  const response = await call(user, 'POST', '/api/checkout', {
    checkoutItems: [teeLine(productId, options.quantity)],
    shippingAddress: US_ADDRESS,
    shippingOption: { id: 'standard' },
    totalPrice: shown.total,
    ...(options.useStoreCredit === undefined ? {} : { useStoreCredit: options.useStoreCredit }),
    ...(options.discountCode === undefined ? {} : { discountCode: options.discountCode }),
  })
  expect(response.statusCode).toBe(201)
  return response.json<Checkout>()
}

async function pay(user: TestUser, checkoutId: string) {
  const payment = await call(user, 'POST', `/api/checkout/${checkoutId}/payment`)
  if (payment.statusCode !== 200) return payment
  return call(user, 'PUT', `/api/checkout/${checkoutId}/pay`, {
    paymentStatus: 'paid',
    paymentDetails: { orderId: payment.json<CheckoutPayment>().orderId },
  })
}

const finalize = (user: TestUser, checkoutId: string) =>
  call(user, 'POST', `/api/checkout/${checkoutId}/finalize`)

async function balanceCents(user: TestUser): Promise<number | undefined> {
  const [row] = await t.db
    .select({ cents: users.storeCreditCents })
    .from(users)
    .where(eq(users.id, user.user.id))
  return row?.cents
}

async function creditEntries(user: TestUser) {
  return t.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.userId, user.user.id))
}

async function checkoutRow(id: string) {
  const [row] = await t.db.select().from(checkouts).where(eq(checkouts.id, id))
  return row
}

async function orderRows(user: TestUser) {
  return t.db.select().from(orders).where(eq(orders.userId, user.user.id))
}

async function stockOf(productId: string): Promise<number | undefined> {
  const [row] = await t.db
    .select({ countInStock: productVariants.countInStock })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
  return row?.countInStock
}

/** Dollars to cents without float drift, for comparing the wire with the rows. */
const cents = (dollars: number) => Math.round(dollars * 100)

describe('the quote with useStoreCredit', () => {
  test('spends the balance up to the total; the total stays the order’s', async () => {
    const tee = await seedTee()
    const customer = await createTestUser(t)
    await grant(customer, 5.5)

    const plain = await quote(customer, tee)
    expect(plain.storeCreditApplied).toBe(0)
    expect(plain.amountDue).toBe(plain.total)

    const withCredit = await quote(customer, tee, { useStoreCredit: true })
    expect(withCredit.total).toBe(plain.total)
    expect(withCredit.storeCreditApplied).toBe(5.5)
    expect(cents(withCredit.amountDue)).toBe(cents(plain.total) - 550)

    // More credit than the total: the total is covered and nothing is due.
    await grant(customer, 500)
    const covered = await quote(customer, tee, { useStoreCredit: true })
    expect(covered.storeCreditApplied).toBe(covered.total)
    expect(covered.amountDue).toBe(0)

    // Asking with no balance spends nothing.
    const broke = await quote(await createTestUser(t), tee, { useStoreCredit: true })
    expect([broke.storeCreditApplied, broke.amountDue]).toEqual([0, broke.total])
  })
})

describe('a checkout paid partly with store credit', () => {
  test('the payment takes the amount due; finalize spends the credit and records it', async () => {
    const tee = await seedTee()
    const customer = await createTestUser(t)
    await grant(customer, 12.34)
    const checkout = await createCheckout(customer, tee, { quantity: 2, useStoreCredit: true })
    expect(checkout.storeCreditApplied).toBe(12.34)
    expect(cents(checkout.amountDue)).toBe(cents(checkout.totalPrice) - 1234)
    // Nothing is spent before the order is placed.
    expect(await balanceCents(customer)).toBe(1234)

    const payment = await call(customer, 'POST', `/api/checkout/${checkout._id}/payment`)
    expect(payment.statusCode).toBe(200)
    expect(payments.opened.at(-1)).toBe(cents(checkout.amountDue))
    // The demo payment's id carries the amount it was opened for.
    const { orderId } = payment.json<CheckoutPayment>()
    expect(orderId).toMatch(new RegExp(`-${String(cents(checkout.amountDue))}-USD$`))
    const paid = await call(customer, 'PUT', `/api/checkout/${checkout._id}/pay`, {
      paymentStatus: 'paid',
      paymentDetails: { orderId },
    })
    expect(paid.statusCode).toBe(200)
    expect(paid.json<Checkout>()).toMatchObject({ isPaid: true, storeCreditApplied: 12.34 })

    const placed = await finalize(customer, checkout._id)
    expect(placed.statusCode).toBe(201)
    const order = placed.json<Order>()
    expect(order.totalPrice).toBe(checkout.totalPrice)

    const [row] = await orderRows(customer)
    expect(row).toMatchObject({
      id: order._id,
      storeCreditCents: 1234,
      totalCents: cents(checkout.totalPrice),
      paymentMethod: 'PayPal',
      paymentStatus: 'paid',
    })
    expect(row?.paymentCaptureId).not.toBeNull()
    expect(await balanceCents(customer)).toBe(0)
    const entries = await creditEntries(customer)
    expect(
      entries.map(({ amountCents, reason, orderId }) => ({ amountCents, reason, orderId })),
    ).toEqual(
      expect.arrayContaining([
        { amountCents: -1234, reason: `Order #${order._id.slice(0, 8)}`, orderId: order._id },
      ]),
    )

    const history = (await call(customer, 'GET', '/api/users/store-credit')).json<StoreCredit>()
    expect(history.balance).toBe(0)
    expect(history.entries[0]).toMatchObject({ amount: -12.34, orderId: order._id })

    // A repeated finalize answers the same order and spends nothing more.
    const again = await finalize(customer, checkout._id)
    expect(again.statusCode).toBe(201)
    expect(again.json<Order>()._id).toBe(order._id)
    expect(await creditEntries(customer)).toHaveLength(entries.length)
  })

  test('the checkout and the order keep the discount on goods: a free-shipping code’s is 0', async () => {
    const tee = await seedTee()
    const customer = await createTestUser(t)
    const percent = await seedDiscount(t.db, { type: 'percent', value: 1000 })
    const onGoods = await createCheckout(customer, tee, { discountCode: percent.code })
    expect(onGoods.discount).toBe(2)
    expect((await checkoutRow(onGoods._id))?.goodsDiscountCents).toBe(200)
    expect((await pay(customer, onGoods._id)).statusCode).toBe(200)
    const order = (await finalize(customer, onGoods._id)).json<Order>()
    const [orderRow] = await t.db.select().from(orders).where(eq(orders.id, order._id))
    expect(orderRow?.goodsDiscountCents).toBe(200)

    const freeShipping = await seedDiscount(t.db, { type: 'free_shipping', value: 0 })
    const onShipping = await createCheckout(customer, tee, { discountCode: freeShipping.code })
    expect(onShipping.discount).toBeGreaterThan(0)
    expect((await checkoutRow(onShipping._id))?.goodsDiscountCents).toBe(0)
  })

  test('credit spent elsewhere before the capture: refused before any money moves', async () => {
    const tee = await seedTee()
    const customer = await createTestUser(t)
    await grant(customer, 10)
    const checkout = await createCheckout(customer, tee, { quantity: 2, useStoreCredit: true })
    const payment = await call(customer, 'POST', `/api/checkout/${checkout._id}/payment`)
    await grant(customer, -4)

    const paid = await call(customer, 'PUT', `/api/checkout/${checkout._id}/pay`, {
      paymentStatus: 'paid',
      paymentDetails: { orderId: payment.json<CheckoutPayment>().orderId },
    })
    expect(paid.statusCode).toBe(409)
    const conflict = paid.json<CheckoutConflict>()
    expect(conflict).toMatchObject({
      message: storeCreditChangedMessage(false),
      totalPrice: checkout.totalPrice,
      storeCreditApplied: 6,
    })
    expect(cents(conflict.amountDue ?? 0)).toBe(cents(checkout.totalPrice) - 600)
    const row = await checkoutRow(checkout._id)
    expect([row?.paymentStatus, row?.paymentCaptureId]).toEqual(['pending', null])
  })

  test('credit spent elsewhere after the capture: nothing is written and the payment is refunded', async () => {
    const tee = await seedTee(5)
    const customer = await createTestUser(t)
    await grant(customer, 10)
    const checkout = await createCheckout(customer, tee, { quantity: 2, useStoreCredit: true })
    expect((await pay(customer, checkout._id)).statusCode).toBe(200)
    const captureId = (await checkoutRow(checkout._id))?.paymentCaptureId
    expect(captureId).toBeTruthy()
    // The owner takes part of the credit back between the payment and the order.
    await grant(customer, -3)
    const entriesBefore = await creditEntries(customer)

    const placed = await finalize(customer, checkout._id)
    expect(placed.statusCode).toBe(409)
    const conflict = placed.json<CheckoutConflict>()
    expect(conflict).toMatchObject({
      message: storeCreditChangedMessage(true),
      totalPrice: checkout.totalPrice,
      storeCreditApplied: 7,
    })
    expect(cents(conflict.amountDue ?? 0)).toBe(cents(checkout.totalPrice) - 700)

    expect(payments.refunded).toContain(captureId)
    expect((await checkoutRow(checkout._id))?.paymentStatus).toBe('refunded')
    expect(await orderRows(customer)).toEqual([])
    expect(await stockOf(tee)).toBe(5)
    expect(await balanceCents(customer)).toBe(700)
    expect(await creditEntries(customer)).toHaveLength(entriesBefore.length)
  })
})

describe('a checkout paid entirely with store credit', () => {
  test('has no payment step: finalize places it, paid, with nothing captured', async () => {
    const tee = await seedTee(5)
    const customer = await createTestUser(t)
    await grant(customer, 100)
    const opensBefore = payments.opened.length
    const checkout = await createCheckout(customer, tee, { useStoreCredit: true })
    expect(checkout.storeCreditApplied).toBe(checkout.totalPrice)
    expect(checkout.amountDue).toBe(0)

    const payment = await call(customer, 'POST', `/api/checkout/${checkout._id}/payment`)
    expect(payment.statusCode).toBe(409)
    expect(payment.json()).toEqual({ message: NOTHING_TO_PAY_MESSAGE })

    const placed = await finalize(customer, checkout._id)
    expect(placed.statusCode).toBe(201)
    const order = placed.json<Order>()
    expect(order).toMatchObject({
      isPaid: true,
      paymentStatus: 'paid',
      paymentMethod: STORE_CREDIT_PAYMENT_METHOD,
      totalPrice: checkout.totalPrice,
    })
    expect(payments.opened).toHaveLength(opensBefore)

    const [row] = await orderRows(customer)
    expect(row).toMatchObject({
      paymentOrderId: null,
      paymentCaptureId: null,
      storeCreditCents: cents(checkout.totalPrice),
    })
    const checkoutAfter = await checkoutRow(checkout._id)
    expect(checkoutAfter?.paymentStatus).toBe('paid')
    expect(checkoutAfter?.paidAt).not.toBeNull()
    expect(checkoutAfter?.finalizedAt).not.toBeNull()
    expect(await stockOf(tee)).toBe(4)
    expect(await balanceCents(customer)).toBe(10_000 - cents(checkout.totalPrice))

    const again = await finalize(customer, checkout._id)
    expect(again.json<Order>()._id).toBe(order._id)
    expect(await balanceCents(customer)).toBe(10_000 - cents(checkout.totalPrice))
  })

  test('an hour-old one is priced again first, as the payment step would', async () => {
    const tee = await seedTee()
    const customer = await createTestUser(t)
    await grant(customer, 100)
    const checkout = await createCheckout(customer, tee, { useStoreCredit: true })
    await t.db
      .update(checkouts)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(checkouts.id, checkout._id))
    const placed = await finalize(customer, checkout._id)
    expect(placed.statusCode).toBe(409)
    expect(placed.json()).toMatchObject({
      message: QUOTE_EXPIRED_MESSAGE,
      totalPrice: checkout.totalPrice,
      storeCreditApplied: checkout.totalPrice,
      amountDue: 0,
    })
    expect(await orderRows(customer)).toEqual([])
    expect(await balanceCents(customer)).toBe(10_000)
  })

  test('credit removed before finalize: 409 with the fresh split, nothing written', async () => {
    const tee = await seedTee(5)
    const customer = await createTestUser(t)
    await grant(customer, 100)
    const checkout = await createCheckout(customer, tee, { useStoreCredit: true })
    await grant(customer, -95)

    const placed = await finalize(customer, checkout._id)
    expect(placed.statusCode).toBe(409)
    const conflict = placed.json<CheckoutConflict>()
    expect(conflict).toMatchObject({
      message: storeCreditChangedMessage(false),
      totalPrice: checkout.totalPrice,
      storeCreditApplied: 5,
    })
    expect(cents(conflict.amountDue ?? 0)).toBe(cents(checkout.totalPrice) - 500)
    expect(await orderRows(customer)).toEqual([])
    expect(await stockOf(tee)).toBe(5)
    expect(await balanceCents(customer)).toBe(500)
    expect((await checkoutRow(checkout._id))?.paymentStatus).toBe('pending')
  })
})

describe('checkouts spending one balance at once', () => {
  test.runIf(isPostgresRun())(
    'three checkouts the credit pays entirely: exactly one order, the balance never below 0',
    async () => {
      const tee = await seedTee(50)
      const customer = await createTestUser(t)
      const single = await quote(customer, tee)
      // Enough for one checkout, not for two.
      const grantCents = Math.round(cents(single.total) * 1.5)
      await grant(customer, grantCents / 100)
      const ids: string[] = []
      for (let index = 0; index < 3; index += 1) {
        const checkout = await createCheckout(customer, tee, { useStoreCredit: true })
        expect(checkout.amountDue).toBe(0)
        ids.push(checkout._id)
      }

      const responses = await Promise.all(ids.map((id) => finalize(customer, id)))
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409])
      for (const lost of responses.filter((response) => response.statusCode === 409)) {
        expect(lost.json<CheckoutConflict>().message).toBe(storeCreditChangedMessage(false))
      }
      expect(await orderRows(customer)).toHaveLength(1)
      const left = await balanceCents(customer)
      expect(left).toBe(grantCents - cents(single.total))
      const spends = (await creditEntries(customer)).filter((entry) => entry.amountCents < 0)
      expect(spends).toHaveLength(1)
      expect(await stockOf(tee)).toBe(49)
    },
  )

  test.runIf(isPostgresRun())(
    'four paid checkouts sharing the credit: one order, the three others refunded',
    async () => {
      const tee = await seedTee(50)
      const customer = await createTestUser(t)
      await grant(customer, 10)
      const ids: string[] = []
      for (let index = 0; index < 4; index += 1) {
        const checkout = await createCheckout(customer, tee, { quantity: 2, useStoreCredit: true })
        expect(checkout.storeCreditApplied).toBe(10)
        expect((await pay(customer, checkout._id)).statusCode).toBe(200)
        ids.push(checkout._id)
      }
      const refundsBefore = payments.refunded.length

      const responses = await Promise.all(ids.map((id) => finalize(customer, id)))
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409])
      for (const lost of responses.filter((response) => response.statusCode === 409)) {
        expect(lost.json<CheckoutConflict>().message).toBe(storeCreditChangedMessage(true))
      }
      expect(payments.refunded.length - refundsBefore).toBe(3)
      const rows = await Promise.all(ids.map((id) => checkoutRow(id)))
      expect(rows.filter((row) => row?.paymentStatus === 'refunded')).toHaveLength(3)
      expect(await orderRows(customer)).toHaveLength(1)
      expect(await balanceCents(customer)).toBe(0)
      expect(await stockOf(tee)).toBe(48)
    },
  )
})
