import type { Quote } from '@shop/shared/checkout'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { US_ADDRESS } from '../../testing/place-order.js'
import { seedTaxRates } from '../../testing/pricing-factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

/**
 * A US address names one of the 50 states, DC or a territory, by code or name in any case, in
 * agreement with its ZIP code; otherwise 400 naming the field. Tax is never computed on a state
 * the shop does not recognise.
 */

let t: TestApp
let customer: TestUser
/** Canvas Tote: $50.00; California 7.25 %. */
let tote: string

beforeAll(async () => {
  t = await createTestApp()
  customer = await createTestUser(t)
  tote = await seedProduct(t.db, {
    name: 'Canvas Tote',
    price: 50,
    variants: [variant({ size: 'One Size', color: 'Natural', countInStock: 100 })],
  })
  await seedTaxRates(t.db, [{ country: 'US', state: 'CA', rate: 7250 }])
})

afterAll(async () => {
  await t.close()
})

const items = () => [{ productId: tote, size: 'One Size', color: 'Natural', quantity: 1 }]
const californian = { ...US_ADDRESS, city: 'San Francisco', state: 'CA', postalCode: '94103' }

function quote(state: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout/quote',
    headers: customer.headers,
    payload: {
      checkoutItems: items(),
      shippingAddress: { country: 'US', state },
      shippingOptionId: 'standard',
    },
  })
}

function checkout(shippingAddress: object, totalPrice: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: customer.headers,
    payload: {
      checkoutItems: items(),
      shippingAddress,
      shippingOption: { id: 'standard' },
      totalPrice,
    },
  })
}

test('"Calif." does not escape California’s tax: the quote and the checkout refuse it', async () => {
  const refused = await quote('Calif.')
  expect(refused.statusCode).toBe(400)
  expect(refused.json()).toEqual({ message: 'Please enter a valid US state.' })
  const order = await checkout({ ...californian, state: 'Calif.' }, 53.63)
  expect(order.statusCode).toBe(400)
  expect(order.json()).toEqual({ message: 'Please enter a valid US state.' })
})

test('a state by name in any case is recognised and taxed', async () => {
  const answer = await quote('california')
  expect(answer.statusCode).toBe(200)
  // $50 + $5.99 standard shipping; 7.25 % of 55.99 = 4.06
  expect(answer.json<Quote>()).toMatchObject({ subtotal: 50, tax: 4.06 })
  const order = await checkout({ ...californian, state: 'CALIFORNIA' }, answer.json<Quote>().total)
  expect(order.statusCode, order.body).toBe(201)
  expect(order.json<{ tax: number }>().tax).toBe(4.06)
})

test('a ZIP code of another state is refused, naming both fields', async () => {
  const order = await checkout({ ...californian, postalCode: '78701' }, 53.63)
  expect(order.statusCode).toBe(400)
  expect(order.json()).toEqual({
    message:
      'The ZIP code 78701 is in Texas, not in California: please check the state and ZIP code.',
  })
})
