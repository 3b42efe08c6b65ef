import { expect, test } from 'vitest'
import { findShortLine, mergeStockLines, unitsPerProduct, variantKey } from './stock.service.js'

const line = (productId: string, size: string, quantity: number) => ({
  productId,
  size,
  color: 'Black',
  quantity,
})

test('the first line its stock cannot cover is named, with what is left', () => {
  const stocks = [
    { productId: 'a', size: 'M', color: 'Black', countInStock: 2 },
    { productId: 'b', size: 'M', color: 'Black', countInStock: 9 },
  ]
  expect(findShortLine([line('a', 'M', 2), line('b', 'M', 9)], stocks)).toBeUndefined()
  expect(findShortLine([line('b', 'M', 1), line('a', 'M', 3)], stocks)).toEqual({
    line: line('a', 'M', 3),
    countInStock: 2,
  })
  // A variant that is gone has nothing left.
  expect(findShortLine([line('a', 'XL', 1)], stocks)).toEqual({
    line: line('a', 'XL', 1),
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

test('a variant that is gone is skipped when asked, and lines of one variant are checked together', () => {
  const stocks = [{ productId: 'a', size: 'M', color: 'Black', countInStock: 2 }]
  expect(findShortLine([line('a', 'XL', 1)], stocks, 'skip')).toBeUndefined()
  expect(findShortLine([line('a', 'M', 1), line('a', 'M', 2)], stocks)).toEqual({
    line: line('a', 'M', 3),
    countInStock: 2,
  })
})

test('one key per variant, and merged lines add their quantities', () => {
  expect(variantKey(line('a', 'M', 1))).toBe(variantKey(line('a', 'M', 5)))
  expect(variantKey(line('a', 'M', 1))).not.toBe(variantKey(line('a', 'L', 1)))
  expect(mergeStockLines([line('a', 'M', 1), line('b', 'M', 1), line('a', 'M', 2)])).toEqual([
    line('a', 'M', 3),
    line('b', 'M', 1),
  ])
})
