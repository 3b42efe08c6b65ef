import { randomUUID } from 'node:crypto'
import {
  GUEST_ID_REQUIRED_MESSAGE,
  SIZE_AND_COLOR_REQUIRED_MESSAGE,
  type Cart,
} from '@shop/shared/cart'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { carts, products } from '../../db/schema/index.js'
import { LOGIN_FIRST_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../../plugins/auth.js'
import { bearer, createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { useDemoShippingTable } from '../../testing/demo-shipping-table.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { isPostgresRun } from '../../testing/test-database.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { deleteUser, logOutEverywhere } from '../users/users.service.js'
import { PRODUCT_NOT_FOUND_MESSAGE } from '../catalog/catalog.service.js'
import { MAX_QUANTITY_MESSAGE, VARIANT_NOT_FOUND_MESSAGE } from './cart.service.js'

let t: TestApp
/** Everyday Tee: $19.50, M/Black 5 in stock, L/Black 2, S/White sold out. */
let tee: string
/** Trail Hoodie: $59.99, M/Navy 10 in stock. */
let hoodie: string
/** Plenty Socks: $0.10, one size, 5000 in stock: the per-line maximum binds before the stock. */
let socks: string

beforeAll(async () => {
  t = await createTestApp()
  // Free shipping over $100 everywhere: each cart says what is left to spend for it.
  await useDemoShippingTable(t.db)
  tee = await seedProduct(t.db, {
    name: 'Everyday Tee',
    price: 19.5,
    images: [
      { url: '/uploads/tee-front.webp', altText: 'Tee from the front' },
      { url: '/uploads/tee-back.webp', altText: 'Tee from the back' },
    ],
    variants: [
      variant({ size: 'M', color: 'Black', countInStock: 5 }),
      variant({ size: 'L', color: 'Black', countInStock: 2 }),
      variant({ size: 'S', color: 'White', countInStock: 0 }),
    ],
  })
  hoodie = await seedProduct(t.db, {
    name: 'Trail Hoodie',
    price: 59.99,
    images: [{ url: '/uploads/hoodie.webp', altText: 'Hoodie' }],
    variants: [variant({ size: 'M', color: 'Navy', countInStock: 10 })],
  })
  socks = await seedProduct(t.db, {
    name: 'Plenty Socks',
    price: 0.1,
    variants: [variant({ size: 'One Size', color: 'Grey', countInStock: 5000 })],
  })
})

afterAll(async () => {
  await t.close()
})

const newGuestId = () => `guest_${String(Date.now())}_${randomUUID().replaceAll('-', '')}`

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

function cartCall(
  method: Method,
  payload: Record<string, unknown> | undefined,
  options: { token?: string; query?: string; url?: string } = {},
) {
  return t.app.inject({
    method,
    url: `${options.url ?? '/api/cart'}${options.query ?? ''}`,
    ...(payload === undefined ? {} : { payload }),
    headers: options.token === undefined ? {} : bearer(options.token),
  })
}

const getCart = (query: string, token?: string) => cartCall('GET', undefined, { query, token })
const guestCart = async (guestId: string) => (await getCart(`?guestId=${guestId}`)).json<Cart>()
const userCart = async (user: TestUser) => (await getCart('', user.token)).json<Cart>()
const add = (body: Record<string, unknown>, token?: string) => cartCall('POST', body, { token })
const teeLine = (quantity: unknown, extra: Record<string, unknown> = {}) => ({
  productId: tee,
  size: 'M',
  color: 'Black',
  quantity,
  ...extra,
})
const quantities = (cart: Cart) =>
  cart.products.map((line) => `${line.name} ${line.size}/${line.color} x${String(line.quantity)}`)

describe('GET /api/cart', () => {
  test('a guest without a cart sees an empty one', async () => {
    const response = await getCart(`?guestId=${newGuestId()}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      _id: null,
      products: [],
      totalPrice: 0,
      freeShippingRemaining: 100.01,
    })
  })

  test.each([
    '',
    '?guestId=',
    '?guestId=abc',
    '?guestId=guest_123',
    '?guestId=guest_1712345678901_short',
    // A timestamp alone can be guessed: the random part is required.
    `?guestId=guest_${String(Date.now())}`,
  ])('a guest without a valid guestId is refused with 400: %j', async (query) => {
    const response = await getCart(query)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: GUEST_ID_REQUIRED_MESSAGE })
  })

  test('without a token a userId never selects a cart: the guestId is still required', async () => {
    const owner = await createTestUser(t)
    await add(teeLine(1), owner.token)
    const response = await getCart(`?userId=${owner.user.id}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: GUEST_ID_REQUIRED_MESSAGE })
  })

  test('a logged-in customer always gets their own cart, whatever userId or guestId is sent', async () => {
    const owner = await createTestUser(t)
    const intruder = await createTestUser(t)
    const guestId = newGuestId()
    await add(teeLine(2), owner.token)
    await add({ ...teeLine(1), guestId })
    const response = await getCart(`?userId=${owner.user.id}&guestId=${guestId}`, intruder.token)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      _id: null,
      products: [],
      totalPrice: 0,
      freeShippingRemaining: 100.01,
    })
  })

  test('a bad token on a cart call is refused with 401 rather than treated as a guest', async () => {
    const user = await createTestUser(t)
    await logOutEverywhere(t.db, user.user.id)
    const response = await getCart(`?guestId=${newGuestId()}`, user.token)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE })
  })
})

