import {
  ORDER_DELETED_MESSAGE,
  ORDER_STATUS_INVALID_MESSAGE,
  ORDER_STOCK_RESTORE_CONFLICT_MESSAGE,
  TRACKING_NUMBER_INVALID_MESSAGE,
  MAX_TRACKING_NUMBER_LENGTH,
  type AdminOrder,
} from '@shop/shared/admin'
import type { Product } from '@shop/shared/catalog'
import { ORDER_NOT_FOUND_MESSAGE } from '@shop/shared/orders'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { productVariants, products } from '../../db/schema/index.js'
import { createTestUser } from '../../testing/auth-headers.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { SEED_ORDER_ADDRESS, seedOrder } from '../../testing/order-factories.js'
import { useSignedInTestApp } from '../../testing/signed-in-test-app.js'
import { isPostgresRun } from '../../testing/test-database.js'
import { deleteUser } from '../users/users.service.js'

const { t, admin } = useSignedInTestApp()

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const MINUTE = 60_000

const listOrders = () => t.app.inject({ url: '/api/admin/orders', headers: admin.headers })
const getOrder = (id: string) =>
  t.app.inject({ url: `/api/admin/orders/${id}`, headers: admin.headers })
const updateOrder = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/orders/${id}`, headers: admin.headers, payload })
const deleteOrder = (id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/orders/${id}`, headers: admin.headers })

/** The stock the shop shows for a variant, read through the (cached) public product page. */
async function shownStock(productId: string, size: string, color: string): Promise<number> {
  const product = (await t.app.inject({ url: `/api/products/${productId}` })).json<Product>()
  const found = product.variants.find((v) => v.size === size && v.color === color)
  if (!found) throw new Error(`No ${size}/${color} variant`)
  return found.countInStock
}

async function soldCountOf(productId: string): Promise<number> {
  const [row] = await t.db
    .select({ soldCount: products.soldCount })
    .from(products)
    .where(eq(products.id, productId))
  return row?.soldCount ?? -1
}

/** A product with one M/Black variant holding `stock` units, and a paid order of `quantity`. */
async function orderOfFreshProduct(stock: number, quantity: number) {
  const productId = await seedProduct(
    t.db,
    { variants: [variant({ size: 'M', color: 'Black', countInStock: stock })] },
    { soldCount: quantity },
  )
  const orderId = await seedOrder(t.db, {
    lines: [{ productId, size: 'M', color: 'Black', quantity }],
  })
  return { productId, orderId }
}

describe('GET /api/admin/orders', () => {
  test('the admin sees every customer’s orders, newest first, with name and e-mail', async () => {
    const ann = await createTestUser(t, { name: 'Ann' })
    const bob = await createTestUser(t, { name: 'Bob' })
    const now = Date.now()
    const older = await seedOrder(t.db, { userId: ann.user.id, createdAt: new Date(now - MINUTE) })
    const newer = await seedOrder(t.db, { userId: bob.user.id, createdAt: new Date(now) })
    const response = await listOrders()
    expect(response.statusCode).toBe(200)
    const orders = response.json<AdminOrder[]>()
    const ids = orders.map((order) => order._id)
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older))
    expect(orders.find((order) => order._id === older)).toMatchObject({
      user: { _id: ann.user.id, name: 'Ann', email: ann.user.email },
      shippingAddress: SEED_ORDER_ADDRESS,
      status: 'Processing',
      isPaid: true,
    })
  })

  test('an order of a deleted account shows no user', async () => {
    const gone = await createTestUser(t)
    const orderId = await seedOrder(t.db, { userId: gone.user.id })
    await deleteUser(t.db, gone.user.id)
    const order = (await listOrders()).json<AdminOrder[]>().find((o) => o._id === orderId)
    expect(order?.user).toBeNull()
  })
})

