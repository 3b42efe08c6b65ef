import {
  IMAGE_URL_NOT_HTTPS_MESSAGE,
  PRODUCT_BRAND_REQUIRED_MESSAGE,
  PRODUCT_CHANGED_MESSAGE,
  PRODUCT_UPDATED_AT_REQUIRED_MESSAGE,
  PRODUCT_CATEGORY_REQUIRED_MESSAGE,
  PRODUCT_DELETED_MESSAGE,
  PRODUCT_DESCRIPTION_REQUIRED_MESSAGE,
  PRODUCT_NAME_REQUIRED_MESSAGE,
  PRODUCT_PRICE_MESSAGE,
  PRODUCT_VARIANTS_REQUIRED_MESSAGE,
  VARIANT_COLOR_REQUIRED_MESSAGE,
  VARIANT_SIZE_REQUIRED_MESSAGE,
  VARIANT_SKU_REQUIRED_MESSAGE,
  VARIANT_STOCK_MESSAGE,
  duplicateVariantMessage,
  skuTakenMessage,
} from '@shop/shared/admin-products'
import type { Cart } from '@shop/shared/cart'
import type { Product } from '@shop/shared/catalog'
import type { Checkout, CheckoutPayment } from '@shop/shared/checkout'
import type { Order } from '@shop/shared/orders'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { FORBIDDEN_MESSAGE, LOGIN_FIRST_MESSAGE } from '../../plugins/auth.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { productInput, seedProduct, variant } from '../../testing/factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { PRODUCT_NOT_FOUND_MESSAGE } from './catalog.service.js'

let t: TestApp
let admin: TestUser
let customer: TestUser

beforeAll(async () => {
  t = await createTestApp()
  admin = await createTestUser(t, { role: 'admin' })
  customer = await createTestUser(t, { role: 'customer' })
})

afterAll(async () => {
  await t.close()
})

type Caller = TestUser | undefined

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  caller: Caller,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    ...(caller ? { headers: caller.headers } : {}),
    ...(payload ? { payload } : {}),
  })
}

/** A valid body with a fresh SKU, as the admin form sends it. */
function productBody(overrides: Record<string, unknown> = {}) {
  return { ...productInput({ variants: [variant()] }), ...overrides }
}

async function createAsAdmin(overrides: Record<string, unknown> = {}): Promise<Product> {
  const response = await call('POST', '/api/products', admin, productBody(overrides))
  expect(response.statusCode).toBe(201)
  return response.json<Product>()
}

const publicProduct = (id: string) => call('GET', `/api/products/${id}`, undefined)

