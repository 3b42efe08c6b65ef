import type { AuditEntry } from '@shop/shared/audit'
import type { Cart } from '@shop/shared/cart'
import type { Checkout, CheckoutPayment, Quote, ShippingRates } from '@shop/shared/checkout'
import type { ShippingTableAnswer } from '@shop/shared/shipping-table'
import type { ShippingSummary } from '@shop/shared/shipping-summary'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { FORBIDDEN_MESSAGE, LOGIN_FIRST_MESSAGE } from '../../plugins/auth.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { CANADIAN_ADDRESS, US_ADDRESS } from '../../testing/place-order.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

let t: TestApp
let admin: TestUser
let customer: TestUser
/** $60.00, plenty in stock. */
let jacket: string

beforeAll(async () => {
  t = await createTestApp()
  admin = await createTestUser(t, { role: 'admin' })
  customer = await createTestUser(t)
  jacket = await seedProduct(t.db, {
    name: 'Zone Jacket',
    price: 60,
    variants: [variant({ size: 'M', color: 'Black', countInStock: 100 })],
  })
})

afterAll(async () => {
  await t.close()
})

type Zone = ShippingTableAnswer['zones'][number]

/** The rates of migration 0013: what an upgraded shop keeps until its owner changes them. */
const UPGRADED_US: Zone = {
  name: 'United States',
  countries: ['US'],
  rates: [
    { id: 'standard', label: 'Standard Shipping', cost: 5.99, estimatedDays: 5, freeOver: 100 },
    { id: 'express', label: 'Express Shipping', cost: 14.99, estimatedDays: 2 },
    { id: 'overnight', label: 'Overnight Shipping', cost: 29.99, estimatedDays: 1 },
  ],
}
const UPGRADED_TABLE: ShippingTableAnswer = {
  zones: [
    UPGRADED_US,
    {
      name: 'Rest of the world',
      countries: 'rest_of_world',
      rates: [
        {
          id: 'international_standard',
          label: 'International Standard',
          cost: 19.99,
          estimatedDays: 10,
        },
        {
          id: 'international_express',
          label: 'International Express',
          cost: 39.99,
          estimatedDays: 5,
        },
      ],
    },
  ],
}

const NORTH_AMERICA: Zone = {
  name: 'North America',
  countries: ['CA', 'US'],
  rates: [
    { id: 'standard', label: 'Standard', cost: 4.5, estimatedDays: 4, freeOver: 75 },
    { id: 'express', label: 'Express', cost: 12 },
  ],
}
const EUROPE: Zone = {
  name: 'Europe',
  countries: ['DE', 'FR'],
  rates: [{ id: 'standard', label: 'Europe Standard', cost: 9, freeOver: 150 }],
}
const FLAT_RATE = { id: 'flat', label: 'Flat rate', cost: 25, estimatedDays: 12 }
const EVERYWHERE_ELSE: Zone = {
  name: 'Everywhere else',
  countries: 'rest_of_world',
  rates: [FLAT_RATE],
}

/** North America, Europe and a flat rate everywhere else. */
const TABLE: ShippingTableAnswer = { zones: [NORTH_AMERICA, EUROPE, EVERYWHERE_ELSE] }

const as = (caller: TestUser | null) => {
  const headers = caller?.headers ?? {}
  return {
    read: () => t.app.inject({ url: '/api/admin/shipping', headers }),
    save: (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/shipping',
        headers,
        payload: payload as object,
      }),
  }
}

const storedTable = async () => (await as(admin).read()).json<ShippingTableAnswer>()

async function saveTable(table: ShippingTableAnswer): Promise<void> {
  const response = await as(admin).save(table)
  expect(response.statusCode, response.body).toBe(200)
}

const ratesFor = async (country: string, quantity = 1) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/shipping/rates',
    payload: { address: { country }, products: [{ productId: jacket, quantity }] },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ShippingRates>()
}