describe('POST /api/cart', () => {
  test('a guest adds a product and sees its name, first image and price from the shop', async () => {
    const guestId = newGuestId()
    const response = await add({
      ...teeLine(2),
      guestId,
      price: 0.01,
      name: 'Free Tee',
      image: '/evil.png',
      sku: 'ignored',
      totalPrice: 0,
    })
    expect(response.statusCode).toBe(200)
    const cart = response.json<Cart>()
    expect(cart).toEqual({
      _id: expect.any(String) as string,
      products: [
        {
          productId: tee,
          name: 'Everyday Tee',
          image: '/uploads/tee-front.webp',
          price: 19.5,
          quantity: 2,
          size: 'M',
          color: 'Black',
          lineTotal: 39,
        },
      ],
      totalPrice: 39,
      freeShippingRemaining: 61.01,
    })
    expect(await guestCart(guestId)).toEqual(cart)
  })

  test('adding the same variant again adds to its line; another variant gets its own line', async () => {
    const guestId = newGuestId()
    await add({ ...teeLine(1), guestId })
    await add({ ...teeLine(2), guestId })
    await add({ productId: hoodie, size: 'M', color: 'Navy', quantity: 1, guestId })
    const response = await add({ ...teeLine(1, { size: 'L' }), guestId })
    const cart = response.json<Cart>()
    expect(quantities(cart)).toEqual([
      'Everyday Tee M/Black x3',
      'Trail Hoodie M/Navy x1',
      'Everyday Tee L/Black x1',
    ])
    // 3 × 19.50 + 59.99 + 19.50, summed in cents.
    expect(cart.totalPrice).toBe(137.99)
  })

  test('money keeps two decimals: ten socks at $0.10 cost $1', async () => {
    const guestId = newGuestId()
    const response = await add({
      productId: socks,
      size: 'One Size',
      color: 'Grey',
      quantity: 3,
      guestId,
    })
    expect(response.json<Cart>().totalPrice).toBe(0.3)
    const more = await add({
      productId: socks,
      size: 'One Size',
      color: 'Grey',
      quantity: 7,
      guestId,
    })
    expect(more.json<Cart>().totalPrice).toBe(1)
  })

  test('a guest cannot add more than the stock and sees what is left (409)', async () => {
    const guestId = newGuestId()
    const tooMany = await add({ ...teeLine(6), guestId })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json()).toEqual({ message: 'Not enough stock available. Only 5 left.' })

    await add({ ...teeLine(4), guestId })
    const beyond = await add({ ...teeLine(2), guestId })
    expect(beyond.statusCode).toBe(409)
    expect(beyond.json()).toEqual({
      message: 'Not enough stock available. Only 5 left and your cart already holds 4.',
    })
    expect(quantities(await guestCart(guestId))).toEqual(['Everyday Tee M/Black x4'])
    expect((await add({ ...teeLine(1), guestId })).statusCode).toBe(200)
  })

  test('a sold-out variant cannot be added (409)', async () => {
    const response = await add({
      ...teeLine(1, { size: 'S', color: 'White' }),
      guestId: newGuestId(),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      message: 'Not enough stock available. This item is sold out.',
    })
  })

  test('a refused first add leaves no cart behind', async () => {
    const guestId = newGuestId()
    await add({ ...teeLine(99), guestId })
    expect(await t.db.select().from(carts).where(eq(carts.guestId, guestId))).toEqual([])
  })

  test('one line never holds more than the per-item maximum, whatever the stock', async () => {
    const guestId = newGuestId()
    const line = { productId: socks, size: 'One Size', color: 'Grey', guestId }
    expect((await add({ ...line, quantity: 999 })).statusCode).toBe(200)
    const response = await add({ ...line, quantity: 1 })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: MAX_QUANTITY_MESSAGE })
  })

  test.each([
    ['"3"', '3', 'Quantity must be a whole number.'],
    ['true', true, 'Quantity must be a whole number.'],
    ['null', null, 'Quantity must be a whole number.'],
    ['missing', undefined, 'Quantity must be a whole number.'],
    ['1.5', 1.5, 'Quantity must be a whole number.'],
    ['0', 0, 'Quantity must be at least 1.'],
    ['-2', -2, 'Quantity must be at least 1.'],
    ['1000', 1000, 'Quantity cannot be more than 999.'],
    ['1e21', 1e21, 'Quantity must be a whole number.'],
  ])('a quantity of %s is refused with 400', async (_label, quantity, message) => {
    const guestId = newGuestId()
    const response = await add({ ...teeLine(quantity), guestId })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
    expect(await guestCart(guestId)).toEqual({
      _id: null,
      products: [],
      totalPrice: 0,
      freeShippingRemaining: 100.01,
    })
  })

  test.each([
    ['an unknown product', { productId: randomUUID() }, PRODUCT_NOT_FOUND_MESSAGE],
    ['a malformed product id', { productId: 'not-an-id' }, PRODUCT_NOT_FOUND_MESSAGE],
    ['an unknown size', { size: 'XXL' }, VARIANT_NOT_FOUND_MESSAGE],
    ['an unknown colour', { color: 'Pink' }, VARIANT_NOT_FOUND_MESSAGE],
    ['a colour in another letter case', { color: 'black' }, VARIANT_NOT_FOUND_MESSAGE],
  ])('%s is not found (404)', async (_label, change, message) => {
    const response = await add({ ...teeLine(1), ...change, guestId: newGuestId() })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message })
  })

  test.each([
    [{ size: undefined }, SIZE_AND_COLOR_REQUIRED_MESSAGE],
    [{ color: ' ' }, SIZE_AND_COLOR_REQUIRED_MESSAGE],
    [{ productId: undefined }, 'productId is required.'],
  ])('a line without product, size or colour is refused with 400: %#', async (change, message) => {
    const response = await add({ ...teeLine(1), ...change, guestId: newGuestId() })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
  })

  test('without a token a userId is ignored and a guestId is required', async () => {
    const victim = await createTestUser(t)
    const response = await add({ ...teeLine(1), userId: victim.user.id })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: GUEST_ID_REQUIRED_MESSAGE })
    expect((await userCart(victim)).products).toEqual([])
  })

  test('a customer sending another user’s id still adds to their own cart', async () => {
    const alice = await createTestUser(t)
    const bob = await createTestUser(t)
    const response = await add(
      { ...teeLine(1), userId: bob.user.id, user: bob.user.id },
      alice.token,
    )
    expect(response.statusCode).toBe(200)
    expect(quantities(await userCart(alice))).toEqual(['Everyday Tee M/Black x1'])
    expect((await userCart(bob)).products).toEqual([])
  })

  test('a customer sending a guestId adds to their own cart, not the guest’s', async () => {
    const customer = await createTestUser(t)
    const guestId = newGuestId()
    await add({ ...teeLine(1), guestId })
    await add({ ...teeLine(2), guestId }, customer.token)
    expect(quantities(await userCart(customer))).toEqual(['Everyday Tee M/Black x2'])
    expect(quantities(await guestCart(guestId))).toEqual(['Everyday Tee M/Black x1'])
  })

  test.runIf(isPostgresRun())(
    'ten shoppers’ worth of parallel adds to one line never exceed the stock',
    async () => {
      const guestId = newGuestId()
      // The cart already exists, so nothing but the cart's lock orders the adds.
      await add({ productId: hoodie, size: 'M', color: 'Navy', quantity: 1, guestId })
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => add({ ...teeLine(1), guestId })),
      )
      const statuses = responses.map((response) => response.statusCode).sort()
      expect(statuses).toEqual([200, 200, 200, 200, 200, 409, 409, 409, 409, 409])
      expect(quantities(await guestCart(guestId))).toEqual([
        'Trail Hoodie M/Navy x1',
        'Everyday Tee M/Black x5',
      ])
    },
  )

  test.runIf(isPostgresRun())(
    'parallel adds of two units to a customer’s line stop at the stock',
    async () => {
      const customer = await createTestUser(t)
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => add(teeLine(2), customer.token)),
      )
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(2)
      expect(quantities(await userCart(customer))).toEqual(['Everyday Tee M/Black x4'])
      const more = await Promise.all(
        Array.from({ length: 5 }, () => add(teeLine(1), customer.token)),
      )
      expect(more.filter((response) => response.statusCode === 200)).toHaveLength(1)
      expect(quantities(await userCart(customer))).toEqual(['Everyday Tee M/Black x5'])
    },
  )
})

