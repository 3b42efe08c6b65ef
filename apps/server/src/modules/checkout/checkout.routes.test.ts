import {
  CART_EMPTY_MESSAGE,
  CHECKOUT_ALREADY_PAID_MESSAGE,
  CHECKOUT_NOT_FOUND_MESSAGE,
  CHECKOUT_NOT_PAID_MESSAGE,
  CHECKOUT_REFUNDED_MESSAGE,
  DELIVERY_ADDRESS_REQUIRED_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_ZIP_CODE_MESSAGE,
  PAYMENT_NOT_FOR_CHECKOUT_MESSAGE,
  PAYMENT_NOT_STARTED_MESSAGE,
  PAYMENT_ORDER_ID_REQUIRED_MESSAGE,
  PAYMENT_STATUS_PAID_MESSAGE,
  PRICES_CHANGED_MESSAGE,
  SELECT_SHIPPING_OPTION_MESSAGE,
  SHIPPING_OPTION_UNAVAILABLE_MESSAGE,
  type Checkout,
  type CheckoutPayment,
} from '@shop/shared/checkout'
import type { Cart } from '@shop/shared/cart'
import type { Product } from '@shop/shared/catalog'
import type { Order } from '@shop/shared/orders'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { checkouts, productVariants, products } from '../../db/schema/index.js'
import { LOGIN_FIRST_MESSAGE } from '../../plugins/auth.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { US_ADDRESS } from '../../testing/place-order.js'
import { isPostgresRun } from '../../testing/test-database.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { PRODUCT_NOT_FOUND_MESSAGE } from '../catalog/catalog.service.js'

let t: TestApp
/** Everyday Tee: $19.50, M/Black 5 in stock, L/Black 2. */
let tee: string
/** Trail Hoodie: $59.99, M/Navy 10 in stock. */
let hoodie: string

beforeAll(async () => {
  t = await createTestApp()
  tee = await seedProduct(t.db, {
    name: 'Everyday Tee',
    price: 19.5,
    images: [{ url: '/uploads/tee.w800.webp', altText: 'Tee' }],
    variants: [
      variant({ size: 'M', color: 'Black', countInStock: 5 }),
      variant({ size: 'L', color: 'Black', countInStock: 2 }),
    ],
  })
  hoodie = await seedProduct(t.db, {
    name: 'Trail Hoodie',
    price: 59.99,
    images: [{ url: '/uploads/hoodie.w800.webp', altText: 'Hoodie' }],
    variants: [variant({ size: 'M', color: 'Navy', countInStock: 10 })],
  })
})

afterAll(async () => {
  await t.close()
})

const ADDRESS = US_ADDRESS
const STANDARD = { id: 'standard', label: 'Standard Shipping', cost: 5.99, estimated_days: 5 }

interface Line {
  productId: string
  size: string
  color: string
  quantity: number
  price?: number
}

const teeLine = (quantity: number, extra: Partial<Line> = {}): Line => ({
  productId: tee,
  size: 'M',
  color: 'Black',
  quantity,
  ...extra,
})

function post(url: string, user: TestUser | undefined, payload?: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: user?.headers ?? {},
  })
}

function createCheckout(user: TestUser | undefined, body: Record<string, unknown>) {
  return post('/api/checkout', user, {
    checkoutItems: [teeLine(1)],
    shippingAddress: ADDRESS,
    shippingOption: STANDARD,
    paymentMethod: 'PayPal',
    totalPrice: 25.49,
    ...body,
  })
}

const openPayment = (user: TestUser, checkoutId: string) =>
  post(`/api/checkout/${checkoutId}/payment`, user)