const jacketLine = (quantity: number) => ({
  productId: jacket,
  size: 'M',
  color: 'Black',
  quantity,
})

const quote = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/quote',
    headers: customer.headers,
    payload: { checkoutItems: [jacketLine(1)], ...payload },
  })

const createCheckout = (address: object, optionId: string, totalPrice: number, quantity = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: customer.headers,
    payload: {
      checkoutItems: [jacketLine(quantity)],
      shippingAddress: address,
      shippingOption: { id: optionId },
      paymentMethod: 'PayPal',
      totalPrice,
    },
  })

const summary = async () => {
  const response = await t.app.inject({ url: '/api/shipping/summary' })
  expect(response.statusCode).toBe(200)
  return response.json<ShippingSummary>()
}

describe('GET /api/admin/shipping', () => {
  test('an upgraded shop has the rates it charged before the table could be edited', async () => {
    const response = await as(admin).read()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(UPGRADED_TABLE)
  })
})

describe('PUT /api/admin/shipping', () => {
  beforeEach(async () => {
    await saveTable(TABLE)
  })

  test('the table is stored whole, in its order, answered and read back the same', async () => {
    // Codes in any case and order are stored upper-cased and sorted.
    const response = await as(admin).save({
      zones: [{ ...NORTH_AMERICA, countries: ['us', 'CA'] }, EUROPE, EVERYWHERE_ELSE],
    })
    expect(response.json()).toEqual(TABLE)
    expect(await storedTable()).toEqual(TABLE)
  })

  test('each save is in the audit log with the table before and after', async () => {
    await saveTable(UPGRADED_TABLE)
    const response = await t.app.inject({
      url: '/api/admin/audit?entityType=shipping&limit=1',
      headers: admin.headers,
    })
    const [entry] = response.json<AuditEntry[]>()
    expect(entry).toMatchObject({
      action: 'shipping.update',
      entityType: 'shipping',
      entityLabel: 'Shipping table',
      actorEmail: admin.user.email,
    })
    // One readable line per zone added, changed or removed.
    expect(entry?.changes).toEqual({
      'North America': {
        from: 'CA, US: standard “Standard” $4.50, 4 days, free over $75.00; express “Express” $12.00',
        to: null,
      },
      Europe: { from: 'DE, FR: standard “Europe Standard” $9.00, free over $150.00', to: null },
      'Everywhere else': { from: 'rest of the world: flat “Flat rate” $25.00, 12 days', to: null },
      'United States': {
        from: null,
        to: 'US: standard “Standard Shipping” $5.99, 5 days, free over $100.00; express “Express Shipping” $14.99, 2 days; overnight “Overnight Shipping” $29.99, 1 day',
      },
      'Rest of the world': {
        from: null,
        to: 'rest of the world: international_standard “International Standard” $19.99, 10 days; international_express “International Express” $39.99, 5 days',
      },
    })
  })

  const withZones = (...zones: unknown[]) => ({ zones })
  const zone = (name: string, countries: unknown, rates: unknown[] = [rate('standard', 5)]) => ({
    name,
    countries,
    rates,
  })
  const rate = (id: string, cost: unknown) => ({ id, label: id, cost })

  test.each([
    [
      'a country in two zones',
      withZones(zone('North America', ['US', 'CA']), zone('Domestic', ['us'])),
      'US is in two zones: "North America" and "Domestic".',
    ],
    [
      'two rest-of-the-world zones',
      withZones(zone('World', 'rest_of_world'), zone('Elsewhere', 'rest_of_world')),
      'Only one zone can be the rest of the world ("World" already is).',
    ],
    [
      'two rates with one id in a zone',
      withZones(zone('US', ['US'], [rate('standard', 5), rate('standard', 9)])),
      'Two rates of "US" have the id "standard".',
    ],
    [
      'a negative cost',
      withZones(zone('US', ['US'], [rate('standard', -1)])),
      'A rate’s cost cannot be negative.',
    ],
    ['an unknown country code', withZones(zone('Nowhere', ['XX'])), 'Unknown country code: "XX".'],
  ])('%s is refused with 400 and changes nothing', async (_case, payload, message) => {
    const before = await storedTable()
    const response = await as(admin).save(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
    expect(await storedTable()).toEqual(before)
  })

  test('only an admin reads or saves the table', async () => {
    const before = await storedTable()
    for (const call of [() => as(null).read(), () => as(null).save(TABLE)]) {
      const response = await call()
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ message: LOGIN_FIRST_MESSAGE })
    }
    for (const call of [() => as(customer).read(), () => as(customer).save({ zones: [] })]) {
      const response = await call()
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ message: FORBIDDEN_MESSAGE })
    }
    expect(await storedTable()).toEqual(before)
  })
})

