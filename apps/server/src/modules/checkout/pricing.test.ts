import { expect, test } from 'vitest'
import { findShortItem, isQuoteStale, mergeLines, unitsPerProduct } from './pricing.js'

const line = (productId: string, size: string, quantity: number, price?: number) => ({
  productId,
  size,
  color: 'Black',
  quantity,
  ...(price === undefined ? {} : { price }),
})
const item = (productId: string, size: string, quantity: number, priceCents: number) => ({
  productId,
  name: productId,
  image: '',
  priceCents,
  size,
  color: 'Black',
  quantity,
})

test('lines of the same product, size and colour are bought as one', () => {
  expect(mergeLines([line('a', 'M', 1), line('a', 'L', 2), line('a', 'M', 3)])).toEqual([
    line('a', 'M', 4),
    line('a', 'L', 2),
  ])
})

test('a quote is stale when the total, a shown price or the shipping cost differs by a cent', () => {
  const actual = { items: [item('a', 'M', 2, 1950)], shippingCents: 599, totalCents: 4499 }
  const shown = (totalPrice: number, price?: number, shippingCost?: number) => ({
    lines: [line('a', 'M', 2, price)],
    totalPrice,
    ...(shippingCost === undefined ? {} : { shippingCost }),
  })
  expect(isQuoteStale(shown(44.99), actual)).toBe(false)
  expect(isQuoteStale(shown(44.99, 19.5, 5.99), actual)).toBe(false)
  // Floating-point sums of the client (19.5 * 2 + 5.99) still count as the same cents.
  expect(isQuoteStale(shown(19.5 * 2 + 5.99), actual)).toBe(false)
  expect(isQuoteStale(shown(44.98), actual)).toBe(true)
  expect(isQuoteStale(shown(44.99, 19.49), actual)).toBe(true)
  expect(isQuoteStale(shown(44.99, undefined, 0), actual)).toBe(true)
})

test('the first line its stock cannot cover is named, with what is left', () => {
  const stocks = [
    { productId: 'a', size: 'M', color: 'Black', countInStock: 2 },
    { productId: 'b', size: 'M', color: 'Black', countInStock: 9 },
  ]
  expect(findShortItem([line('a', 'M', 2), line('b', 'M', 9)], stocks)).toBeUndefined()
  expect(findShortItem([line('b', 'M', 1), line('a', 'M', 3)], stocks)).toEqual({
    item: line('a', 'M', 3),
    countInStock: 2,
  })
  // A variant that is gone has nothing left.
  expect(findShortItem([line('a', 'XL', 1)], stocks)).toEqual({
    item: line('a', 'XL', 1),
    countInStock: 0,
  })
})

test('sold units are counted per product across sizes', () => {
  expect(unitsPerProduct([line('a', 'M', 2), line('a', 'L', 1), line('b', 'M', 4)])).toEqual(
    new Map([
      ['a', 3],
      ['b', 4],
    ]),
  )
})
