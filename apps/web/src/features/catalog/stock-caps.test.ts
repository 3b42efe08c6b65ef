import { MAX_CART_QUANTITY } from '@shop/shared/limits'
import { expect, test } from 'vitest'
import { FIXTURE_VARIANTS as variants } from './product-details.fixture'
import {
  NOT_ENOUGH_STOCK_MESSAGE,
  SELECTION_REQUIRED_MESSAGE,
  clampQuantity,
  firstAvailableSize,
  getInitialSelection,
  getSelectionProblem,
  getSizeAfterColorChange,
  isColorDisabled,
  isSizeDisabled,
  isSoldOut,
  listColors,
  listSizes,
  remainingStock,
  type HeldQuantity,
} from './stock-caps'

const emptyCart: HeldQuantity = () => 0

/** A cart holding the given quantities, keyed "size/color". */
function cartHolding(lines: Record<string, number>): HeldQuantity {
  return (size, color) => lines[`${size}/${color}`] ?? 0
}

test('what is left of a variant is its stock minus what the cart already holds of it', () => {
  expect(remainingStock(variants, emptyCart, 'S', 'Navy')).toBe(4)
  expect(remainingStock(variants, cartHolding({ 'S/Navy': 3 }), 'S', 'Navy')).toBe(1)
  // Another size or colour in the cart does not count against this one.
  expect(remainingStock(variants, cartHolding({ 'M/Navy': 1, 'S/Black': 3 }), 'S', 'Navy')).toBe(4)
})

test('a variant the product does not have has nothing left', () => {
  expect(remainingStock(variants, emptyCart, 'XXL', 'Black')).toBe(0)
  expect(remainingStock(variants, emptyCart, 'S', 'Sand')).toBe(0)
})

test('a cart holding more than the stock (the stock fell since) leaves less than nothing', () => {
  expect(remainingStock(variants, cartHolding({ 'M/Black': 5 }), 'M', 'Black')).toBe(-3)
})

test('no line may go past the cart maximum, however large the stock', () => {
  const huge = [{ size: 'M', color: 'Black', countInStock: MAX_CART_QUANTITY + 500 }]
  expect(remainingStock(huge, emptyCart, 'M', 'Black')).toBe(MAX_CART_QUANTITY)
  expect(remainingStock(huge, cartHolding({ 'M/Black': 10 }), 'M', 'Black')).toBe(
    MAX_CART_QUANTITY - 10,
  )
})

test('colours are listed once each, in the order the variants first name them', () => {
  expect(listColors(variants)).toEqual(['Black', 'Navy', 'Sand'])
})

test('the sizes of a colour follow the size scale, with unknown sizes last in variant order', () => {
  expect(listSizes(variants, 'Black')).toEqual(['S', 'M', 'L'])
  expect(listSizes(variants, 'Navy')).toEqual(['S', 'M', 'XL'])
  const oddSizes = [
    { size: 'One Size', color: 'Red', countInStock: 1 },
    { size: 'XXL', color: 'Red', countInStock: 1 },
    { size: '42', color: 'Red', countInStock: 1 },
    { size: 'XS', color: 'Red', countInStock: 1 },
  ]
  expect(listSizes(oddSizes, 'Red')).toEqual(['XS', 'XXL', 'One Size', '42'])
})

test('a size is disabled when the chosen colour has 0 or less of it left', () => {
  expect(isSizeDisabled(variants, emptyCart, 'Black', 'L')).toBe(true)
  expect(isSizeDisabled(variants, emptyCart, 'Black', 'M')).toBe(false)
  expect(isSizeDisabled(variants, cartHolding({ 'M/Black': 2 }), 'Black', 'M')).toBe(true)
  expect(isSizeDisabled(variants, cartHolding({ 'M/Black': 1 }), 'Black', 'M')).toBe(false)
})

test('a colour is disabled only when every size of it is at its cart limit', () => {
  expect(isColorDisabled(variants, emptyCart, 'Sand')).toBe(true)
  expect(isColorDisabled(variants, emptyCart, 'Black')).toBe(false)
  expect(isColorDisabled(variants, cartHolding({ 'M/Black': 2 }), 'Black')).toBe(false)
  expect(isColorDisabled(variants, cartHolding({ 'M/Black': 2, 'S/Black': 3 }), 'Black')).toBe(true)
})