describe('PUT /api/cart', () => {
  test('a guest sets a line’s quantity, and 0 removes the line', async () => {
    const guestId = newGuestId()
    await add({ ...teeLine(1), guestId })
    await add({ productId: hoodie, size: 'M', color: 'Navy', quantity: 1, guestId })
    const set = await cartCall('PUT', { ...teeLine(4), guestId })
    expect(set.statusCode).toBe(200)
    expect(quantities(set.json<Cart>())).toEqual([
      'Everyday Tee M/Black x4',
      'Trail Hoodie M/Navy x1',
    ])
    const removed = await cartCall('PUT', { ...teeLine(0), guestId })
    expect(removed.statusCode).toBe(200)
    expect(quantities(removed.json<Cart>())).toEqual(['Trail Hoodie M/Navy x1'])
    expect(removed.json<Cart>().totalPrice).toBe(59.99)
  })

  test('a quantity above the stock is refused with what is left (409)', async () => {
    const guestId = newGuestId()
    await add({ ...teeLine(1, { size: 'L' }), guestId })
    const response = await cartCall('PUT', { ...teeLine(3, { size: 'L' }), guestId })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: 'Not enough stock available. Only 2 left.' })
    expect(quantities(await guestCart(guestId))).toEqual(['Everyday Tee L/Black x1'])
  })

  test.each([
    [-1, 'Quantity cannot be negative.'],
    [2.5, 'Quantity must be a whole number.'],
    ['2', 'Quantity must be a whole number.'],
  ])('a quantity of %j is refused with 400', async (quantity, message) => {
    const response = await cartCall('PUT', { ...teeLine(quantity), guestId: newGuestId() })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
  })

  test('setting a quantity of an unknown product is not found (404)', async () => {
    const response = await cartCall('PUT', {
      ...teeLine(1, { productId: randomUUID() }),
      guestId: newGuestId(),
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: PRODUCT_NOT_FOUND_MESSAGE })
  })

  test('a customer’s update never touches another user’s cart', async () => {
    const alice = await createTestUser(t)
    const bob = await createTestUser(t)
    await add(teeLine(2), bob.token)
    await cartCall('PUT', { ...teeLine(0), userId: bob.user.id }, { token: alice.token })
    expect(quantities(await userCart(bob))).toEqual(['Everyday Tee M/Black x2'])
  })
})

