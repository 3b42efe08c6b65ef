import {
  PRICES_CHANGED_MESSAGE,
  QUOTE_EXPIRED_MESSAGE,
  type Checkout,
  type CheckoutPayment,
  type Quote,
} from '@shop/shared/checkout'
import {
  DISCOUNT_EXPIRED_MESSAGE,
  DISCOUNT_UNKNOWN_MESSAGE,
  discountRefundedMessage,
  DISCOUNT_USED_UP_MESSAGE,
  DISCOUNT_CUSTOMER_USED_UP_MESSAGE,
} from '@shop/shared/discounts'
import type { Order } from '@shop/shared/orders'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { checkouts, discountCodes, orders, products, taxRates } from '../../db/schema/index.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { US_ADDRESS } from '../../testing/place-order.js'
import { seedDiscount, seedTaxRates } from '../../testing/pricing-factories.js'
import { isPostgresRun } from '../../testing/test-database.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { nextClientAddress } from '../../testing/unique-values.js'

let t: TestApp
/** Canvas Tote: $25.99, 200 in stock. */
let tote: string

const CALIFORNIA_ADDRESS = {
  ...US_ADDRESS,
  city: 'San Francisco',
  state: 'California',
  postalCode: '94103',
}

beforeAll(async () => {
  t = await createTestApp()
  tote = await seedProduct(t.db, {
    name: 'Canvas Tote',
    price: 25.99,
    variants: [variant({ size: 'One Size', color: 'Natural', countInStock: 200 })],
  })
  // California 7.25 %; Texas (US_ADDRESS) has no rate here.
  await seedTaxRates(t.db, [{ country: 'US', state: 'CA', rate: 7250 }])
})

afterAll(async () => {
  await t.close()
})

const toteLine = (quantity: number) => ({
  productId: tote,
  size: 'One Size',
  color: 'Natural',
  quantity,
})

/** Each request from a client of its own: discount code attempts are limited per client. */
function call(user: TestUser, method: 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: user.headers,
    remoteAddress: nextClientAddress(),
    ...(payload ? { payload } : {}),
  })
}

function quote(user: TestUser, body: object) {
  return call(user, 'POST', '/api/checkout/quote', body)
}

function createCheckout(
  user: TestUser,
  body: {
    quantity?: number
    totalPrice: number
    discountCode?: string
    address?: object
    option?: string
  },
) {
  return call(user, 'POST', '/api/checkout', {
    checkoutItems: [toteLine(body.quantity ?? 2)],
    shippingAddress: body.address ?? CALIFORNIA_ADDRESS,
    shippingOption: { id: body.option ?? 'standard' },
    totalPrice: body.totalPrice,
    ...(body.discountCode === undefined ? {} : { discountCode: body.discountCode }),
  })
}

async function openPayment(user: TestUser, checkoutId: string) {
  return call(user, 'POST', `/api/checkout/${checkoutId}/payment`)
}

async function pay(user: TestUser, checkoutId: string) {
  const payment = await openPayment(user, checkoutId)
  if (payment.statusCode !== 200) return payment
  return call(user, 'PUT', `/api/checkout/${checkoutId}/pay`, {
    paymentStatus: 'paid',
    paymentDetails: { orderId: payment.json<CheckoutPayment>().orderId },
  })
}

async function checkoutRow(id: string) {
  const [row] = await t.db.select().from(checkouts).where(eq(checkouts.id, id))
  return row
}

