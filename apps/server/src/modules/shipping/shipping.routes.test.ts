import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ShippingRates } from '@shop/shared/checkout'
import { seedProduct } from '../../testing/factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

let t: TestApp
/** $60.00 */
let jacket: string

beforeAll(async () => {
  t = await createTestApp()
  jacket = await seedProduct(t.db, { name: 'Rates Jacket', price: 60 })
})

afterAll(async () => {
  await t.close()
})

const quote = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/shipping/rates', payload: payload as object })

const options = (body: ShippingRates) =>
  body.options.map((option) => `${option.id} ${String(option.cost)}`)

test('a guest gets the US options with labels, costs and estimated days', async () => {
  const response = await quote({
    address: { country: 'United States' },
    products: [{ productId: jacket, quantity: 1 }],
  })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({
    options: [
      { id: 'standard', label: 'Standard Shipping', cost: 5.99, estimated_days: 5 },
      { id: 'express', label: 'Express Shipping', cost: 14.99, estimated_days: 2 },
      { id: 'overnight', label: 'Overnight Shipping', cost: 29.99, estimated_days: 1 },
    ],
  })
})

test('an order over $100 at the database’s prices ships free on standard', async () => {
  const response = await quote({
    address: { country: 'USA', city: 'Austin' },
    products: [{ productId: jacket, quantity: 2 }],
  })
  expect(options(response.json())).toEqual(['standard 0', 'express 14.99', 'overnight 29.99'])
})

test('a client price cannot buy free shipping: the server prices the products itself', async () => {
  const response = await quote({
    address: { country: 'US' },
    products: [{ productId: jacket, quantity: 1, price: 500 }],
  })
  expect(options(response.json())[0]).toBe('standard 5.99')
})

test('unknown products add nothing to the subtotal', async () => {
  const response = await quote({
    address: { country: 'US' },
    products: [
      { productId: '00000000-0000-4000-8000-000000000000', quantity: 50 },
      { productId: 'not-an-id', quantity: 50 },
    ],
  })
  expect(response.statusCode).toBe(200)
  expect(options(response.json())[0]).toBe('standard 5.99')
})

test('an address abroad gets the international options', async () => {
  const response = await quote({
    address: { country: 'France' },
    products: [{ productId: jacket, quantity: 3 }],
  })
  expect(options(response.json())).toEqual([
    'international_standard 19.99',
    'international_express 39.99',
  ])
})

test('a quote without a country is refused with 400', async () => {
  for (const payload of [
    { products: [] },
    { address: {}, products: [] },
    { address: { country: ' ' } },
  ]) {
    const response = await quote(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Country is required.' })
  }
})

test('a quantity that is not a whole number is refused with 400', async () => {
  const response = await quote({
    address: { country: 'US' },
    products: [{ productId: jacket, quantity: '2' }],
  })
  expect(response.statusCode).toBe(400)
  expect(response.json()).toEqual({ message: 'Quantity must be a whole number.' })
})

test('a US ZIP code gives its city and state without a token', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/shipping/zip/10001' })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({ city: 'New York', state: 'NY', country: 'United States' })
})

test('an unknown ZIP code answers 404 with a message', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/shipping/zip/00000' })
  expect(response.statusCode).toBe(404)
  expect(response.json()).toMatchObject({ message: 'ZIP code not found.' })
})

test('address autocomplete is off until a Maps key is configured', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/shipping/address-autocomplete' })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({ googleMapsApiKey: null })
  const page = await t.app.inject({ method: 'GET', url: '/robots.txt' })
  expect(page.headers['content-security-policy']).not.toContain('google')
})

test('with a Maps key the checkout learns it and the page policy lets Google’s Places in', async () => {
  const withMaps = await createTestApp({ GOOGLE_MAPS_API_KEY: 'AIzaTest-key_123' })
  try {
    const response = await withMaps.app.inject({
      method: 'GET',
      url: '/api/shipping/address-autocomplete',
    })
    expect(response.json()).toEqual({ googleMapsApiKey: 'AIzaTest-key_123' })
    const page = await withMaps.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(page.headers['content-security-policy']).toContain('https://*.googleapis.com')
  } finally {
    await withMaps.close()
  }
})