describe('DELETE /api/cart', () => {
  test('a guest removes a line', async () => {
    const guestId = newGuestId()
    await add({ ...teeLine(1), guestId })
    await add({ productId: hoodie, size: 'M', color: 'Navy', quantity: 2, guestId })
    const response = await cartCall('DELETE', {
      productId: tee,
      size: 'M',
      color: 'Black',
      guestId,
    })
    expect(response.statusCode).toBe(200)
    expect(quantities(response.json<Cart>())).toEqual(['Trail Hoodie M/Navy x2'])
    expect(response.json<Cart>().totalPrice).toBe(119.98)
  })

  test('removing a line that is not there changes nothing and is not an error', async () => {
    const guestId = newGuestId()
    await add({ ...teeLine(1), guestId })
    for (const key of [
      { productId: hoodie, size: 'M', color: 'Navy' },
      { productId: 'not-an-id', size: 'M', color: 'Black' },
    ]) {
      const response = await cartCall('DELETE', { ...key, guestId })
      expect(response.statusCode).toBe(200)
      expect(quantities(response.json<Cart>())).toEqual(['Everyday Tee M/Black x1'])
    }
    const noCart = await cartCall('DELETE', {
      productId: tee,
      size: 'M',
      color: 'Black',
      guestId: newGuestId(),
    })
    expect(noCart.json()).toEqual({
      _id: null,
      products: [],
      totalPrice: 0,
      freeShippingRemaining: 100.01,
    })
  })

  test('removing without a token or guestId is refused with 400', async () => {
    const response = await cartCall('DELETE', { productId: tee, size: 'M', color: 'Black' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: GUEST_ID_REQUIRED_MESSAGE })
  })

  test('a customer cannot remove a line from another user’s cart', async () => {
    const alice = await createTestUser(t)
    const bob = await createTestUser(t)
    await add(teeLine(1), bob.token)
    const response = await cartCall(
      'DELETE',
      { productId: tee, size: 'M', color: 'Black', userId: bob.user.id },
      { token: alice.token },
    )
    expect(response.statusCode).toBe(200)
    expect(quantities(await userCart(bob))).toEqual(['Everyday Tee M/Black x1'])
  })
})

