import { expect, test } from 'vitest'
import { amountToCents, centsToAmount } from './payment-provider.js'

test('cents become the provider’s two-decimal amount exactly', () => {
  expect(centsToAmount(1230)).toBe('12.30')
  expect(centsToAmount(5)).toBe('0.05')
  expect(centsToAmount(0)).toBe('0.00')
  expect(centsToAmount(1000000001)).toBe('10000000.01')
  expect(() => centsToAmount(-1)).toThrow(RangeError)
  expect(() => centsToAmount(1.5)).toThrow(RangeError)
})

test('the provider’s amounts are read back into cents, and anything else is not money', () => {
  expect(amountToCents('12.30')).toBe(1230)
  expect(amountToCents('12.3')).toBe(1230)
  expect(amountToCents('12')).toBe(1200)
  expect(amountToCents('0.05')).toBe(5)
  for (const bad of ['', '-1.00', '1.005', '1e3', ' 1.00', 'NaN'])
    expect(amountToCents(bad)).toBeNull()
})
