import {
  DISCOUNT_CUSTOMER_USED_UP_MESSAGE,
  DISCOUNT_EXPIRED_MESSAGE,
  DISCOUNT_UNKNOWN_MESSAGE,
  DISCOUNT_USED_UP_MESSAGE,
} from '@shop/shared/discounts'
import { describe, expect, test } from 'vitest'
import type { DiscountRow, TaxRateRow } from '../../db/schema/index.js'
import { priceBasket, taxRateFor, type BasketInput } from './price-basket.js'
import type { CatalogProduct } from './pricing.repository.js'
import { shareOfCents } from '../../lib/money.js'
import { mergeStockLines } from '../catalog/stock.service.js'
import type { ShippingOffer, ZoneRate } from '../shipping/shipping-rates.js'

const NOW = new Date('2026-11-24T12:00:00Z')

function product(id: string, priceCents: number, countInStock = 50): CatalogProduct {
  return {
    id,
    name: `Product ${id}`,
    images: [{ url: `/uploads/${id}.webp`, altText: id }],
    priceCents,
    variants: [{ productId: id, size: 'M', color: 'Black', countInStock }],
  }
}

function code(overrides: Partial<DiscountRow>): DiscountRow {
  return {
    id: 'code-1',
    code: 'SAVE',
    type: 'percent',
    value: 1000,
    minSubtotalCents: 0,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    active: true,
    timesUsed: 0,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  }
}

function rate(country: string, state: string, rateUnits: number): TaxRateRow {
  return { id: `${country}-${state}`, country, state, rate: rateUnits, updatedAt: NOW }
}

const line = (productId: string, quantity: number) => ({
  productId,
  size: 'M',
  color: 'Black',
  quantity,
})
const CALIFORNIA = { country: 'United States', state: 'California' }

const rateOf = (id: string, costCents: number, freeOverCents: number | null = null): ZoneRate => ({
  id,
  label: id,
  costCents,
  estimatedDays: 3,
  freeOverCents,
})

/** The rates an upgraded shop keeps (migration 0013): standard free over $100 in the US only. */
const US_RATES = [
  rateOf('standard', 599, 10_000),
  rateOf('express', 1499),
  rateOf('overnight', 2999),
]
const WORLD_RATES = [rateOf('international_standard', 1999), rateOf('international_express', 3999)]
const NO_DESTINATION: ShippingOffer = { kind: 'no_destination', freeEverywhereOverCents: undefined }

/** What `findShippingOffer` reads for these tests' destinations. */
function offerFor(destination: BasketInput['destination']): ShippingOffer {
  if (destination === null) return NO_DESTINATION
  const isUs = ['US', 'United States'].includes(destination.country)
  return { kind: 'zone', rates: isUs ? US_RATES : WORLD_RATES }
}

function price(overrides: Partial<BasketInput> & { products?: CatalogProduct[] }) {
  const products = overrides.products ?? [product('a', 999)]
  const result = priceBasket({
    lines: [line('a', 1)],
    catalog: new Map(products.map((p) => [p.id, p])),
    destination: null,
    shipping: offerFor(overrides.destination ?? null),
    shippingOptionId: null,
    discount: null,
    taxRates: [],
    now: NOW,
    ...overrides,
  })
  if (result.kind !== 'priced') throw new Error(`not priced: ${result.kind}`)
  return result
}

const withCode = (row: DiscountRow | undefined, usesByCustomer = 0) => ({
  code: row?.code ?? 'NOPE',
  row,
  usesByCustomer,
})

describe('rounding', () => {
  test('a share is rounded half up to the cent, in exact integer arithmetic', () => {
    expect(shareOfCents(999, 1500, 10_000)).toBe(150) // 149.85
    expect(shareOfCents(999, 1000, 10_000)).toBe(100) // 99.9
    expect(shareOfCents(5, 1000, 10_000)).toBe(1) // 0.5 → 1
    expect(shareOfCents(4, 1000, 10_000)).toBe(0) // 0.4 → 0
    expect(shareOfCents(1005, 7250, 100_000)).toBe(73) // 72.8625
    expect(shareOfCents(0, 1000, 10_000)).toBe(0)
  })
})

