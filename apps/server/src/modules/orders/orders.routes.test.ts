import { ORDER_NOT_FOUND_MESSAGE, type Order } from '@shop/shared/orders'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LOGIN_FIRST_MESSAGE } from '../../plugins/auth.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { CANADIAN_ADDRESS, placeOrder as placeOrderThroughApi } from '../../testing/place-order.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { deleteUser } from '../users/users.service.js'

let t: TestApp
/** Orders Cap: $12.00, one size, plenty in stock. */
let cap: string

beforeAll(async () => {
  t = await createTestApp()
  cap = await seedProduct(t.db, {
    name: 'Orders Cap',
    price: 12,
    variants: [variant({ size: 'One Size', color: 'Olive', countInStock: 100 })],
  })
})

afterAll(async () => {
  await t.close()
})

/** Buys `quantity` caps with international standard shipping ($19.99) through the real API. */
const placeOrder = (user: TestUser, quantity: number): Promise<Order> =>
  placeOrderThroughApi(t.app, user, {
    lines: [{ productId: cap, size: 'One Size', color: 'Olive', quantity }],
    totalPrice: (1200 * quantity + 1999) / 100,
    shippingOptionId: 'international_standard',
    address: CANADIAN_ADDRESS,
  })

const getMyOrders = (user: TestUser) =>
  t.app.inject({ url: '/api/orders/my-orders', headers: user.headers })
const getOrder = (user: TestUser, id: string) =>
  t.app.inject({ url: `/api/orders/${id}`, headers: user.headers })

describe('GET /api/orders/my-orders', () => {
  test('a customer sees their own orders, newest first', async () => {
    const customer = await createTestUser(t)
    const other = await createTestUser(t)
    const first = await placeOrder(customer, 1)
    await placeOrder(other, 1)
    const second = await placeOrder(customer, 3)
    const response = await getMyOrders(customer)
    expect(response.statusCode).toBe(200)
    const orders = response.json<Order[]>()
    expect(orders.map((order) => order._id)).toEqual([second._id, first._id])
    expect(orders[0]).toMatchObject({
      shippingAddress: CANADIAN_ADDRESS,
      shippingOption: { id: 'international_standard', cost: 19.99 },
      orderItems: [
        { name: 'Orders Cap', quantity: 3, price: 12, size: 'One Size', color: 'Olive' },
      ],
      totalPrice: 55.99,
      status: 'Processing',
    })
  })

  test('a customer without orders gets an empty list', async () => {
    const customer = await createTestUser(t)
    const response = await getMyOrders(customer)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([])
  })

  test('a guest must log in first', async () => {
    const response = await t.app.inject('/api/orders/my-orders')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: LOGIN_FIRST_MESSAGE })
  })
})

describe('GET /api/orders/{id}', () => {
  test('a customer reads their order with every field of the contract', async () => {
    const customer = await createTestUser(t, { name: 'Grace Hopper' })
    const placed = await placeOrder(customer, 2)
    const response = await getOrder(customer, placed._id)
    expect(response.statusCode).toBe(200)
    const order = response.json<Order>()
    expect(order).toEqual(placed)
    expect(Object.keys(order).sort()).toEqual(
      [
        '_id',
        'createdAt',
        'user',
        'orderItems',
        'shippingAddress',
        'shippingOption',
        'paymentMethod',
        'paymentStatus',
        'paymentProvider',
        'subtotal',
        'discount',
        'discountCode',
        'shippingCost',
        'tax',
        'totalPrice',
        'storeCreditApplied',
        'refundedAmount',
        'refundedAt',
        'isPaid',
        'paidAt',
        'shippedAt',
        'isDelivered',
        'deliveredAt',
        'status',
        'trackingNumber',
      ].sort(),
    )
    expect(order.user).toEqual({ _id: customer.user.id, name: 'Grace Hopper' })
    expect(Object.keys(order.orderItems[0] ?? {}).sort()).toEqual(
      [
        '_id',
        'productId',
        'name',
        'image',
        'price',
        'size',
        'color',
        'quantity',
        'lineTotal',
      ].sort(),
    )
  })

  test('someone else’s order is not found, but an admin may read it', async () => {
    const owner = await createTestUser(t)
    const intruder = await createTestUser(t)
    const admin = await createTestUser(t, { role: 'admin' })
    const order = await placeOrder(owner, 1)
    const refused = await getOrder(intruder, order._id)
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toEqual({ message: ORDER_NOT_FOUND_MESSAGE })
    const allowed = await getOrder(admin, order._id)
    expect(allowed.statusCode).toBe(200)
    expect(allowed.json<Order>()._id).toBe(order._id)
  })

  test('an unknown or malformed id is not found', async () => {
    const customer = await createTestUser(t)
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await getOrder(customer, id)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: ORDER_NOT_FOUND_MESSAGE })
    }
  })

  test('an order outlives its customer’s account, without a user', async () => {
    const customer = await createTestUser(t)
    const admin = await createTestUser(t, { role: 'admin' })
    const order = await placeOrder(customer, 1)
    await deleteUser(t.db, customer.user.id)
    const response = await getOrder(admin, order._id)
    expect(response.statusCode).toBe(200)
    expect(response.json<Order>()).toMatchObject({ user: null, totalPrice: 31.99 })
  })
})
