import { expect, test } from 'vitest'
import { formatMoney, formatPrice } from './format-money'

test('money shows a dollar sign and two decimals', () => {
  expect(formatMoney(45)).toBe('$45.00')
  expect(formatMoney(1234.5)).toBe('$1,234.50')
  expect(formatMoney(0)).toBe('$0.00')
})

test('catalogue prices drop zero cents but keep real ones', () => {
  expect(formatPrice(45)).toBe('$45')
  expect(formatPrice(39.99)).toBe('$39.99')
  expect(formatPrice(12.5)).toBe('$12.50')
})