test('the product is sold out only when every variant is at its cart limit', () => {
  expect(isSoldOut(variants, emptyCart)).toBe(false)
  const allHeld = cartHolding({ 'M/Black': 2, 'S/Black': 3, 'XL/Navy': 5, 'S/Navy': 4 })
  expect(isSoldOut(variants, allHeld)).toBe(false)
  expect(
    isSoldOut(
      variants,
      cartHolding({ 'M/Black': 2, 'S/Black': 3, 'XL/Navy': 5, 'S/Navy': 4, 'M/Navy': 1 }),
    ),
  ).toBe(true)
  expect(
    isSoldOut(
      variants.map((variant) => ({ ...variant, countInStock: 0 })),
      emptyCart,
    ),
  ).toBe(true)
  expect(isSoldOut([], emptyCart)).toBe(true)
})

test('the first size still left of a colour is found along the size scale', () => {
  expect(firstAvailableSize(variants, emptyCart, 'Black')).toBe('S')
  expect(firstAvailableSize(variants, cartHolding({ 'S/Black': 3 }), 'Black')).toBe('M')
  expect(firstAvailableSize(variants, emptyCart, 'Sand')).toBeUndefined()
})

test('a quantity stays between 1 and what is left, and is 1 when nothing is left', () => {
  expect(clampQuantity(3, 5)).toBe(3)
  expect(clampQuantity(7, 5)).toBe(5)
  expect(clampQuantity(0, 5)).toBe(1)
  expect(clampQuantity(2, 0)).toBe(1)
  expect(clampQuantity(2, -3)).toBe(1)
})

test('the page opens on the first variant: its colour and its size', () => {
  expect(getInitialSelection(variants, emptyCart)).toEqual({ color: 'Black', size: 'M' })
})

test('when the first variant is at its cart limit, its colour opens on that colour’s first size left', () => {
  expect(getInitialSelection(variants, cartHolding({ 'M/Black': 2 }))).toEqual({
    color: 'Black',
    size: 'S',
  })
})

test('when the first colour has nothing left, it opens with no size chosen', () => {
  expect(getInitialSelection(variants, cartHolding({ 'M/Black': 2, 'S/Black': 3 }))).toEqual({
    color: 'Black',
    size: undefined,
  })
  expect(getInitialSelection([], emptyCart)).toEqual({ color: undefined, size: undefined })
})

test('a colour change keeps the size when the new colour still has it left', () => {
  expect(getSizeAfterColorChange(variants, emptyCart, 'Navy', 'S')).toBe('S')
  expect(getSizeAfterColorChange(variants, emptyCart, 'Navy', 'M')).toBe('M')
})

test('a colour change takes the first size left when the new colour lacks the size or has none of it left', () => {
  // Navy comes in S, M and XL: there is no L.
  expect(getSizeAfterColorChange(variants, emptyCart, 'Navy', 'L')).toBe('S')
  expect(getSizeAfterColorChange(variants, cartHolding({ 'M/Navy': 1 }), 'Navy', 'M')).toBe('S')
  expect(getSizeAfterColorChange(variants, emptyCart, 'Black', 'XL')).toBe('S')
  expect(getSizeAfterColorChange(variants, emptyCart, 'Navy', undefined)).toBe('S')
})

test('a colour change to a colour with nothing left leaves no size chosen', () => {
  expect(getSizeAfterColorChange(variants, emptyCart, 'Sand', 'M')).toBeUndefined()
})

test('adding without a size or a colour asks for both', () => {
  expect(
    getSelectionProblem(variants, emptyCart, { color: 'Black', size: undefined, quantity: 1 }),
  ).toBe(SELECTION_REQUIRED_MESSAGE)
  expect(
    getSelectionProblem(variants, emptyCart, { color: undefined, size: 'M', quantity: 1 }),
  ).toBe(SELECTION_REQUIRED_MESSAGE)
  expect(getSelectionProblem(variants, emptyCart, { color: 'Navy', size: 'L', quantity: 1 })).toBe(
    SELECTION_REQUIRED_MESSAGE,
  )
  expect(SELECTION_REQUIRED_MESSAGE).toBe('Please select a size and color before adding to cart.')
})

test('adding more than is left says there is not enough stock', () => {
  expect(getSelectionProblem(variants, emptyCart, { color: 'Black', size: 'M', quantity: 3 })).toBe(
    NOT_ENOUGH_STOCK_MESSAGE,
  )
  expect(
    getSelectionProblem(variants, cartHolding({ 'M/Black': 2 }), {
      color: 'Black',
      size: 'M',
      quantity: 1,
    }),
  ).toBe(NOT_ENOUGH_STOCK_MESSAGE)
  expect(NOT_ENOUGH_STOCK_MESSAGE).toBe('Not enough stock available.')
})

test('adding exactly what is left is allowed', () => {
  expect(
    getSelectionProblem(variants, cartHolding({ 'S/Black': 1 }), {
      color: 'Black',
      size: 'S',
      quantity: 2,
    }),
  ).toBeUndefined()
})