describe('lines and subtotal', () => {
  test('lines are priced at the database price and the same variant twice is one line', () => {
    const merged = mergeStockLines([line('a', 1), line('b', 2), line('a', 3)])
    expect(merged).toEqual([line('a', 4), line('b', 2)])
    const result = price({
      lines: merged,
      products: [product('a', 1950), product('b', 599)],
    })
    expect(result.items.map((item) => [item.productId, item.priceCents, item.quantity])).toEqual([
      ['a', 1950, 4],
      ['b', 599, 2],
    ])
    expect(result.subtotalCents).toBe(4 * 1950 + 2 * 599)
    expect(result.totalCents).toBe(result.subtotalCents)
  })

  test('a line beyond its stock, a missing variant or product is refused with the reason', () => {
    const catalog = new Map([['a', product('a', 1000, 2)]])
    const base = {
      catalog,
      destination: null,
      shipping: NO_DESTINATION,
      shippingOptionId: null,
      discount: null,
      taxRates: [],
      now: NOW,
    }
    expect(priceBasket({ ...base, lines: [line('a', 3)] })).toMatchObject({
      kind: 'not_enough_stock',
      countInStock: 2,
    })
    expect(priceBasket({ ...base, lines: [{ ...line('a', 1), size: 'XL' }] }).kind).toBe(
      'variant_unavailable',
    )
    expect(priceBasket({ ...base, lines: [line('zz', 1)] }).kind).toBe('product_not_found')
  })
})

describe('shipping', () => {
  test('standard shipping is free strictly over $100 of goods, decided before any discount', () => {
    const at100 = price({
      products: [product('a', 10_000)],
      destination: CALIFORNIA,
      shippingOptionId: 'standard',
    })
    expect(at100.shippingCents).toBe(599)
    expect(at100.freeShippingRemainingCents).toBe(1)
    const over = price({
      products: [product('a', 10_001)],
      destination: CALIFORNIA,
      shippingOptionId: 'standard',
      discount: withCode(code({ type: 'percent', value: 5000 })),
    })
    expect(over.shippingCents).toBe(0)
    expect(over.discountCents).toBe(5001) // 50 % of 100.01, half up
    expect(over.freeShippingRemainingCents).toBe(0)
  })

  test('an option not offered for the country is refused; no destination means no shipping yet', () => {
    const basket = {
      lines: [line('a', 1)],
      catalog: new Map([['a', product('a', 1000)]]),
      destination: { country: 'France' },
      shippingOptionId: 'overnight',
      discount: null,
      taxRates: [],
      now: NOW,
    }
    expect(priceBasket({ ...basket, shipping: offerFor(basket.destination) }).kind).toBe(
      'shipping_unavailable',
    )
    expect(price({ shippingOptionId: 'standard' }).shippingCents).toBe(0)
  })

  test('a destination no zone covers is not shipped to, whatever the option', () => {
    const result = priceBasket({
      lines: [line('a', 1)],
      catalog: new Map([['a', product('a', 1000)]]),
      destination: { country: 'France' },
      shipping: { kind: 'not_shipped' },
      shippingOptionId: null,
      discount: null,
      taxRates: [],
      now: NOW,
    })
    expect(result.kind).toBe('not_shipped')
  })

  test('the goods lack what separates them from the zone’s free rate, or from every zone’s', () => {
    const remaining = (goodsCents: number, shipping: ShippingOffer, country?: string) =>
      price({
        products: [product('a', goodsCents)],
        destination: country === undefined ? null : { country },
        shipping,
      }).freeShippingRemainingCents
    const us: ShippingOffer = { kind: 'zone', rates: US_RATES }
    expect(remaining(0, us, 'US')).toBe(10_001)
    expect(remaining(6_500, us, 'US')).toBe(3_501)
    expect(remaining(10_001, us, 'US')).toBe(0)
    // A zone without a free rate has nothing to reach.
    expect(remaining(6_500, { kind: 'zone', rates: WORLD_RATES }, 'France')).toBeUndefined()
    // Before an address: the amount over which every zone ships free.
    expect(remaining(6_500, { kind: 'no_destination', freeEverywhereOverCents: 15_000 })).toBe(
      8_501,
    )
    expect(remaining(6_500, NO_DESTINATION)).toBeUndefined()
  })

  test('a rate is free over its own amount, whichever rate of the zone it is', () => {
    const zone: ShippingOffer = {
      kind: 'zone',
      rates: [rateOf('economy', 999), rateOf('express', 2499, 5_000)],
    }
    const priced = (goodsCents: number) =>
      price({
        products: [product('a', goodsCents)],
        destination: { country: 'DE' },
        shipping: zone,
        shippingOptionId: 'express',
      }).shippingCents
    expect(priced(5_000)).toBe(2499)
    expect(priced(5_001)).toBe(0)
  })
})