const pay = (user: TestUser, checkoutId: string, orderId: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/checkout/${checkoutId}/pay`,
    payload: { paymentStatus: 'paid', paymentDetails: { orderId, status: 'COMPLETED' } },
    headers: user.headers,
  })

const finalize = (user: TestUser, checkoutId: string) =>
  post(`/api/checkout/${checkoutId}/finalize`, user)

/** A checkout of the given lines with standard shipping, created, opened and paid. */
async function paidCheckout(user: TestUser, lines: Line[], totalPrice: number): Promise<string> {
  const created = await createCheckout(user, { checkoutItems: lines, totalPrice })
  expect(created.statusCode).toBe(201)
  const checkoutId = created.json<Checkout>()._id
  const payment = (await openPayment(user, checkoutId)).json<CheckoutPayment>()
  const paid = await pay(user, checkoutId, payment.orderId)
  expect(paid.statusCode).toBe(200)
  return checkoutId
}

async function stockOf(productId: string, size: string, color: string): Promise<number> {
  const [row] = await t.db
    .select({ countInStock: productVariants.countInStock })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        eq(productVariants.size, size),
        eq(productVariants.color, color),
      ),
    )
  return row?.countInStock ?? -1
}

async function soldCountOf(productId: string): Promise<number> {
  const [row] = await t.db
    .select({ soldCount: products.soldCount })
    .from(products)
    .where(eq(products.id, productId))
  return row?.soldCount ?? -1
}

/** A product with one unit of one variant, for the races over the last unit. */
const seedLastUnit = (name: string) =>
  seedProduct(t.db, {
    name,
    price: 40,
    variants: [variant({ size: 'S', color: 'Red', countInStock: 1 })],
  })
const lastUnitLine = (productId: string): Line => ({
  productId,
  size: 'S',
  color: 'Red',
  quantity: 1,
})

describe('POST /api/checkout', () => {
  test('a customer’s checkout is priced from the database, with the rate table’s shipping', async () => {
    const customer = await createTestUser(t)
    const response = await createCheckout(customer, {
      checkoutItems: [
        teeLine(2, { price: 19.5 }),
        { ...teeLine(1), productId: hoodie, size: 'M', color: 'Navy' },
      ],
      totalPrice: 104.98,
    })
    expect(response.statusCode).toBe(201)
    const checkout = response.json<Checkout>()
    expect(checkout).toMatchObject({
      checkoutItems: [
        {
          productId: tee,
          name: 'Everyday Tee',
          image: '/uploads/tee.w800.webp',
          price: 19.5,
          size: 'M',
          color: 'Black',
          quantity: 2,
        },
        {
          productId: hoodie,
          name: 'Trail Hoodie',
          image: '/uploads/hoodie.w800.webp',
          price: 59.99,
          size: 'M',
          color: 'Navy',
          quantity: 1,
        },
      ],
      shippingAddress: ADDRESS,
      // $98.99 is not over $100: standard shipping is charged.
      shippingOption: STANDARD,
      paymentMethod: 'PayPal',
      subtotal: 98.99,
      shippingCost: 5.99,
      totalPrice: 104.98,
      paymentStatus: 'pending',
      isPaid: false,
      paidAt: null,
      isFinalized: false,
    })
    expect(checkout._id).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('over $100 the standard option is free and the total is the subtotal', async () => {
    const customer = await createTestUser(t)
    const response = await createCheckout(customer, {
      checkoutItems: [{ productId: hoodie, size: 'M', color: 'Navy', quantity: 2 }],
      shippingOption: { id: 'standard', cost: 0 },
      totalPrice: 119.98,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json<Checkout>()).toMatchObject({
      shippingOption: { id: 'standard', cost: 0 },
      shippingCost: 0,
      totalPrice: 119.98,
    })
  })

  test('a guest must log in first (401)', async () => {
    const response = await createCheckout(undefined, {})
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: LOGIN_FIRST_MESSAGE })
  })

  test.each([
    ['firstName', 'First name is required.'],
    ['lastName', 'Last name is required.'],
    ['address', 'Address is required.'],
    ['city', 'City is required.'],
    ['state', 'State is required.'],
    ['postalCode', 'Postal code is required.'],
    ['country', 'Country is required.'],
    ['phone', 'Phone is required.'],
  ])('a checkout without %s is refused with “%s”', async (field, message) => {
    const customer = await createTestUser(t)
    for (const value of [undefined, '', '   ']) {
      const response = await createCheckout(customer, {
        shippingAddress: { ...ADDRESS, [field]: value },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message })
    }
  })

  test('a checkout without any delivery address is refused', async () => {
    const customer = await createTestUser(t)
    const response = await createCheckout(customer, { shippingAddress: undefined })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: DELIVERY_ADDRESS_REQUIRED_MESSAGE })
  })

  test('a US address needs a real ZIP code and any address a real phone number', async () => {
    const customer = await createTestUser(t)
    const badZip = await createCheckout(customer, {
      shippingAddress: { ...ADDRESS, country: 'US', postalCode: '7870' },
    })
    expect(badZip.statusCode).toBe(400)
    expect(badZip.json()).toEqual({ message: INVALID_ZIP_CODE_MESSAGE })
    const badPhone = await createCheckout(customer, {
      shippingAddress: { ...ADDRESS, phone: '12' },
    })
    expect(badPhone.statusCode).toBe(400)
    expect(badPhone.json()).toEqual({ message: INVALID_PHONE_MESSAGE })
  })

  test('an empty cart cannot be checked out', async () => {
    const customer = await createTestUser(t)
    const response = await createCheckout(customer, { checkoutItems: [] })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: CART_EMPTY_MESSAGE })
  })

  test('a checkout without a shipping option asks for one', async () => {
    const customer = await createTestUser(t)
    const response = await createCheckout(customer, { shippingOption: undefined })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: SELECT_SHIPPING_OPTION_MESSAGE })
  })

  test('a shipping option the rate table does not offer for the address is refused', async () => {
    const customer = await createTestUser(t)
    const unknown = await createCheckout(customer, { shippingOption: { id: 'teleport', cost: 0 } })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toEqual({ message: SHIPPING_OPTION_UNAVAILABLE_MESSAGE })
    const overnightToFrance = await createCheckout(customer, {
      shippingAddress: { ...ADDRESS, country: 'France', postalCode: '75001' },
      shippingOption: { id: 'overnight' },
    })
    expect(overnightToFrance.statusCode).toBe(400)
    expect(overnightToFrance.json()).toEqual({ message: SHIPPING_OPTION_UNAVAILABLE_MESSAGE })
  })

  test('a tampered total is refused with 409 and the server’s fresh figures', async () => {
    const customer = await createTestUser(t)
    const response = await createCheckout(customer, {
      checkoutItems: [teeLine(2, { price: 0.01 })],
      totalPrice: 6.01,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      message: PRICES_CHANGED_MESSAGE,
      checkoutItems: [
        {
          productId: tee,
          name: 'Everyday Tee',
          image: '/uploads/tee.w800.webp',
          price: 19.5,
          size: 'M',
          color: 'Black',
          quantity: 2,
          lineTotal: 39,
        },
      ],
      shippingOption: STANDARD,
      subtotal: 39,
      discount: 0,
      discountCode: null,
      shippingCost: 5.99,
      tax: 0,
      totalPrice: 44.99,
    })
    const [count] = await t.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.userId, customer.user.id))
    expect(count).toBeUndefined()
  })

  test('a tampered line price or shipping cost is refused even beside the right total', async () => {
    const customer = await createTestUser(t)
    const linePrice = await createCheckout(customer, {
      checkoutItems: [teeLine(1, { price: 9.5 })],
      totalPrice: 25.49,
    })
    expect(linePrice.statusCode).toBe(409)
    expect(linePrice.json()).toMatchObject({ message: PRICES_CHANGED_MESSAGE, totalPrice: 25.49 })
    const shipping = await createCheckout(customer, {
      shippingOption: { id: 'express', cost: 5.99 },
      totalPrice: 34.49,
    })
    expect(shipping.statusCode).toBe(409)
    expect(shipping.json()).toMatchObject({ shippingCost: 14.99, totalPrice: 34.49 })
  })

  test('a line beyond its stock, a missing size and an unknown product are refused', async () => {
    const customer = await createTestUser(t)
    const tooMany = await createCheckout(customer, {
      checkoutItems: [teeLine(3, { size: 'L' })],
      totalPrice: 64.49,
    })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json()).toEqual({ message: 'Sorry, only 2 of Everyday Tee (L / Black) left.' })
    // Two lines of one variant count together.
    const split = await createCheckout(customer, {
      checkoutItems: [teeLine(3), teeLine(3)],
      totalPrice: 122.99,
    })
    expect(split.statusCode).toBe(409)
    expect(split.json()).toEqual({ message: 'Sorry, only 5 of Everyday Tee (M / Black) left.' })
    const noVariant = await createCheckout(customer, {
      checkoutItems: [teeLine(1, { color: 'Pink' })],
    })
    expect(noVariant.statusCode).toBe(409)
    expect(noVariant.json()).toEqual({
      message: 'Sorry, Everyday Tee (M / Pink) is no longer available.',
    })
    for (const productId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const unknown = await createCheckout(customer, { checkoutItems: [teeLine(1, { productId })] })
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json()).toEqual({ message: PRODUCT_NOT_FOUND_MESSAGE })
    }
  })

  test('fields a customer must not set (isPaid, user, paymentStatus) are ignored', async () => {
    const customer = await createTestUser(t)
    const other = await createTestUser(t)
    const response = await createCheckout(customer, {
      isPaid: true,
      paymentStatus: 'paid',
      user: other.user.id,
      userId: other.user.id,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json<Checkout>()).toMatchObject({ isPaid: false, paymentStatus: 'pending' })
    const [row] = await t.db
      .select({ userId: checkouts.userId })
      .from(checkouts)
      .where(eq(checkouts.id, response.json<Checkout>()._id))
    expect(row?.userId).toBe(customer.user.id)
  })
})

describe('POST /api/checkout/{id}/payment', () => {
  test('the demo provider opens a payment for the checkout', async () => {
    const customer = await createTestUser(t)
    const checkoutId = (await createCheckout(customer, {})).json<Checkout>()._id
    const response = await openPayment(customer, checkoutId)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      provider: 'demo',
      orderId: expect.stringMatching(/^DEMO-/) as string,
    })
  })

  test('someone else’s checkout and an unknown one are not found', async () => {
    const owner = await createTestUser(t)
    const intruder = await createTestUser(t)
    const checkoutId = (await createCheckout(owner, {})).json<Checkout>()._id
    for (const id of [checkoutId, '00000000-0000-4000-8000-000000000000', 'abc']) {
      const response = await openPayment(intruder, id)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: CHECKOUT_NOT_FOUND_MESSAGE })
    }
  })

  test('the payment page tells the demo provider apart without a token', async () => {
    const response = await t.app.inject('/api/checkout/payment-config')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ provider: 'demo', clientId: null, currency: 'USD' })
  })
})

describe('PUT /api/checkout/{id}/pay', () => {
  test('a confirmed payment marks the checkout paid, and confirming again changes nothing', async () => {
    const customer = await createTestUser(t)
    const checkoutId = (await createCheckout(customer, {})).json<Checkout>()._id
    const { orderId } = (await openPayment(customer, checkoutId)).json<CheckoutPayment>()
    const response = await pay(customer, checkoutId, orderId)
    expect(response.statusCode).toBe(200)
    const paid = response.json<Checkout>()
    expect(paid).toMatchObject({ paymentStatus: 'paid', isPaid: true, totalPrice: 25.49 })
    expect(Date.parse(paid.paidAt ?? '')).not.toBeNaN()
    const again = await pay(customer, checkoutId, orderId)
    expect(again.statusCode).toBe(200)
    expect(again.json<Checkout>().paidAt).toBe(paid.paidAt)
    const reopen = await openPayment(customer, checkoutId)
    expect(reopen.statusCode).toBe(409)
    expect(reopen.json()).toEqual({ message: CHECKOUT_ALREADY_PAID_MESSAGE })
  })

  test('the client’s word alone pays nothing: no payment was opened', async () => {
    const customer = await createTestUser(t)
    const checkoutId = (await createCheckout(customer, {})).json<Checkout>()._id
    const response = await pay(customer, checkoutId, 'DEMO-made-up')
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: PAYMENT_NOT_STARTED_MESSAGE })
    const finalized = await finalize(customer, checkoutId)
    expect(finalized.statusCode).toBe(409)
    expect(finalized.json()).toEqual({ message: CHECKOUT_NOT_PAID_MESSAGE })
  })

  test('a payment opened for another checkout, or made up, is refused', async () => {
    const customer = await createTestUser(t)
    const first = (await createCheckout(customer, {})).json<Checkout>()._id
    const second = (await createCheckout(customer, {})).json<Checkout>()._id
    const firstPayment = (await openPayment(customer, first)).json<CheckoutPayment>()
    await openPayment(customer, second)
    const foreign = await pay(customer, second, firstPayment.orderId)
    expect(foreign.statusCode).toBe(409)
    expect(foreign.json()).toEqual({ message: PAYMENT_NOT_FOR_CHECKOUT_MESSAGE })
    const madeUp = await pay(customer, second, 'DEMO-00000000-0000-4000-8000-000000000000')
    expect(madeUp.statusCode).toBe(409)
    expect(madeUp.json()).toEqual({ message: PAYMENT_NOT_FOR_CHECKOUT_MESSAGE })
  })

  test('a payment that already paid one checkout cannot pay another', async () => {
    const customer = await createTestUser(t)
    const first = (await createCheckout(customer, {})).json<Checkout>()._id
    const { orderId } = (await openPayment(customer, first)).json<CheckoutPayment>()
    expect((await pay(customer, first, orderId)).statusCode).toBe(200)
    const second = (await createCheckout(customer, {})).json<Checkout>()._id
    await openPayment(customer, second)
    const reused = await pay(customer, second, orderId)
    expect(reused.statusCode).toBe(409)
    expect(reused.json()).toEqual({ message: PAYMENT_NOT_FOR_CHECKOUT_MESSAGE })
    expect((await finalize(customer, second)).statusCode).toBe(409)
  })

  test('an earlier payment of the same checkout no longer pays it once a new one is opened', async () => {
    const customer = await createTestUser(t)
    const checkoutId = (await createCheckout(customer, {})).json<Checkout>()._id
    const earlier = (await openPayment(customer, checkoutId)).json<CheckoutPayment>()
    await openPayment(customer, checkoutId)
    const response = await pay(customer, checkoutId, earlier.orderId)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: PAYMENT_NOT_FOR_CHECKOUT_MESSAGE })
  })

  test('a body that does not say paid with an order id is refused with 400', async () => {
    const customer = await createTestUser(t)
    const checkoutId = (await createCheckout(customer, {})).json<Checkout>()._id
    const notPaid = await t.app.inject({
      method: 'PUT',
      url: `/api/checkout/${checkoutId}/pay`,
      payload: { paymentStatus: 'failed', paymentDetails: { orderId: 'x' } },
      headers: customer.headers,
    })
    expect(notPaid.statusCode).toBe(400)
    expect(notPaid.json()).toEqual({ message: PAYMENT_STATUS_PAID_MESSAGE })
    const noOrder = await pay(customer, checkoutId, undefined)
    expect(noOrder.statusCode).toBe(400)
    expect(noOrder.json()).toEqual({ message: PAYMENT_ORDER_ID_REQUIRED_MESSAGE })
  })

  test('someone else cannot pay or finalize a customer’s checkout', async () => {
    const owner = await createTestUser(t)
    const intruder = await createTestUser(t)
    const checkoutId = (await createCheckout(owner, {})).json<Checkout>()._id
    const { orderId } = (await openPayment(owner, checkoutId)).json<CheckoutPayment>()
    const paid = await pay(intruder, checkoutId, orderId)
    expect(paid.statusCode).toBe(404)
    expect(paid.json()).toEqual({ message: CHECKOUT_NOT_FOUND_MESSAGE })
    expect((await pay(owner, checkoutId, orderId)).statusCode).toBe(200)
    const finalized = await finalize(intruder, checkoutId)
    expect(finalized.statusCode).toBe(404)
    expect(finalized.json()).toEqual({ message: CHECKOUT_NOT_FOUND_MESSAGE })
  })

  test('an item sold out since the checkout is refused before any money is taken', async () => {
    const customer = await createTestUser(t)
    const rival = await createTestUser(t)
    const product = await seedLastUnit('Pay-time Last Scarf')
    const checkoutId = (
      await createCheckout(customer, { checkoutItems: [lastUnitLine(product)], totalPrice: 45.99 })
    ).json<Checkout>()._id
    const { orderId } = (await openPayment(customer, checkoutId)).json<CheckoutPayment>()
    const rivalCheckout = await paidCheckout(rival, [lastUnitLine(product)], 45.99)
    expect((await finalize(rival, rivalCheckout)).statusCode).toBe(201)
    const response = await pay(customer, checkoutId, orderId)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      message: 'Sorry, Pay-time Last Scarf (S / Red) is sold out.',
    })
    const [row] = await t.db.select().from(checkouts).where(eq(checkouts.id, checkoutId))
    expect(row).toMatchObject({ paymentStatus: 'pending', paymentCaptureId: null })
  })
})

describe('POST /api/checkout/{id}/finalize', () => {
  test('a paid checkout becomes a Processing order; stock, sold count and cart follow', async () => {
    const customer = await createTestUser(t)
    await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { productId: tee, size: 'M', color: 'Black', quantity: 2 },
      headers: customer.headers,
    })
    // The product page is cached before the purchase...
    await t.app.inject(`/api/products/${tee}`)
    const stockBefore = await stockOf(tee, 'M', 'Black')
    const soldBefore = await soldCountOf(tee)
    const checkoutId = await paidCheckout(customer, [teeLine(2)], 44.99)

    const response = await finalize(customer, checkoutId)
    expect(response.statusCode).toBe(201)
    const order = response.json<Order>()
    expect(order).toMatchObject({
      user: { _id: customer.user.id, name: customer.user.name },
      orderItems: [
        {
          productId: tee,
          name: 'Everyday Tee',
          image: '/uploads/tee.w800.webp',
          price: 19.5,
          size: 'M',
          color: 'Black',
          quantity: 2,
        },
      ],
      shippingAddress: ADDRESS,
      shippingOption: STANDARD,
      paymentMethod: 'PayPal',
      paymentStatus: 'paid',
      subtotal: 39,
      shippingCost: 5.99,
      totalPrice: 44.99,
      isPaid: true,
      isDelivered: false,
      deliveredAt: null,
      status: 'Processing',
      trackingNumber: null,
    })
    expect(Date.parse(order.paidAt ?? '')).not.toBeNaN()
    expect(await stockOf(tee, 'M', 'Black')).toBe(stockBefore - 2)
    expect(await soldCountOf(tee)).toBe(soldBefore + 2)
    const cart = await t.app.inject({ url: '/api/cart', headers: customer.headers })
    expect(cart.json<Cart>().products).toEqual([])
    // ...and shows the new stock at once.
    const page = (await t.app.inject(`/api/products/${tee}`)).json<Product>()
    expect(page.variants.find((v) => v.size === 'M')?.countInStock).toBe(stockBefore - 2)
  })

  test('finalizing twice answers the same order and takes the stock once', async () => {
    const customer = await createTestUser(t)
    const checkoutId = await paidCheckout(customer, [teeLine(1)], 25.49)
    const first = await finalize(customer, checkoutId)
    const stockAfterFirst = await stockOf(tee, 'M', 'Black')
    const second = await finalize(customer, checkoutId)
    expect(second.statusCode).toBe(201)
    expect(second.json<Order>()._id).toBe(first.json<Order>()._id)
    expect(await stockOf(tee, 'M', 'Black')).toBe(stockAfterFirst)
    const mine = await t.app.inject({ url: '/api/orders/my-orders', headers: customer.headers })
    expect(mine.json<Order[]>()).toHaveLength(1)
  })

  test('a checkout that was never paid cannot be finalized', async () => {
    const customer = await createTestUser(t)
    const checkoutId = (await createCheckout(customer, {})).json<Checkout>()._id
    await openPayment(customer, checkoutId)
    const response = await finalize(customer, checkoutId)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: CHECKOUT_NOT_PAID_MESSAGE })
  })

  test('when the last unit went to someone else after payment, the money goes back', async () => {
    const customer = await createTestUser(t)
    const product = await seedLastUnit('Finalize-time Last Scarf')
    const checkoutId = await paidCheckout(customer, [lastUnitLine(product)], 45.99)
    // Sold elsewhere between payment and order (e.g. the admin's count went down).
    await t.db
      .update(productVariants)
      .set({ countInStock: 0 })
      .where(eq(productVariants.productId, product))
    const response = await finalize(customer, checkoutId)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      message:
        'Sorry, Finalize-time Last Scarf (S / Red) sold out before your order was placed. Your payment has been refunded.',
    })
    const [row] = await t.db.select().from(checkouts).where(eq(checkouts.id, checkoutId))
    expect(row?.paymentStatus).toBe('refunded')
    expect(row?.refundId).toMatch(/^DEMO-REFUND-/)
    // Restocking later does not turn the refunded payment into an order.
    await t.db
      .update(productVariants)
      .set({ countInStock: 3 })
      .where(eq(productVariants.productId, product))
    const again = await finalize(customer, checkoutId)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: CHECKOUT_REFUNDED_MESSAGE })
    expect(await stockOf(product, 'S', 'Red')).toBe(3)
  })

  test('an order keeps its copies when its product is deleted', async () => {
    const customer = await createTestUser(t)
    const product = await seedLastUnit('Soon Gone Scarf')
    const checkoutId = await paidCheckout(customer, [lastUnitLine(product)], 45.99)
    const order = (await finalize(customer, checkoutId)).json<Order>()
    await t.db.delete(products).where(eq(products.id, product))
    const response = await t.app.inject({
      url: `/api/orders/${order._id}`,
      headers: customer.headers,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json<Order>().orderItems).toEqual([
      { ...order.orderItems[0], productId: null, name: 'Soon Gone Scarf', price: 40 },
    ])
  })

  test.runIf(isPostgresRun())('parallel finalizes of one checkout make one order', async () => {
    const customer = await createTestUser(t)
    const stockBefore = await stockOf(hoodie, 'M', 'Navy')
    const checkoutId = await paidCheckout(
      customer,
      [{ productId: hoodie, size: 'M', color: 'Navy', quantity: 1 }],
      65.98,
    )
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => finalize(customer, checkoutId)),
    )
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201, 201])
    const ids = new Set(responses.map((response) => response.json<Order>()._id))
    expect(ids.size).toBe(1)
    expect(await stockOf(hoodie, 'M', 'Navy')).toBe(stockBefore - 1)
  })

  test.runIf(isPostgresRun())(
    'two buyers of the last unit: exactly one order, the other is refunded and told',
    async () => {
      const product = await seedLastUnit('Race Last Scarf')
      const buyers = [await createTestUser(t), await createTestUser(t)]
      const checkoutIds = [
        await paidCheckout(buyers[0] as TestUser, [lastUnitLine(product)], 45.99),
        await paidCheckout(buyers[1] as TestUser, [lastUnitLine(product)], 45.99),
      ]
      const responses = await Promise.all(
        buyers.map((buyer, index) => finalize(buyer, checkoutIds[index] as string)),
      )
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409])
      const loser = responses.findIndex((response) => response.statusCode === 409)
      expect(responses[loser]?.json()).toEqual({
        message:
          'Sorry, Race Last Scarf (S / Red) sold out before your order was placed. Your payment has been refunded.',
      })
      const [loserRow] = await t.db
        .select()
        .from(checkouts)
        .where(eq(checkouts.id, checkoutIds[loser] as string))
      expect(loserRow?.paymentStatus).toBe('refunded')
      expect(await stockOf(product, 'S', 'Red')).toBe(0)
      expect(await soldCountOf(product)).toBe(1)
    },
  )
})