describe('POST /api/products', () => {
  test('an admin creates a product that shoppers see at once, with variants and images in order', async () => {
    // Read the catalogue first so its answer is cached: the create must drop that cache.
    const before = await call('GET', '/api/products/new-arrivals', undefined)
    expect(before.statusCode).toBe(200)

    const images = [
      { url: '/uploads/c.w800.webp', altText: 'Back' },
      { url: '/uploads/a.w800.webp', altText: 'Front' },
      { url: 'https://images.example.com/side.webp', altText: 'Side' },
    ]
    const variants = [
      variant({ size: 'L', color: 'Sand', countInStock: 0 }),
      variant({ size: 'S', color: 'Sand', countInStock: 7 }),
      variant({ size: 'M', color: 'Olive', countInStock: 3 }),
    ]
    const response = await call(
      'POST',
      '/api/products',
      admin,
      productBody({
        name: '  Dune Overshirt ',
        price: 64.5,
        originalPrice: 80,
        brand: 'Harbor & Pine',
        images,
        variants,
      }),
    )
    expect(response.statusCode).toBe(201)
    const created = response.json<Product>()
    expect(created).toMatchObject({
      name: 'Dune Overshirt',
      price: 64.5,
      originalPrice: 80,
      brand: 'Harbor & Pine',
      images,
      variants,
    })

    expect((await publicProduct(created._id)).json<Product>()).toEqual(created)
    const arrivals = (await call('GET', '/api/products/new-arrivals', undefined)).json<Product[]>()
    expect(arrivals[0]?._id).toBe(created._id)
  })

  test('brand, collections, material, gender and images may be left out on create', async () => {
    const response = await call('POST', '/api/products', admin, {
      name: 'Bare Tee',
      description: 'Nothing else to say.',
      price: 0,
      category: 'Top Wear',
      variants: [variant()],
    })
    expect(response.statusCode).toBe(201)
    expect(response.json<Product>()).toMatchObject({
      brand: '',
      collections: '',
      images: [],
      price: 0,
    })
    expect(response.json<Product>().originalPrice).toBeUndefined()
  })

  test.each([
    ['no name', { name: undefined }, PRODUCT_NAME_REQUIRED_MESSAGE],
    ['a blank name', { name: '   ' }, PRODUCT_NAME_REQUIRED_MESSAGE],
    ['no description', { description: '' }, PRODUCT_DESCRIPTION_REQUIRED_MESSAGE],
    ['a negative price', { price: -0.01 }, PRODUCT_PRICE_MESSAGE],
    ['a price as text', { price: '20' }, PRODUCT_PRICE_MESSAGE],
    ['no price', { price: undefined }, PRODUCT_PRICE_MESSAGE],
    ['no category', { category: undefined }, PRODUCT_CATEGORY_REQUIRED_MESSAGE],
    ['no variants', { variants: [] }, PRODUCT_VARIANTS_REQUIRED_MESSAGE],
    [
      'a variant without size',
      { variants: [variant({ size: '' })] },
      VARIANT_SIZE_REQUIRED_MESSAGE,
    ],
    [
      'a variant without color',
      { variants: [variant({ color: ' ' })] },
      VARIANT_COLOR_REQUIRED_MESSAGE,
    ],
    ['a variant without SKU', { variants: [variant({ sku: '' })] }, VARIANT_SKU_REQUIRED_MESSAGE],
    ['a negative stock', { variants: [variant({ countInStock: -1 })] }, VARIANT_STOCK_MESSAGE],
    ['a fractional stock', { variants: [variant({ countInStock: 1.5 })] }, VARIANT_STOCK_MESSAGE],
    ['a stock as text', { variants: [{ ...variant(), countInStock: '4' }] }, VARIANT_STOCK_MESSAGE],
    [
      'an http:// image (the shop shows https: images only, and the CSV import refuses it)',
      { images: [{ url: 'http://images.example.com/front.webp', altText: 'Front' }] },
      IMAGE_URL_NOT_HTTPS_MESSAGE,
    ],
  ])('%s is refused with 400 and the field message', async (_label, overrides, message) => {
    const response = await call('POST', '/api/products', admin, productBody(overrides))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
  })

  test('a SKU another product uses is refused with 409 and nothing is created', async () => {
    const existing = await createAsAdmin()
    const takenSku = existing.variants[0]?.sku ?? ''
    const name = 'Would-be Duplicate'
    const response = await call(
      'POST',
      '/api/products',
      admin,
      productBody({ name, variants: [variant(), variant({ size: 'L', sku: takenSku })] }),
    )
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: skuTakenMessage(takenSku) })
    const all = (await call('GET', '/api/admin/products', admin)).json<Product[]>()
    expect(all.some((product) => product.name === name)).toBe(false)
  })

  test('one product listing the same SKU twice is refused with 409', async () => {
    const response = await call(
      'POST',
      '/api/products',
      admin,
      productBody({
        variants: [variant({ size: 'S', sku: 'TWICE-1' }), variant({ size: 'M', sku: 'TWICE-1' })],
      }),
    )
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: skuTakenMessage('TWICE-1') })
  })

  test('one product listing the same size in the same colour twice is refused with 400', async () => {
    const response = await call(
      'POST',
      '/api/products',
      admin,
      productBody({
        variants: [variant({ size: 'M', color: 'Red' }), variant({ size: 'M', color: 'Red' })],
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: duplicateVariantMessage('M', 'Red') })
  })

  test('parallel creates with one new SKU: exactly one wins, the others get the 409', async () => {
    const sku = `RACE-${String(Date.now())}`
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', '/api/products', admin, productBody({ variants: [variant({ sku })] })),
      ),
    )
    const statuses = responses.map((response) => response.statusCode).sort()
    expect(statuses).toEqual([201, 409, 409, 409])
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ message: skuTakenMessage(sku) })
    }
  })

  test('a guest gets 401 and a customer 403, even with a bad body', async () => {
    const guest = await call('POST', '/api/products', undefined, productBody())
    expect(guest.statusCode).toBe(401)
    expect(guest.json()).toEqual({ message: LOGIN_FIRST_MESSAGE })
    for (const body of [productBody(), { name: '' }]) {
      const response = await call('POST', '/api/products', customer, body)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ message: FORBIDDEN_MESSAGE })
    }
  })
})

