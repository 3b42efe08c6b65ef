import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { US_ADDRESS } from '../../testing/place-order.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

/**
 * A checkout line or total beyond $1,000,000 is bad input with a message, never a 500 from an
 * amount the integer-cent columns cannot hold.
 */

let t: TestApp
let customer: TestUser
/** $1,000,000.00, the most a product may cost; plenty in stock. */
let watch: string
/** $600,000.00. */
let ring: string

beforeAll(async () => {
  t = await createTestApp()
  customer = await createTestUser(t)
  watch = await seedProduct(t.db, {
    name: 'Gold Watch',
    price: 1_000_000,
    variants: [variant({ size: 'One Size', color: 'Gold', countInStock: 1000 })],
  })
  ring = await seedProduct(t.db, {
    name: 'Diamond Ring',
    price: 600_000,
    variants: [variant({ size: 'One Size', color: 'Gold', countInStock: 10 })],
  })
})

afterAll(async () => {
  await t.close()
})

const line = (productId: string, quantity: number) => ({
  productId,
  size: 'One Size',
  color: 'Gold',
  quantity,
})

function checkout(checkoutItems: object[], totalPrice: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: customer.headers,
    payload: {
      checkoutItems,
      // Texas: no tax rate here, and a basket this size ships free.
      shippingAddress: US_ADDRESS,
      shippingOption: { id: 'standard' },
      paymentMethod: 'PayPal',
      totalPrice,
    },
  })
}

function quote(checkoutItems: object[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout/quote',
    headers: customer.headers,
    payload: { checkoutItems, shippingAddress: { country: 'US', state: 'TX' } },
  })
}

describe('amounts beyond what an order may hold', () => {
  test('a line far beyond what the shop can store is 400 with a message, not 500', async () => {
    // 25 × $1,000,000 is more cents than an integer column holds.
    const response = await checkout([line(watch, 25)], 25_000_000)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      message:
        'Gold Watch (One Size / Gold) comes to $25,000,000.00; one line of an order can be at most $1,000,000.00. Please lower the quantity.',
    })
  })

  test('a line over $1,000,000 is refused at checkout and in the quote', async () => {
    expect((await checkout([line(watch, 2)], 2_000_000)).statusCode).toBe(400)
    const answer = await quote([line(watch, 2)])
    expect(answer.statusCode).toBe(400)
    expect(answer.json<{ message: string }>().message).toContain('comes to $2,000,000.00')
  })

  test('a total over $1,000,000 made of smaller lines is refused too', async () => {
    const response = await checkout([line(ring, 1), line(watch, 1)], 1_600_000)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      message:
        'This order comes to $1,600,000.00; an order can be at most $1,000,000.00. Please lower the quantities.',
    })
  })

  test('exactly $1,000,000 is still an order', async () => {
    const response = await checkout([line(watch, 1)], 1_000_000)
    expect(response.statusCode).toBe(201)
    expect(response.json<{ totalPrice: number }>().totalPrice).toBe(1_000_000)
  })
})