describe('GET /api/admin/orders/:id', () => {
  test('the admin reads any order with its lines as they were bought', async () => {
    const { productId, orderId } = await orderOfFreshProduct(5, 2)
    await t.db.update(products).set({ name: 'Renamed Later' }).where(eq(products.id, productId))
    const response = await getOrder(orderId)
    expect(response.statusCode).toBe(200)
    expect(response.json<AdminOrder>()).toMatchObject({
      _id: orderId,
      orderItems: [{ productId, name: 'Seeded item', size: 'M', color: 'Black', quantity: 2 }],
      totalPrice: 25,
    })
  })

  test('an unknown or malformed id answers 404', async () => {
    for (const id of [UNKNOWN_ID, 'nope', `${UNKNOWN_ID}x`]) {
      const response = await getOrder(id)
      expect(response.statusCode, id).toBe(404)
      expect(response.json()).toEqual({ message: ORDER_NOT_FOUND_MESSAGE })
    }
  })
})

describe('PUT /api/admin/orders/:id', () => {
  test('saving a tracking number marks the order Shipped', async () => {
    const orderId = await seedOrder(t.db)
    const response = await updateOrder(orderId, { trackingNumber: ' 1Z999AA10123456784 ' })
    expect(response.statusCode).toBe(200)
    expect(response.json<AdminOrder>()).toMatchObject({
      status: 'Shipped',
      trackingNumber: '1Z999AA10123456784',
      isDelivered: false,
    })
    expect((await getOrder(orderId)).json<AdminOrder>().status).toBe('Shipped')
  })

  test('Delivered sets isDelivered and deliveredAt; leaving it clears both', async () => {
    const orderId = await seedOrder(t.db, { status: 'Shipped', trackingNumber: 'TRACK-1' })
    const before = Date.now()
    const delivered = (await updateOrder(orderId, { status: 'Delivered' })).json<AdminOrder>()
    expect(delivered).toMatchObject({ status: 'Delivered', isDelivered: true })
    const deliveredAt = Date.parse(delivered.deliveredAt ?? '')
    expect(deliveredAt).toBeGreaterThanOrEqual(before - 1000)
    expect(deliveredAt).toBeLessThanOrEqual(Date.now() + 1000)

    const back = (await updateOrder(orderId, { status: 'Shipped' })).json<AdminOrder>()
    expect(back).toMatchObject({
      status: 'Shipped',
      isDelivered: false,
      deliveredAt: null,
      trackingNumber: 'TRACK-1',
    })
  })

  test('an empty tracking number clears it and keeps the status', async () => {
    const orderId = await seedOrder(t.db, { status: 'Shipped', trackingNumber: 'TRACK-2' })
    const response = await updateOrder(orderId, { trackingNumber: '' })
    expect(response.json<AdminOrder>()).toMatchObject({ status: 'Shipped', trackingNumber: null })
  })

  test('cancelling returns the units to stock once, visible on the product page at once', async () => {
    const { productId, orderId } = await orderOfFreshProduct(3, 2)
    expect(await shownStock(productId, 'M', 'Black')).toBe(3)

    const cancelled = await updateOrder(orderId, { status: 'Cancelled' })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json<AdminOrder>().status).toBe('Cancelled')
    expect(await shownStock(productId, 'M', 'Black')).toBe(5)
    expect(await soldCountOf(productId)).toBe(0)

    const again = await updateOrder(orderId, { status: 'Cancelled' })
    expect(again.statusCode).toBe(200)
    expect(await shownStock(productId, 'M', 'Black')).toBe(5)
  })

  test('taking a cancelled order back takes its units again', async () => {
    const { productId, orderId } = await orderOfFreshProduct(3, 2)
    await updateOrder(orderId, { status: 'Cancelled' })
    const restored = await updateOrder(orderId, { status: 'Processing' })
    expect(restored.statusCode).toBe(200)
    expect(restored.json<AdminOrder>().status).toBe('Processing')
    expect(await shownStock(productId, 'M', 'Black')).toBe(3)
    expect(await soldCountOf(productId)).toBe(2)
  })

  test('a cancelled order whose units were sold meanwhile cannot be taken back (409)', async () => {
    const { productId, orderId } = await orderOfFreshProduct(0, 2)
    await updateOrder(orderId, { status: 'Cancelled' })
    // Someone buys one of the two returned units.
    await t.db
      .update(productVariants)
      .set({ countInStock: 1 })
      .where(eq(productVariants.productId, productId))
    const response = await updateOrder(orderId, { trackingNumber: 'TRACK-3' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: ORDER_STOCK_RESTORE_CONFLICT_MESSAGE })
    expect((await getOrder(orderId)).json<AdminOrder>()).toMatchObject({
      status: 'Cancelled',
      trackingNumber: null,
    })
    expect(await shownStock(productId, 'M', 'Black')).toBe(1)
  })

  test('cancelling an order of a since-deleted product moves only the stock still there', async () => {
    const kept = await seedProduct(t.db, {
      variants: [variant({ size: 'S', color: 'Red', countInStock: 1 })],
    })
    const orderId = await seedOrder(t.db, {
      lines: [
        { productId: null, size: 'M', color: 'Blue', quantity: 1, name: 'Deleted Hat' },
        { productId: kept, size: 'S', color: 'Red', quantity: 2 },
      ],
    })
    expect((await updateOrder(orderId, { status: 'Cancelled' })).statusCode).toBe(200)
    expect(await shownStock(kept, 'S', 'Red')).toBe(3)
    expect((await updateOrder(orderId, { status: 'Shipped' })).statusCode).toBe(200)
    expect(await shownStock(kept, 'S', 'Red')).toBe(1)
  })

  test.each([
    [{ status: 'Lost' }, ORDER_STATUS_INVALID_MESSAGE],
    [{ status: 3 }, ORDER_STATUS_INVALID_MESSAGE],
    [
      { trackingNumber: 'x'.repeat(MAX_TRACKING_NUMBER_LENGTH + 1) },
      TRACKING_NUMBER_INVALID_MESSAGE,
    ],
    [{ trackingNumber: 12345 }, TRACKING_NUMBER_INVALID_MESSAGE],
  ])('a bad change is refused with 400: %#', async (body, message) => {
    const orderId = await seedOrder(t.db)
    const response = await updateOrder(orderId, body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
  })

  test('an unknown or malformed id answers 404', async () => {
    for (const id of [UNKNOWN_ID, 'nope']) {
      const response = await updateOrder(id, { status: 'Shipped' })
      expect(response.statusCode, id).toBe(404)
      expect(response.json()).toEqual({ message: ORDER_NOT_FOUND_MESSAGE })
    }
  })

  test.runIf(isPostgresRun())(
    'parallel cancellations of one order return its units exactly once',
    async () => {
      const { productId, orderId } = await orderOfFreshProduct(0, 2)
      const responses = await Promise.all(
        Array.from({ length: 4 }, () => updateOrder(orderId, { status: 'Cancelled' })),
      )
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200])
      expect(await shownStock(productId, 'M', 'Black')).toBe(2)
    },
  )
})

describe('DELETE /api/admin/orders/:id', () => {
  test('the admin deletes an order; it is gone and stock stays as it was', async () => {
    const { productId, orderId } = await orderOfFreshProduct(4, 1)
    const response = await deleteOrder(orderId)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: ORDER_DELETED_MESSAGE })
    expect((await getOrder(orderId)).statusCode).toBe(404)
    expect(await shownStock(productId, 'M', 'Black')).toBe(4)
  })

  test('an unknown or malformed id answers 404', async () => {
    for (const id of [UNKNOWN_ID, 'nope']) {
      const response = await deleteOrder(id)
      expect(response.statusCode, id).toBe(404)
      expect(response.json()).toEqual({ message: ORDER_NOT_FOUND_MESSAGE })
    }
  })
})