describe('POST /api/checkout/quote', () => {
  test('the quote prices goods, code, shipping and tax for the address, in that order', async () => {
    const customer = await createTestUser(t)
    const { code } = await seedDiscount(t.db, { type: 'percent', value: 1000 })
    const response = await quote(customer, {
      checkoutItems: [toteLine(2)],
      shippingAddress: { country: 'USA', state: 'CA' },
      shippingOptionId: 'express',
      discountCode: code.toLowerCase(),
    })
    expect(response.statusCode).toBe(200)
    // 2 × 25.99 = 51.98; 10 % = 5.198 → 5.20; express 14.99; tax 7.25 % of 61.77 = 4.478 → 4.48
    expect(response.json<Quote>()).toMatchObject({
      subtotal: 51.98,
      discount: 5.2,
      discountCode: code,
      shipping: 14.99,
      tax: 4.48,
      total: 66.25,
      shippingOption: { id: 'express', cost: 14.99 },
      freeShippingRemaining: 48.03,
    })
  })

  test('before an address there is no shipping or tax; a code that does not apply says why', async () => {
    const customer = await createTestUser(t)
    const { code } = await seedDiscount(t.db, { endsAt: new Date(Date.now() - 1000) })
    const response = await quote(customer, { checkoutItems: [toteLine(1)], discountCode: code })
    expect(response.statusCode).toBe(200)
    expect(response.json<Quote>()).toEqual({
      items: [expect.objectContaining({ productId: tote, price: 25.99, quantity: 1 })],
      subtotal: 25.99,
      discount: 0,
      shipping: 0,
      tax: 0,
      total: 25.99,
      // Without useStoreCredit, none is spent and the payment takes the total.
      storeCreditApplied: 0,
      amountDue: 25.99,
      discountCode: null,
      discountMessage: DISCOUNT_EXPIRED_MESSAGE,
      shippingOption: null,
      // Nothing to reach before an address: this shop's rest of the world never ships free.
    })
    const unknown = await quote(customer, { checkoutItems: [toteLine(1)], discountCode: 'NOSUCH' })
    expect(unknown.json<Quote>().discountMessage).toBe(DISCOUNT_UNKNOWN_MESSAGE)
  })

  test('the quote needs a token and a basket it can sell', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      payload: { checkoutItems: [toteLine(1)] },
    })
    expect(anonymous.statusCode).toBe(401)
    const customer = await createTestUser(t)
    expect((await quote(customer, { checkoutItems: [toteLine(201)] })).statusCode).toBe(409)
    expect((await quote(customer, { checkoutItems: [] })).statusCode).toBe(400)
    const overnightAbroad = await quote(customer, {
      checkoutItems: [toteLine(1)],
      shippingAddress: { country: 'France' },
      shippingOptionId: 'overnight',
    })
    expect(overnightAbroad.statusCode).toBe(400)
  })
})

describe('checkout with a code and tax', () => {
  test('the checkout and the order carry the discount, the code and the tax the quote showed', async () => {
    const customer = await createTestUser(t)
    const { code } = await seedDiscount(t.db, { type: 'fixed', value: 1000 })
    const shown = (
      await quote(customer, {
        checkoutItems: [toteLine(2)],
        shippingAddress: CALIFORNIA_ADDRESS,
        shippingOptionId: 'standard',
        discountCode: code,
      })
    ).json<Quote>()
    // 51.98 − 10.00 + 5.99 = 47.97; tax 7.25 % = 3.477 → 3.48
    expect([shown.discount, shown.tax, shown.total]).toEqual([10, 3.48, 51.45])
    const created = await createCheckout(customer, { totalPrice: shown.total, discountCode: code })
    expect(created.statusCode).toBe(201)
    const checkout = created.json<Checkout>()
    expect(checkout).toMatchObject({
      subtotal: 51.98,
      discount: 10,
      discountCode: code,
      shippingCost: 5.99,
      tax: 3.48,
      totalPrice: 51.45,
    })
    expect(Date.parse(checkout.expiresAt) - Date.parse(checkout.createdAt)).toBe(60 * 60_000)
    expect((await pay(customer, checkout._id)).statusCode).toBe(200)
    const finalized = await call(customer, 'POST', `/api/checkout/${checkout._id}/finalize`)
    expect(finalized.statusCode).toBe(201)
    expect(finalized.json<Order>()).toMatchObject({
      subtotal: 51.98,
      discount: 10,
      discountCode: code,
      shippingCost: 5.99,
      tax: 3.48,
      totalPrice: 51.45,
      paymentStatus: 'paid',
      paymentProvider: 'demo',
    })
    const [used] = await t.db
      .select({ timesUsed: discountCodes.timesUsed })
      .from(discountCodes)
      .where(eq(discountCodes.code, code))
    expect(used?.timesUsed).toBe(1)
  })

  test('a code that does not apply is refused at checkout with its reason and the figures without it', async () => {
    const customer = await createTestUser(t)
    const { code } = await seedDiscount(t.db, { minSubtotalCents: 10_000 })
    const response = await createCheckout(customer, { totalPrice: 62.17, discountCode: code })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      message: 'This code needs a subtotal of $100.00.',
      discount: 0,
      discountCode: null,
      totalPrice: 62.17, // 51.98 + 5.99 + 4.20 tax (7.25 % of 57.97)
    })
  })

  test('a shop without a rate for the address charges no tax', async () => {
    const customer = await createTestUser(t)
    const created = await createCheckout(customer, { totalPrice: 57.97, address: US_ADDRESS })
    expect(created.statusCode).toBe(201)
    expect(created.json<Checkout>().tax).toBe(0)
  })
})