describe.each(['/api/products', '/api/admin/products'])('PUT %s/:id', (prefix) => {
  test('an edit replaces the product, its variants and images in the given order', async () => {
    const product = await createAsAdmin({ name: 'Before Edit' })
    // Cached before the edit: the edit must drop it.
    expect((await publicProduct(product._id)).json<Product>().name).toBe('Before Edit')

    const ownSku = product.variants[0]?.sku ?? ''
    const variants = [
      variant({ size: 'XL', color: 'Navy', countInStock: 2 }),
      variant({ size: 'S', color: 'Navy', sku: ownSku, countInStock: 0 }),
    ]
    const images = [
      { url: '/uploads/second.w800.webp', altText: 'Second becomes first' },
      { url: '/uploads/first.w800.webp', altText: 'First becomes second' },
    ]
    const response = await call('PUT', `${prefix}/${product._id}`, admin, {
      ...productBody({
        name: 'After Edit',
        price: 12.25,
        brand: 'Northfold',
        originalPrice: null,
        variants,
        images,
      }),
      updatedAt: product.updatedAt,
    })
    expect(response.statusCode).toBe(200)
    const edited = response.json<Product>()
    expect(edited).toMatchObject({
      _id: product._id,
      name: 'After Edit',
      price: 12.25,
      variants,
      images,
    })
    expect(edited.originalPrice).toBeUndefined()
    expect(edited.createdAt).toBe(product.createdAt)
    expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(product.updatedAt))
    expect((await publicProduct(product._id)).json<Product>()).toEqual(edited)
  })

  test('an edit without a brand is refused with 400', async () => {
    const product = await createAsAdmin({ brand: 'Testwear' })
    const response = await call(
      'PUT',
      `${prefix}/${product._id}`,
      admin,
      productBody({ brand: '' }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: PRODUCT_BRAND_REQUIRED_MESSAGE })
  })

  test('an edit taking another product’s SKU is refused with 409 and changes nothing', async () => {
    const other = await createAsAdmin()
    const product = await createAsAdmin({ name: 'Keeps Its Name' })
    const takenSku = other.variants[0]?.sku ?? ''
    const response = await call('PUT', `${prefix}/${product._id}`, admin, {
      ...productBody({ name: 'Renamed', variants: [variant({ sku: takenSku })] }),
      updatedAt: product.updatedAt,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: skuTakenMessage(takenSku) })
    expect((await publicProduct(product._id)).json<Product>()).toEqual(product)
  })

  test('a bad body is refused with 400 and the field message', async () => {
    const product = await createAsAdmin()
    const response = await call(
      'PUT',
      `${prefix}/${product._id}`,
      admin,
      productBody({ variants: [variant({ countInStock: -3 })] }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: VARIANT_STOCK_MESSAGE })
  })

  test.each(['00000000-0000-4000-8000-000000000000', 'not-an-id'])(
    'an unknown product (%s) answers 404',
    async (id) => {
      const response = await call('PUT', `${prefix}/${id}`, admin, {
        ...productBody(),
        updatedAt: new Date().toISOString(),
      })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: PRODUCT_NOT_FOUND_MESSAGE })
    },
  )

  test('a guest gets 401 and a customer 403', async () => {
    const product = await createAsAdmin()
    const url = `${prefix}/${product._id}`
    expect((await call('PUT', url, undefined, productBody())).statusCode).toBe(401)
    const response = await call('PUT', url, customer, productBody({ name: 'Hijacked' }))
    expect(response.statusCode).toBe(403)
    expect((await publicProduct(product._id)).json<Product>().name).toBe(product.name)
  })
})

