import { randomUUID } from 'node:crypto'
import type { Cart } from '@shop/shared/cart'
import type { Checkout } from '@shop/shared/checkout'
import type { Order } from '@shop/shared/orders'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { mailOutbox, products } from '../../db/schema/index.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { CANADIAN_ADDRESS, placeOrder } from '../../testing/place-order.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

/** docs/api.md § Product images: a cart, checkout or order line shows the image of its colour. */

let t: TestApp
/** Colour Hoodie: $30, images tagged Mustard, Black, (none), Black; M in both colours. */
let hoodie: string
/** Plain Cap: $10, two untagged images, One Size in Olive. */
let cap: string

const MUSTARD_FRONT = '/uploads/hoodie-mustard-front.w800.webp'
const BLACK_BACK = '/uploads/hoodie-black-back.w800.webp'
const CAP_FIRST = '/uploads/cap-first.w800.webp'

beforeAll(async () => {
  t = await createTestApp()
  hoodie = await seedProduct(t.db, {
    name: 'Colour Hoodie',
    price: 30,
    images: [
      { url: MUSTARD_FRONT, altText: 'Front in Mustard', color: 'Mustard' },
      { url: BLACK_BACK, altText: 'Back in Black', color: 'Black' },
      { url: '/uploads/hoodie-label.w800.webp', altText: 'The label' },
      { url: '/uploads/hoodie-black-close.w800.webp', altText: 'Close-up', color: 'Black' },
    ],
    variants: [
      variant({ size: 'M', color: 'Mustard', countInStock: 50 }),
      variant({ size: 'M', color: 'Black', countInStock: 50 }),
      variant({ size: 'M', color: 'Navy', countInStock: 50 }),
    ],
  })
  cap = await seedProduct(t.db, {
    name: 'Plain Cap',
    price: 10,
    images: [
      { url: CAP_FIRST, altText: 'Cap' },
      { url: '/uploads/cap-second.w800.webp', altText: 'Cap again' },
    ],
    variants: [variant({ size: 'One Size', color: 'Olive', countInStock: 50 })],
  })
})

afterAll(async () => {
  await t.close()
})

/** International standard shipping, in dollars (docs/api.md § Shipping). */
const INTERNATIONAL_STANDARD = 19.99

const lines = () => [
  { productId: hoodie, size: 'M', color: 'Black', quantity: 1 },
  { productId: hoodie, size: 'M', color: 'Mustard', quantity: 1 },
  { productId: hoodie, size: 'M', color: 'Navy', quantity: 1 },
  { productId: cap, size: 'One Size', color: 'Olive', quantity: 1 },
]
/** Each line's colour and image, in the order given. */
const imagesOf = (items: readonly { color: string; image: string }[]) =>
  items.map((item) => [item.color, item.image])
const EXPECTED_IMAGES = [
  ['Black', BLACK_BACK],
  ['Mustard', MUSTARD_FRONT],
  // Navy has no picture of its own: the product's first image.
  ['Navy', MUSTARD_FRONT],
  // An untagged product: its first image, as before colours were tagged.
  ['Olive', CAP_FIRST],
]

const buy = (user: TestUser): Promise<Order> =>
  placeOrder(t.app, user, {
    lines: lines(),
    totalPrice: 30 * 3 + 10 + INTERNATIONAL_STANDARD,
    shippingOptionId: 'international_standard',
    address: CANADIAN_ADDRESS,
  })

describe('cart lines', () => {
  test("each line shows the image of its colour, else the product's first image", async () => {
    const guestId = `guest_${String(Date.now())}_${randomUUID().replaceAll('-', '')}`
    for (const line of lines()) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        payload: { ...line, guestId },
      })
      expect(added.statusCode, added.body).toBe(200)
    }
    const cart = await t.app.inject({ url: `/api/cart?guestId=${guestId}` })
    expect(imagesOf(cart.json<Cart>().products)).toEqual(EXPECTED_IMAGES)
  })
})

describe('checkout and order lines', () => {
  test('the checkout copies the image of each line colour', async () => {
    const buyer = await createTestUser(t)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: buyer.headers,
      payload: {
        checkoutItems: lines(),
        shippingAddress: CANADIAN_ADDRESS,
        shippingOption: { id: 'international_standard' },
        paymentMethod: 'PayPal',
        totalPrice: 30 * 3 + 10 + INTERNATIONAL_STANDARD,
      },
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(imagesOf(response.json<Checkout>().checkoutItems)).toEqual(EXPECTED_IMAGES)
  })

  test('the order, its page, the admin drawer and the confirmation mail show those images', async () => {
    const buyer = await createTestUser(t)
    const admin = await createTestUser(t, { role: 'admin' })
    const order = await buy(buyer)
    expect(imagesOf(order.orderItems)).toEqual(EXPECTED_IMAGES)

    const mine = await t.app.inject({ url: `/api/orders/${order._id}`, headers: buyer.headers })
    expect(imagesOf(mine.json<Order>().orderItems)).toEqual(EXPECTED_IMAGES)
    const drawer = await t.app.inject({
      url: `/api/admin/orders/${order._id}`,
      headers: admin.headers,
    })
    expect(imagesOf(drawer.json<Order>().orderItems)).toEqual(EXPECTED_IMAGES)

    const [mail] = await t.db
      .select({ payload: mailOutbox.payload })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.recipient, buyer.user.email), eq(mailOutbox.kind, 'order_confirmation')),
      )
    expect(imagesOf(mail?.payload.items as { color: string; image: string }[])).toEqual(
      EXPECTED_IMAGES,
    )
  })

  test('a past order keeps the image it was bought with after the pictures change', async () => {
    const buyer = await createTestUser(t)
    const scarf = await seedProduct(t.db, {
      name: 'Retagged Scarf',
      price: 10,
      images: [
        { url: '/uploads/scarf-red.w800.webp', altText: 'Red', color: 'Red' },
        { url: '/uploads/scarf-blue.w800.webp', altText: 'Blue', color: 'Blue' },
      ],
      variants: [
        variant({ size: 'One Size', color: 'Red', countInStock: 5 }),
        variant({ size: 'One Size', color: 'Blue', countInStock: 5 }),
      ],
    })
    const order = await placeOrder(t.app, buyer, {
      lines: [{ productId: scarf, size: 'One Size', color: 'Blue', quantity: 1 }],
      totalPrice: 10 + INTERNATIONAL_STANDARD,
      shippingOptionId: 'international_standard',
      address: CANADIAN_ADDRESS,
    })
    const newBlue = { url: '/uploads/scarf-new-blue.w800.webp', altText: 'Blue', color: 'Blue' }
    await t.db
      .update(products)
      .set({ images: [newBlue] })
      .where(eq(products.id, scarf))

    const again = await t.app.inject({ url: `/api/orders/${order._id}`, headers: buyer.headers })
    expect(imagesOf(again.json<Order>().orderItems)).toEqual([
      ['Blue', '/uploads/scarf-blue.w800.webp'],
    ])
  })
})
