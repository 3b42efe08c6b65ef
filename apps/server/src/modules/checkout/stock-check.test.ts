import { expect, test } from 'vitest'
import { findShortItem, unitsPerProduct } from './stock-check.js'

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