describe('POST /api/cart/merge', () => {
  const merge = (body: Record<string, unknown>, token?: string) =>
    cartCall('POST', body, { token, url: '/api/cart/merge' })

  test('logging in merges the guest cart: quantities add up to at most the stock, and the guest cart is gone', async () => {
    const customer = await createTestUser(t)
    const guestId = newGuestId()
    await add(teeLine(4), customer.token)
    await add({ ...teeLine(3), guestId })
    await add({ productId: hoodie, size: 'M', color: 'Navy', quantity: 2, guestId })
    const response = await merge({ guestId }, customer.token)
    expect(response.statusCode).toBe(200)
    const cart = response.json<Cart>()
    expect(quantities(cart)).toEqual(['Everyday Tee M/Black x5', 'Trail Hoodie M/Navy x2'])
    expect(cart.totalPrice).toBe(217.48)
    expect(await userCart(customer)).toEqual(cart)
    expect(await guestCart(guestId)).toEqual({
      _id: null,
      products: [],
      totalPrice: 0,
      freeShippingRemaining: 100.01,
    })
    expect(await t.db.select().from(carts).where(eq(carts.guestId, guestId))).toEqual([])
  })

  test('merged lines keep the order in which the guest added them', async () => {
    const customer = await createTestUser(t)
    const guestId = newGuestId()
    await add({ productId: socks, size: 'One Size', color: 'Grey', quantity: 1, guestId })
    await add({ productId: hoodie, size: 'M', color: 'Navy', quantity: 1, guestId })
    await add({ ...teeLine(1, { size: 'L' }), guestId })
    const merged = (await merge({ guestId }, customer.token)).json<Cart>()
    expect(quantities(merged)).toEqual([
      'Plenty Socks One Size/Grey x1',
      'Trail Hoodie M/Navy x1',
      'Everyday Tee L/Black x1',
    ])
  })

  test('merging a missing or empty guest cart answers the customer’s cart', async () => {
    const customer = await createTestUser(t)
    await add(teeLine(1), customer.token)
    const missing = await merge({ guestId: newGuestId() }, customer.token)
    expect(missing.statusCode).toBe(200)
    expect(quantities(missing.json<Cart>())).toEqual(['Everyday Tee M/Black x1'])

    const emptied = newGuestId()
    await add({ ...teeLine(1), guestId: emptied })
    await cartCall('DELETE', { productId: tee, size: 'M', color: 'Black', guestId: emptied })
    const empty = await merge({ guestId: emptied }, customer.token)
    expect(quantities(empty.json<Cart>())).toEqual(['Everyday Tee M/Black x1'])
  })

  test('merging needs a token (401) and a guestId (400)', async () => {
    const guestId = newGuestId()
    await add({ ...teeLine(1), guestId })
    const anonymous = await merge({ guestId })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ message: LOGIN_FIRST_MESSAGE })
    expect(quantities(await guestCart(guestId))).toEqual(['Everyday Tee M/Black x1'])

    const customer = await createTestUser(t)
    const withoutGuest = await merge({ userId: customer.user.id }, customer.token)
    expect(withoutGuest.statusCode).toBe(400)
    expect(withoutGuest.json()).toEqual({ message: GUEST_ID_REQUIRED_MESSAGE })
  })

  test('merging never moves lines into another user’s cart', async () => {
    const alice = await createTestUser(t)
    const bob = await createTestUser(t)
    const guestId = newGuestId()
    await add({ ...teeLine(1), guestId })
    await merge({ guestId, userId: bob.user.id }, alice.token)
    expect(quantities(await userCart(alice))).toEqual(['Everyday Tee M/Black x1'])
    expect((await userCart(bob)).products).toEqual([])
  })
})