describe('discount codes', () => {
  test('a percent code of odd cents rounds half up once, on the subtotal', () => {
    const result = price({
      lines: [line('a', 3)],
      products: [product('a', 333)],
      discount: withCode(code({ type: 'percent', value: 1250 })),
    })
    // 12.5 % of 999 cents = 124.875 → 125
    expect(result.discountCents).toBe(125)
    expect(result.totalCents).toBe(999 - 125)
    expect(result.discount?.code).toBe('SAVE')
  })

  test('a fixed code larger than the subtotal takes the subtotal to 0, never below, and shipping stays', () => {
    const result = price({
      products: [product('a', 1500)],
      destination: { country: 'US', state: 'OR' },
      shippingOptionId: 'express',
      discount: withCode(code({ type: 'fixed', value: 5000 })),
    })
    expect(result.discountCents).toBe(1500)
    expect(result.shippingCents).toBe(1499)
    expect(result.totalCents).toBe(1499)
  })

  test('free shipping takes off the cheapest option; a faster one costs the difference', () => {
    const freeShipping = withCode(code({ type: 'free_shipping', value: 0 }))
    const standard = price({
      destination: CALIFORNIA,
      shippingOptionId: 'standard',
      discount: freeShipping,
    })
    expect([standard.shippingCents, standard.discountCents]).toEqual([599, 599])
    expect(standard.totalCents).toBe(999)
    const express = price({
      destination: CALIFORNIA,
      shippingOptionId: 'express',
      discount: freeShipping,
    })
    expect(express.totalCents).toBe(999 + 1499 - 599)
    const abroad = price({
      destination: { country: 'Germany' },
      shippingOptionId: 'international_standard',
      discount: freeShipping,
    })
    expect(abroad.discountCents).toBe(1999)
    // Over $100 standard is free already: the code takes nothing more.
    const alreadyFree = price({
      products: [product('a', 12_000)],
      destination: CALIFORNIA,
      shippingOptionId: 'standard',
      discount: freeShipping,
    })
    expect(alreadyFree.discountCents).toBe(0)
  })

  test('a code that does not apply says why and takes nothing off', () => {
    const refusal = (row: DiscountRow | undefined, usesByCustomer = 0, goodsCents = 999) => {
      const result = price({
        products: [product('a', goodsCents)],
        discount: withCode(row, usesByCustomer),
      })
      // Refused: nothing taken off. Applied: the code is named and 10 % comes off.
      if (result.discountMessage === undefined) expect(result.discount?.code).toBe('SAVE')
      else expect([result.discountCents, result.discount]).toEqual([0, null])
      return result.discountMessage
    }
    expect(refusal(undefined)).toBe(DISCOUNT_UNKNOWN_MESSAGE)
    expect(refusal(code({ active: false }))).toBe(DISCOUNT_UNKNOWN_MESSAGE)
    // An upcoming promotion reads as no code at all.
    expect(refusal(code({ startsAt: new Date(NOW.getTime() + 60_000) }))).toBe(
      DISCOUNT_UNKNOWN_MESSAGE,
    )
    expect(refusal(code({ endsAt: NOW }))).toBe(DISCOUNT_EXPIRED_MESSAGE)
    expect(refusal(code({ usageLimit: 3, timesUsed: 3 }))).toBe(DISCOUNT_USED_UP_MESSAGE)
    expect(refusal(code({ perCustomerLimit: 1 }), 1)).toBe(DISCOUNT_CUSTOMER_USED_UP_MESSAGE)
    expect(refusal(code({ minSubtotalCents: 5000 }), 0, 4999)).toBe(
      'This code needs a subtotal of $50.00.',
    )
    // On the boundaries the code applies.
    expect(refusal(code({ minSubtotalCents: 5000 }), 0, 5000)).toBeUndefined()
    expect(refusal(code({ usageLimit: 3, timesUsed: 2 }))).toBeUndefined()
    expect(refusal(code({ endsAt: new Date(NOW.getTime() + 1) }))).toBeUndefined()
  })
})

describe('tax', () => {
  const rates = [
    rate('US', '', 0),
    rate('US', 'CA', 7250),
    rate('US', 'NY', 4000),
    rate('CA', '', 5000),
  ]

  test('a state row beats the country row, whatever way the address writes the state', () => {
    expect(taxRateFor(rates, { country: 'USA', state: ' california ' })).toBe(7250)
    expect(taxRateFor(rates, { country: 'United States', state: 'NY' })).toBe(4000)
    expect(taxRateFor(rates, { country: 'US', state: 'Texas' })).toBe(0)
    expect(taxRateFor(rates, { country: 'ca', state: 'Ontario' })).toBe(5000)
    expect(taxRateFor(rates, { country: 'Germany' })).toBe(0)
  })

  test('tax is on the discounted subtotal plus shipping, rounded half up once', () => {
    const result = price({
      lines: [line('a', 2)],
      products: [product('a', 2599)],
      destination: CALIFORNIA,
      shippingOptionId: 'express',
      discount: withCode(code({ type: 'fixed', value: 500 })),
      taxRates: rates,
    })
    const taxable = 2 * 2599 - 500 + 1499 // 6197
    expect(result.taxCents).toBe(449) // 7.25 % of 6197 = 449.2825
    expect(result.totalCents).toBe(taxable + 449)
  })

  test('no rate for the address, or no address yet, is no tax', () => {
    expect(price({ destination: { country: 'US', state: 'TX' }, taxRates: rates }).taxCents).toBe(0)
    expect(price({ taxRates: rates }).taxCents).toBe(0)
  })
})