describe('GET /api/admin/products', () => {
  test('lists every product, newest first, beyond one shop page', async () => {
    const DAY = 24 * 60 * 60 * 1000
    const ids: string[] = []
    // Older than anything the other tests make, so these 30 are the tail of the list in order.
    for (let index = 0; index < 30; index += 1) {
      ids.push(
        await seedProduct(
          t.db,
          { name: `Listed ${String(index)}`, variants: [variant()] },
          { createdAt: new Date(Date.UTC(2020, 0, 1) + index * DAY) },
        ),
      )
    }
    const response = await call('GET', '/api/admin/products', admin)
    expect(response.statusCode).toBe(200)
    const listed = response.json<Product[]>().map((product) => product._id)
    expect(listed.slice(-30)).toEqual([...ids].reverse())
    const createdAt = response.json<Product[]>().map((product) => Date.parse(product.createdAt))
    expect(createdAt).toEqual([...createdAt].sort((a, b) => b - a))
  })

  test('a guest gets 401 and a customer 403', async () => {
    expect((await call('GET', '/api/admin/products', undefined)).statusCode).toBe(401)
    const response = await call('GET', '/api/admin/products', customer)
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ message: FORBIDDEN_MESSAGE })
  })
})

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Analytical Way',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  country: 'United States',
  phone: '217 555 0142',
}

/** Buys one unit through the real API (demo payments) and answers the order. */
async function buyOne(buyer: TestUser, product: Product): Promise<Order> {
  const line = product.variants[0]
  if (!line) throw new Error('the product needs a variant')
  const checkout = await call('POST', '/api/checkout', buyer, {
    checkoutItems: [{ productId: product._id, size: line.size, color: line.color, quantity: 1 }],
    shippingAddress: ADDRESS,
    shippingOption: { id: 'standard' },
    paymentMethod: 'PayPal',
    totalPrice: product.price + 5.99,
  })
  expect(checkout.json()).toMatchObject({ _id: expect.any(String) as string })
  const checkoutId = checkout.json<Checkout>()._id
  const payment = (
    await call('POST', `/api/checkout/${checkoutId}/payment`, buyer)
  ).json<CheckoutPayment>()
  await call('PUT', `/api/checkout/${checkoutId}/pay`, buyer, {
    paymentStatus: 'paid',
    paymentDetails: { orderId: payment.orderId },
  })
  const order = await call('POST', `/api/checkout/${checkoutId}/finalize`, buyer)
  expect(order.statusCode).toBe(201)
  return order.json<Order>()
}

