import type { Quote } from '@shop/shared/checkout'
import {
  MAX_TAX_RATES,
  TAX_RATE_DUPLICATE_MESSAGE,
  TAX_RATE_MESSAGE,
  type TaxRate,
} from '@shop/shared/tax'
import { beforeEach, describe, expect, test } from 'vitest'
import { FORBIDDEN_MESSAGE, LOGIN_FIRST_MESSAGE } from '../../plugins/auth.js'
import type { TestUser } from '../../testing/auth-headers.js'
import { seedProduct } from '../../testing/factories.js'
import { useSignedInTestApp } from '../../testing/signed-in-test-app.js'

const { t, admin, customer } = useSignedInTestApp()

const STARTING_RATES = [
  { country: 'US', state: 'CA', rate: 7.25 },
  { country: 'DE', rate: 19 },
]

const as = (caller: TestUser | null) => {
  const headers = caller?.headers ?? {}
  return {
    list: () => t.app.inject({ url: '/api/admin/tax-rates', headers }),
    save: (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/tax-rates',
        headers,
        payload: payload as object,
      }),
  }
}

const storedRates = async () => (await as(admin).list()).json<TaxRate[]>()

// Each test starts from the same two rates, so a refused save can be seen to change nothing.
beforeEach(async () => {
  expect((await as(admin).save(STARTING_RATES)).statusCode).toBe(200)
})

describe('PUT /api/admin/tax-rates', () => {
  test('the list is stored as match keys, sorted, and read back the same', async () => {
    const response = await as(admin).save([
      { country: 'usa', state: 'California', rate: 7.25 },
      { country: 'United States', state: 'ny', rate: 4 },
      { country: 'US', rate: 0 },
      { country: ' germany ', state: null, rate: 19 },
      { country: 'Canada', state: 'Quebec', rate: 9.975 },
    ])
    expect(response.statusCode, response.body).toBe(200)
    const expected = [
      { country: 'CANADA', state: 'QUEBEC', rate: 9.975 },
      { country: 'GERMANY', state: null, rate: 19 },
      { country: 'US', state: null, rate: 0 },
      { country: 'US', state: 'CA', rate: 7.25 },
      { country: 'US', state: 'NY', rate: 4 },
    ]
    expect(response.json()).toEqual(expected)
    expect(await storedRates()).toEqual(expected)
  })

  test('a state row beats the country row when a shopper’s basket is taxed', async () => {
    await as(admin).save([
      { country: 'US', rate: 5 },
      { country: 'US', state: 'Texas', rate: 6.25 },
    ])
    const productId = await seedProduct(t.db, { price: 100 })
    const quoteFor = async (state: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/checkout/quote',
        headers: customer.headers,
        payload: {
          checkoutItems: [{ productId, size: 'M', color: 'Black', quantity: 1 }],
          shippingAddress: { country: 'United States', state },
          shippingOptionId: 'standard',
        },
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json<Quote>()
    }
    const texas = await quoteFor('TX')
    expect(texas.tax).toBe(Math.round((texas.subtotal + texas.shipping) * 6.25) / 100)
    const ohio = await quoteFor('Ohio')
    expect(ohio.tax).toBe(Math.round((ohio.subtotal + ohio.shipping) * 5) / 100)
  })

  test('saves at the same moment each succeed and leave exactly one of the lists', async () => {
    const lists = Array.from({ length: 6 }, (_, index) => [
      { country: 'US', state: 'WA', rate: 6 + index / 10 },
      { country: 'US', state: 'OR', rate: index },
    ])
    const answers = await Promise.all(lists.map((list) => as(admin).save(list)))
    expect(answers.map((answer) => answer.statusCode)).toEqual(lists.map(() => 200))
    const stored = await storedRates()
    expect(stored).toHaveLength(2)
    expect(lists.map(([washington, oregon]) => [oregon, washington])).toContainEqual(
      stored.map(({ country, state, rate }) => ({ country, state, rate })),
    )
  })

  test('an empty list removes every rate', async () => {
    const response = await as(admin).save([])
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([])
    expect(await storedRates()).toEqual([])
  })

  test('two rows for one place once normalized are refused with 400 and nothing changes', async () => {
    const before = await storedRates()
    for (const rows of [
      [
        { country: 'US', state: 'CA', rate: 7.25 },
        { country: 'usa', state: 'California', rate: 8 },
      ],
      [
        { country: 'France', rate: 20 },
        { country: 'FRANCE', state: '', rate: 5.5 },
      ],
    ]) {
      const response = await as(admin).save(rows)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: TAX_RATE_DUPLICATE_MESSAGE })
    }
    expect(await storedRates()).toEqual(before)
  })

  test('a US state that does not exist is refused with 400 naming it', async () => {
    const before = await storedRates()
    const response = await as(admin).save([
      { country: 'US', state: 'CA', rate: 7.25 },
      { country: 'United States', state: ' Narnia ', rate: 5 },
    ])
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Unknown US state: "Narnia".' })
    expect(await storedRates()).toEqual(before)
  })

  test.each([
    [[{ country: 'US', rate: -1 }], TAX_RATE_MESSAGE],
    [[{ country: 'US', rate: 100.5 }], TAX_RATE_MESSAGE],
    [[{ country: 'US', rate: 7.2555 }], TAX_RATE_MESSAGE],
    [[{ country: 'US', rate: '7' }], TAX_RATE_MESSAGE],
    [[{ country: ' ', rate: 7 }], 'Country is required.'],
    [[{ rate: 7 }], 'Country is required.'],
    [{ country: 'US', rate: 7 }, 'Send the list of tax rates.'],
    [
      Array.from({ length: MAX_TAX_RATES + 1 }, (_, index) => ({
        country: `C${String(index)}`,
        rate: 1,
      })),
      `A shop can have at most ${String(MAX_TAX_RATES)} tax rates.`,
    ],
  ])('bad input is refused with 400 and says why (%#)', async (payload, message) => {
    const before = await storedRates()
    const response = await as(admin).save(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
    expect(await storedRates()).toEqual(before)
  })

  test('without a token the rates ask to log in, and a customer is refused', async () => {
    const before = await storedRates()
    const anonymous = await as(null).save([])
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ message: LOGIN_FIRST_MESSAGE })
    const byCustomer = await as(customer).save([])
    expect(byCustomer.statusCode).toBe(403)
    expect(byCustomer.json()).toEqual({ message: FORBIDDEN_MESSAGE })
    expect(await storedRates()).toEqual(before)
  })
})

describe('GET /api/admin/tax-rates', () => {
  test('the admin reads every rate; a country’s own row has no state', async () => {
    const response = await as(admin).list()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([
      { country: 'DE', state: null, rate: 19 },
      { country: 'US', state: 'CA', rate: 7.25 },
    ])
  })

  test('a customer or a caller without a token cannot read the rates', async () => {
    expect((await as(customer).list()).statusCode).toBe(403)
    expect((await as(null).list()).statusCode).toBe(401)
  })
})