describe('prices hold for an hour, then the buyer confirms again', () => {
  async function freshCheckout(customer: TestUser, discountCode?: string) {
    const shown = (
      await quote(customer, {
        checkoutItems: [toteLine(2)],
        shippingAddress: CALIFORNIA_ADDRESS,
        shippingOptionId: 'standard',
        ...(discountCode ? { discountCode } : {}),
      })
    ).json<Quote>()
    const created = await createCheckout(customer, {
      totalPrice: shown.total,
      ...(discountCode ? { discountCode } : {}),
    })
    expect(created.statusCode).toBe(201)
    return created.json<Checkout>()
  }

  test('a checkout older than an hour is refused at payment with the fresh figures; nothing is opened', async () => {
    const customer = await createTestUser(t)
    const checkout = await freshCheckout(customer)
    await t.db
      .update(checkouts)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(checkouts.id, checkout._id))
    const response = await openPayment(customer, checkout._id)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      message: QUOTE_EXPIRED_MESSAGE,
      totalPrice: checkout.totalPrice,
    })
    expect((await checkoutRow(checkout._id))?.paymentOrderId).toBeNull()
  })

  test('a price raised after the payment was approved is refused at pay and nothing is captured', async () => {
    const customer = await createTestUser(t)
    const product = await seedProduct(t.db, {
      name: 'Price Jump Cap',
      price: 1,
      variants: [variant({ size: 'One Size', color: 'Red', countInStock: 50 })],
    })
    const line = { productId: product, size: 'One Size', color: 'Red', quantity: 20 }
    const created = await call(customer, 'POST', '/api/checkout', {
      checkoutItems: [line],
      shippingAddress: US_ADDRESS,
      shippingOption: { id: 'standard' },
      totalPrice: 25.99,
    })
    expect(created.statusCode).toBe(201)
    const checkoutId = created.json<Checkout>()._id
    const payment = (await openPayment(customer, checkoutId)).json<CheckoutPayment>()
    await t.db.update(products).set({ priceCents: 50_000 }).where(eq(products.id, product))

    const paid = await call(customer, 'PUT', `/api/checkout/${checkoutId}/pay`, {
      paymentStatus: 'paid',
      paymentDetails: { orderId: payment.orderId },
    })
    expect(paid.statusCode).toBe(409)
    expect(paid.json()).toMatchObject({
      message: PRICES_CHANGED_MESSAGE,
      subtotal: 10_000,
      totalPrice: 10_000,
    })
    const row = await checkoutRow(checkoutId)
    expect([row?.paymentStatus, row?.paymentCaptureId]).toEqual(['pending', null])
  })

  test('a new tax rate or a code switched off since the checkout is refused before payment', async () => {
    const customer = await createTestUser(t)
    const { id, code } = await seedDiscount(t.db)
    const withCode = await freshCheckout(customer, code)
    await t.db.update(discountCodes).set({ active: false }).where(eq(discountCodes.id, id))
    const codeOff = await openPayment(customer, withCode._id)
    expect(codeOff.statusCode).toBe(409)
    expect(codeOff.json()).toMatchObject({ message: DISCOUNT_UNKNOWN_MESSAGE, discount: 0 })

    const texan = await createTestUser(t)
    const created = await createCheckout(texan, { totalPrice: 57.97, address: US_ADDRESS })
    const checkout = created.json<Checkout>()
    await seedTaxRates(t.db, [{ country: 'US', state: 'TX', rate: 6250 }])
    try {
      const taxed = await openPayment(texan, checkout._id)
      expect(taxed.statusCode).toBe(409)
      // 6.25 % of 57.97 = 3.623 → 3.62
      expect(taxed.json()).toMatchObject({
        message: PRICES_CHANGED_MESSAGE,
        tax: 3.62,
        totalPrice: 61.59,
      })
    } finally {
      await t.db.delete(taxRates).where(eq(taxRates.state, 'TX'))
    }
  })
})

