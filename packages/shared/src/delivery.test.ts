import { expect, test } from 'vitest'
import { estimatedDeliveryDate } from './delivery.js'

const day = (date: Date) => date.toISOString().slice(0, 10)

test('an option’s days are business days: a weekend in between is skipped', () => {
  // Friday 20 November 2026, two business days → Tuesday 24.
  expect(day(estimatedDeliveryDate('2026-11-20T15:00:00Z', 2))).toBe('2026-11-24')
  // Monday, five business days → the next Monday.
  expect(day(estimatedDeliveryDate('2026-11-23T09:00:00Z', 5))).toBe('2026-11-30')
  // Saturday, one business day → Monday.
  expect(day(estimatedDeliveryDate('2026-11-21T09:00:00Z', 1))).toBe('2026-11-23')
})

test('an option without days gets the spec’s 10 calendar days', () => {
  expect(day(estimatedDeliveryDate('2026-11-20T15:00:00Z', null))).toBe('2026-11-30')
})