describe('PUT with the updatedAt the form was loaded with', () => {
  test('a save without updatedAt is refused with 428 and changes nothing', async () => {
    const product = await createAsAdmin({ name: 'Blind Save Tee' })
    const blind = await call('PUT', `/api/products/${product._id}`, admin, {
      ...productBody({ brand: 'Slide', price: 77 }),
      variants: product.variants.map((variant) => ({ ...variant, countInStock: 99 })),
    })
    expect(blind.statusCode).toBe(428)
    expect(blind.json()).toEqual({ message: PRODUCT_UPDATED_AT_REQUIRED_MESSAGE })
    const now = (await call('GET', `/api/products/${product._id}`, undefined)).json<Product>()
    expect(now.price).toBe(product.price)
    expect(now.variants[0]?.countInStock).toBe(product.variants[0]?.countInStock)
  })

  test('a second save from the same stale copy is refused with 409 and keeps the first', async () => {
    const product = await createAsAdmin({ name: 'Twice Edited Tee' })
    const first = await call('PUT', `/api/admin/products/${product._id}`, admin, {
      ...productBody({ brand: 'Slide', price: 30 }),
      variants: product.variants,
      updatedAt: product.updatedAt,
    })
    expect(first.statusCode).toBe(200)

    const stale = await call('PUT', `/api/admin/products/${product._id}`, admin, {
      ...productBody({ brand: 'Slide', price: 99 }),
      variants: product.variants,
      updatedAt: product.updatedAt,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual({ message: PRODUCT_CHANGED_MESSAGE })
    const now = (await call('GET', `/api/products/${product._id}`, undefined)).json<Product>()
    expect(now.price).toBe(30)
  })

  test('a sale after the form was opened refuses the save, so the sold unit is not put back', async () => {
    const product = await createAsAdmin({ name: 'Sold While Editing Cap' })
    const opened = (await call('GET', `/api/admin/products`, admin))
      .json<Product[]>()
      .find((candidate) => candidate._id === product._id)
    if (!opened) throw new Error('the admin list lacks the product')
    const stockBefore = opened.variants[0]?.countInStock ?? 0

    await buyOne(customer, product)

    const save = await call('PUT', `/api/admin/products/${product._id}`, admin, {
      ...productBody({ brand: 'Slide' }),
      variants: opened.variants,
      updatedAt: opened.updatedAt,
    })
    expect(save.statusCode).toBe(409)
    const now = (await call('GET', `/api/products/${product._id}`, undefined)).json<Product>()
    expect(now.variants[0]?.countInStock).toBe(stockBefore - 1)
  })
})

describe('DELETE /api/products/:id', () => {
  test('a deleted product is gone, its past orders stay readable and cart lines go', async () => {
    const product = await createAsAdmin({
      name: 'Soon Gone Hoodie',
      price: 40,
      images: [{ url: '/uploads/gone.w800.webp', altText: 'Gone' }],
      variants: [variant({ size: 'M', color: 'Charcoal', countInStock: 5 })],
    })
    const buyer = await createTestUser(t)
    const order = await buyOne(buyer, product)
    const guestId = `guest_${String(Date.now())}_deletetest`
    const added = await call('POST', '/api/cart', undefined, {
      productId: product._id,
      size: 'M',
      color: 'Charcoal',
      quantity: 1,
      guestId,
    })
    expect(added.json<Cart>().products).toHaveLength(1)

    const response = await call('DELETE', `/api/products/${product._id}`, admin)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: PRODUCT_DELETED_MESSAGE })

    expect((await publicProduct(product._id)).statusCode).toBe(404)
    const all = (await call('GET', '/api/admin/products', admin)).json<Product[]>()
    expect(all.some((listed) => listed._id === product._id)).toBe(false)

    const kept = await call('GET', `/api/orders/${order._id}`, buyer)
    expect(kept.statusCode).toBe(200)
    expect(kept.json<Order>().orderItems).toEqual([{ ...order.orderItems[0], productId: null }])
    expect(kept.json<Order>().orderItems[0]).toMatchObject({
      name: 'Soon Gone Hoodie',
      price: 40,
      image: '/uploads/gone.w800.webp',
    })

    const cart = await call('GET', `/api/cart?guestId=${guestId}`, undefined)
    expect(cart.json<Cart>().products).toEqual([])
  })

  test.each(['00000000-0000-4000-8000-000000000000', 'nope'])(
    'an unknown product (%s) answers 404',
    async (id) => {
      const response = await call('DELETE', `/api/products/${id}`, admin)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: PRODUCT_NOT_FOUND_MESSAGE })
    },
  )

  test('a guest gets 401 and a customer 403, and the product stays', async () => {
    const product = await createAsAdmin()
    expect((await call('DELETE', `/api/products/${product._id}`, undefined)).statusCode).toBe(401)
    expect((await call('DELETE', `/api/products/${product._id}`, customer)).statusCode).toBe(403)
    expect((await publicProduct(product._id)).statusCode).toBe(200)
  })
})