describe('prices come from the saved table', () => {
  beforeEach(async () => {
    await saveTable(TABLE)
  })

  test('the rates are the zone’s naming the country, else the rest of the world’s', async () => {
    expect(await ratesFor('Canada')).toEqual({
      options: [
        { id: 'standard', label: 'Standard', cost: 4.5, estimated_days: 4 },
        { id: 'express', label: 'Express', cost: 12, estimated_days: null },
      ],
    })
    expect(await ratesFor('FR')).toEqual({
      options: [{ id: 'standard', label: 'Europe Standard', cost: 9, estimated_days: null }],
    })
    const flat = { options: [{ id: 'flat', label: 'Flat rate', cost: 25, estimated_days: 12 }] }
    expect(await ratesFor('Japan')).toEqual(flat)
    // A text that names no known country is the rest of the world's too.
    expect(await ratesFor('Atlantis')).toEqual(flat)
  })

  test('a rate is free only when the subtotal is over (strictly) its free-over amount', async () => {
    await saveTable({
      zones: [
        {
          name: 'US',
          countries: ['US'],
          rates: [{ id: 'standard', label: 'Standard', cost: 5, freeOver: 120 }],
        },
      ],
    })
    // Two jackets are $120.00: exactly the amount still pays; three ship free.
    expect((await ratesFor('USA', 2)).options[0]?.cost).toBe(5)
    expect((await ratesFor('USA', 3)).options[0]?.cost).toBe(0)
  })

  test('the quote and the checkout price with the table, and the checkout stores the rate', async () => {
    const quoted = await quote({
      shippingAddress: { country: 'Canada', state: 'ON' },
      shippingOptionId: 'express',
    })
    expect(quoted.statusCode, quoted.body).toBe(200)
    expect(quoted.json<Quote>()).toMatchObject({ shipping: 12, freeShippingRemaining: 15.01 })

    const response = await createCheckout(CANADIAN_ADDRESS, 'express', 72)
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json<Checkout>()).toMatchObject({
      shippingOption: { id: 'express', label: 'Express', cost: 12, estimated_days: null },
      shippingCost: 12,
      totalPrice: 72,
    })
  })

  test('a new flat international rate is what the next quote and checkout charge', async () => {
    await saveTable({
      zones: [
        NORTH_AMERICA,
        {
          name: 'International',
          countries: 'rest_of_world',
          rates: [{ id: 'international', label: 'International flat', cost: 15 }],
        },
      ],
    })
    expect((await ratesFor('Germany')).options).toEqual([
      { id: 'international', label: 'International flat', cost: 15, estimated_days: null },
    ])
    const germany = { ...CANADIAN_ADDRESS, country: 'Germany', state: 'Berlin' }
    const response = await createCheckout(germany, 'international', 75)
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json<Checkout>()).toMatchObject({ shippingCost: 15, totalPrice: 75 })
  })

  test('a country no zone covers gets no options and a message, and no checkout', async () => {
    await saveTable({ zones: [NORTH_AMERICA, EUROPE] })
    expect(await ratesFor('Japan')).toEqual({
      options: [],
      message: 'We do not ship to Japan yet.',
    })
    expect(await ratesFor('jp')).toEqual({ options: [], message: 'We do not ship to Japan yet.' })

    const quoted = await quote({ shippingAddress: { country: 'Japan' } })
    expect(quoted.statusCode).toBe(400)
    expect(quoted.json()).toEqual({ message: 'We do not ship to Japan yet.' })

    const japan = { ...CANADIAN_ADDRESS, country: 'Japan', state: 'Tokyo' }
    const response = await createCheckout(japan, 'standard', 69)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'We do not ship to Japan yet.' })
  })

  test('a checkout to a country the owner stops shipping to is refused before payment', async () => {
    const created = await createCheckout(US_ADDRESS, 'standard', 64.5)
    expect(created.statusCode, created.body).toBe(201)
    const checkoutId = created.json<Checkout>()._id
    await saveTable({ zones: [EUROPE] })
    const payment = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/${checkoutId}/payment`,
      headers: customer.headers,
    })
    expect(payment.statusCode).toBe(400)
    expect(payment.json()).toEqual({ message: 'We do not ship to United States yet.' })
  })

  test('a checkout whose rate changed before payment is refused with the fresh figures', async () => {
    const created = await createCheckout(US_ADDRESS, 'express', 72)
    const checkoutId = created.json<Checkout>()._id
    await saveTable({
      zones: [{ ...NORTH_AMERICA, rates: [{ id: 'express', label: 'Express', cost: 20 }] }],
    })
    const payment = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/${checkoutId}/payment`,
      headers: customer.headers,
    })
    expect(payment.statusCode).toBe(409)
    expect(payment.json()).toMatchObject({ shippingCost: 20, totalPrice: 80 })
    expect(payment.json<Partial<CheckoutPayment>>().orderId).toBeUndefined()
  })
})

