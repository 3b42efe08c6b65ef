import { describe, expect, test } from 'vitest'
import {
  describeFreeShippingOffer,
  describeFreeShippingProgress,
  describeShippingPromise,
  freeEverywhereOver,
  zoneFreeOver,
} from './shipping-promises.js'
import type { ShippingSummary, ShippingSummaryZone } from './shipping-summary.js'

const rate = (cost: number, freeOver?: number) => ({
  id: `rate-${String(cost)}`,
  label: 'Rate',
  cost,
  ...(freeOver === undefined ? {} : { freeOver }),
})

const zone = (
  name: string,
  rates: ShippingSummaryZone['rates'],
  countries: string[] = [name],
): ShippingSummaryZone => ({ name, restOfWorld: false, countries, rates })

const restOfWorld = (rates: ShippingSummaryZone['rates']): ShippingSummaryZone => ({
  name: 'Rest of the world',
  restOfWorld: true,
  countries: [],
  rates,
})

function summary(zones: ShippingSummaryZone[]): ShippingSummary {
  const over = freeEverywhereOver(zones.map((each) => each.rates))
  return { zones, ...(over === undefined ? {} : { freeShippingOver: over }) }
}

describe('free everywhere', () => {
  test('a zone is free over its lowest free-over amount; a rate that costs nothing, over 0', () => {
    expect(zoneFreeOver([rate(5.99, 100), rate(14.99, 50), rate(29.99)])).toBe(50)
    expect(zoneFreeOver([rate(5.99), rate(0)])).toBe(0)
    expect(zoneFreeOver([rate(5.99), rate(14.99)])).toBeUndefined()
  })

  test('the shop is free over the highest of its zones’ amounts, and only if each has one', () => {
    expect(freeEverywhereOver([[rate(5.99, 100)], [rate(19.99, 150), rate(39.99)]])).toBe(150)
    expect(freeEverywhereOver([[rate(5.99, 100)], [rate(19.99)]])).toBeUndefined()
    expect(freeEverywhereOver([])).toBeUndefined()
  })
})

describe('what the storefront says', () => {
  const demo = summary([
    zone('United States', [rate(5.99, 100), rate(14.99), rate(29.99)]),
    restOfWorld([rate(19.99, 100), rate(39.99)]),
  ])

  test('the demo table promises free international shipping over $100', () => {
    expect(describeShippingPromise(demo)).toEqual({
      title: 'Free international shipping',
      line: 'On all orders over $100',
    })
    expect(describeFreeShippingOffer(demo)).toBe('Free international shipping on orders over $100')
  })

  test('a shop of one country promises free shipping, not international', () => {
    const domestic = summary([zone('United States', [rate(5.99, 49.5)])])
    expect(describeShippingPromise(domestic)?.title).toBe('Free shipping')
    expect(describeFreeShippingOffer(domestic)).toBe('Free shipping on orders over $49.50')
  })

  test('rates that cost nothing are free on every order', () => {
    const free = summary([zone('Europe', [rate(0)], ['France', 'Germany'])])
    expect(describeShippingPromise(free)).toEqual({
      title: 'Free international shipping',
      line: 'On every order',
    })
    expect(describeFreeShippingOffer(free)).toBe('Free international shipping on every order')
  })

  test('a zone without a free rate: no free shipping promised, the cheapest rate instead', () => {
    const paid = summary([
      zone('United States', [rate(5.99, 100)]),
      restOfWorld([rate(1250), rate(19.99)]),
    ])
    expect(paid.freeShippingOver).toBeUndefined()
    expect(describeFreeShippingOffer(paid)).toBeUndefined()
    expect(describeShippingPromise(paid)).toEqual({
      title: 'International shipping',
      line: 'Rates from $5.99',
    })
  })

  test('a shop that ships nowhere promises nothing', () => {
    expect(describeShippingPromise(summary([]))).toBeUndefined()
    expect(describeFreeShippingOffer(summary([]))).toBeUndefined()
  })

  test('the cart says how much more to spend, with cents, or that the order ships free', () => {
    expect(describeFreeShippingProgress(28.01)).toBe('Spend $28.01 more for free shipping.')
    expect(describeFreeShippingProgress(1000)).toBe('Spend $1,000.00 more for free shipping.')
    expect(describeFreeShippingProgress(0)).toBe('Your order qualifies for free shipping.')
  })
})