describe('a code used up between payment and order', () => {
  async function paidCheckout(customer: TestUser, code: string): Promise<string> {
    const shown = (
      await quote(customer, {
        checkoutItems: [toteLine(1)],
        shippingAddress: US_ADDRESS,
        shippingOptionId: 'standard',
        discountCode: code,
      })
    ).json<Quote>()
    const created = await createCheckout(customer, {
      quantity: 1,
      address: US_ADDRESS,
      totalPrice: shown.total,
      discountCode: code,
    })
    expect(created.statusCode).toBe(201)
    const id = created.json<Checkout>()._id
    expect((await pay(customer, id)).statusCode).toBe(200)
    return id
  }

  test('the last use goes to the first order; the next buyer is refunded and told', async () => {
    const { code } = await seedDiscount(t.db, { usageLimit: 1 })
    const first = await createTestUser(t)
    const second = await createTestUser(t)
    const firstCheckout = await paidCheckout(first, code)
    const secondCheckout = await paidCheckout(second, code)
    const won = await call(first, 'POST', `/api/checkout/${firstCheckout}/finalize`)
    expect(won.statusCode).toBe(201)
    const lost = await call(second, 'POST', `/api/checkout/${secondCheckout}/finalize`)
    expect(lost.statusCode).toBe(409)
    expect(lost.json()).toEqual({ message: discountRefundedMessage(DISCOUNT_USED_UP_MESSAGE) })
    expect((await checkoutRow(secondCheckout))?.paymentStatus).toBe('refunded')
    const secondOrders = await t.db.select().from(orders).where(eq(orders.userId, second.user.id))
    expect(secondOrders).toEqual([])
  })

  test.runIf(isPostgresRun())(
    '8 buyers finalize at once with a 3-use code: exactly 3 orders carry it, 5 are refunded',
    async () => {
      const { id, code } = await seedDiscount(t.db, { usageLimit: 3 })
      const buyers = await Promise.all(Array.from({ length: 8 }, () => createTestUser(t)))
      const checkoutIds: string[] = []
      for (const buyer of buyers) checkoutIds.push(await paidCheckout(buyer, code))

      const responses = await Promise.all(
        buyers.map((buyer, index) =>
          call(buyer, 'POST', `/api/checkout/${checkoutIds[index] ?? ''}/finalize`),
        ),
      )
      const statuses = responses.map((response) => response.statusCode).sort()
      expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409])
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        expect(response.json()).toEqual({
          message: discountRefundedMessage(DISCOUNT_USED_UP_MESSAGE),
        })
      }
      const withCode = await t.db.select().from(orders).where(eq(orders.discountCode, code))
      expect(withCode).toHaveLength(3)
      const [row] = await t.db.select().from(discountCodes).where(eq(discountCodes.id, id))
      expect(row?.timesUsed).toBe(3)
      const refunded = await Promise.all(checkoutIds.map((checkoutId) => checkoutRow(checkoutId)))
      expect(refunded.filter((checkout) => checkout?.paymentStatus === 'refunded')).toHaveLength(5)
    },
  )

  test.runIf(isPostgresRun())(
    'one customer finalizing two checkouts at once with a once-per-customer code gets it once',
    async () => {
      const { code } = await seedDiscount(t.db, { perCustomerLimit: 1 })
      const customer = await createTestUser(t)
      const ids = [await paidCheckout(customer, code), await paidCheckout(customer, code)]
      const responses = await Promise.all(
        ids.map((checkoutId) => call(customer, 'POST', `/api/checkout/${checkoutId}/finalize`)),
      )
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409])
      const lost = responses.find((response) => response.statusCode === 409)
      expect(lost?.json()).toEqual({
        message: discountRefundedMessage(DISCOUNT_CUSTOMER_USED_UP_MESSAGE),
      })
      const mine = await t.db.select().from(orders).where(eq(orders.userId, customer.user.id))
      expect(mine.map((order) => order.discountCode)).toEqual([code])
    },
  )
})