describe('GET /api/shipping/summary', () => {
  test('tells the zones, their countries by name and rates, and where every zone ships free', async () => {
    await saveTable({
      zones: [
        NORTH_AMERICA,
        {
          name: 'Everywhere else',
          countries: 'rest_of_world',
          rates: [{ id: 'flat', label: 'Flat rate', cost: 25, freeOver: 200 }],
        },
      ],
    })
    expect(await summary()).toEqual({
      zones: [
        {
          name: 'North America',
          restOfWorld: false,
          countries: ['Canada', 'United States'],
          rates: [
            { id: 'standard', label: 'Standard', cost: 4.5, estimatedDays: 4, freeOver: 75 },
            { id: 'express', label: 'Express', cost: 12 },
          ],
        },
        {
          name: 'Everywhere else',
          restOfWorld: true,
          countries: [],
          rates: [{ id: 'flat', label: 'Flat rate', cost: 25, freeOver: 200 }],
        },
      ],
      freeShippingOver: 200,
    })
  })

  test('is cached, and a save shows in the next answer and in the cart', async () => {
    await saveTable(TABLE)
    // The rest of the world is never free: no promise of free shipping.
    expect((await summary()).freeShippingOver).toBeUndefined()
    const cached = await t.app.inject({ url: '/api/shipping/summary' })
    expect(cached.headers['cache-control']).not.toBe('no-store')

    await saveTable({
      zones: [UPGRADED_US, { ...EVERYWHERE_ELSE, rates: [{ ...FLAT_RATE, freeOver: 100 }] }],
    })
    expect((await summary()).freeShippingOver).toBe(100)
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: customer.headers,
      payload: jacketLine(1),
    })
    expect(cart.statusCode, cart.body).toBe(200)
    expect(cart.json<Cart>().freeShippingRemaining).toBe(40.01)

    await saveTable(TABLE)
    const after = await t.app.inject({ url: '/api/cart', headers: customer.headers })
    expect(after.json<Cart>()).not.toHaveProperty('freeShippingRemaining')
  })
})