describe('the cart follows the catalogue', () => {
  test('a changed price shows at the next read, and a deleted product’s lines disappear', async () => {
    const gone = await seedProduct(t.db, {
      name: 'Short-Lived Cap',
      price: 15,
      variants: [variant({ size: 'One Size', color: 'Red', countInStock: 3 })],
    })
    const pricey = await seedProduct(t.db, {
      name: 'Repriced Scarf',
      price: 30,
      variants: [variant({ size: 'One Size', color: 'Blue', countInStock: 3 })],
    })
    const guestId = newGuestId()
    await add({ productId: gone, size: 'One Size', color: 'Red', quantity: 1, guestId })
    await add({ productId: pricey, size: 'One Size', color: 'Blue', quantity: 2, guestId })

    await t.db.update(products).set({ priceCents: 2499 }).where(eq(products.id, pricey))
    await t.db.delete(products).where(eq(products.id, gone))
    const cart = await guestCart(guestId)
    expect(cart.products).toEqual([
      expect.objectContaining({ productId: pricey, price: 24.99, quantity: 2 }),
    ])
    expect(cart.totalPrice).toBe(49.98)
  })

  test('a deleted customer’s cart goes with them', async () => {
    const customer = await createTestUser(t)
    await add(teeLine(1), customer.token)
    await deleteUser(t.db, customer.user.id)
    expect(await t.db.select().from(carts).where(eq(carts.userId, customer.user.id))).toEqual([])
  })
})
