import { expect, test } from 'vitest'
import { shippingRatesFor } from './shipping-rates.js'

const summary = (country: string, subtotalCents: number) =>
  shippingRatesFor(country, subtotalCents).map((rate) => `${rate.id} ${String(rate.costCents)}`)

test('a US address gets standard, express and overnight', () => {
  expect(summary('United States', 5000)).toEqual(['standard 599', 'express 1499', 'overnight 2999'])
})

test.each(['US', 'USA', 'usa', 'U.S.A.', 'United States', 'united states of america', ' US '])(
  'the United States may be named %j',
  (country) => {
    expect(summary(country, 5000)).toEqual(summary('United States', 5000))
  },
)

test('an address elsewhere gets the international options only', () => {
  expect(summary('Canada', 5000)).toEqual([
    'international_standard 1999',
    'international_express 3999',
  ])
  expect(summary('DE', 50000)).toEqual([
    'international_standard 1999',
    'international_express 3999',
  ])
})

test('standard shipping is free over $100 and not at exactly $100', () => {
  expect(summary('US', 10001)[0]).toBe('standard 0')
  expect(summary('US', 10000)[0]).toBe('standard 599')
  expect(summary('US', 10001).slice(1)).toEqual(['express 1499', 'overnight 2999'])
})

test('every option says how many days it takes', () => {
  for (const rate of [...shippingRatesFor('US', 0), ...shippingRatesFor('France', 0)]) {
    expect(rate.estimatedDays).toBeGreaterThan(0)
  }
})
