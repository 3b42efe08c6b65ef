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

test('every amount reads exactly as the browser’s own en-US currency format writes it', () => {
  const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
  const wholeWhenRound = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  })
  const amounts = [0, -0, 0.5, 0.05, 0.995, 1.005, 2.675, 0.125, 9.99, 100, 999.995, 1e9 + 0.1]
  for (let cents = -250_000; cents <= 2_500_000; cents += 977) amounts.push(cents / 100)
  // Amounts with a third decimal (a percentage off, a tax) round as Intl rounds them.
  for (let mills = 0; mills <= 100_000; mills += 7) amounts.push(mills / 1000)
  // Intl writes a negative amount that rounds to zero as "-$0.00"; the shop writes "$0.00".
  const withoutNegativeZero = (text: string) => text.replace(/^-(\$0(\.00)?)$/, '$1')
  for (const amount of [...amounts, ...amounts.map((value) => -value), -0.001]) {
    expect(formatMoney(amount), String(amount)).toBe(withoutNegativeZero(withCents.format(amount)))
    expect(formatPrice(amount), String(amount)).toBe(
      withoutNegativeZero(
        Number.isInteger(amount) ? wholeWhenRound.format(amount) : withCents.format(amount),
      ),
    )
  }
  expect(formatMoney(-0)).toBe('$0.00')
  expect(formatMoney(-0.001)).toBe('$0.00')
  expect(formatMoney(-5)).toBe('-$5.00')
})
