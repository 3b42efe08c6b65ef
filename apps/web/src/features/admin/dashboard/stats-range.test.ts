import { expect, test } from 'vitest'
import { formatRange, rangeChoiceFrom, searchWithRange, statsRangeOf } from './stats-range'

const now = new Date('2026-03-30T23:30:00Z')

test('a preset ends today in UTC and covers its number of days', () => {
  expect(statsRangeOf({ kind: 'preset', days: 7 }, now)).toEqual({
    from: '2026-03-24',
    to: '2026-03-30',
  })
  expect(statsRangeOf({ kind: 'preset', days: 90 }, now)).toEqual({
    from: '2025-12-31',
    to: '2026-03-30',
  })
})

test('the URL holds a preset or custom dates; anything else is the last 30 days', () => {
  expect(rangeChoiceFrom(new URLSearchParams('range=90'))).toEqual({ kind: 'preset', days: 90 })
  expect(rangeChoiceFrom(new URLSearchParams('range=12'))).toEqual({ kind: 'preset', days: 30 })
  expect(rangeChoiceFrom(new URLSearchParams(''))).toEqual({ kind: 'preset', days: 30 })
  expect(rangeChoiceFrom(new URLSearchParams('from=2026-01-01&to=2026-01-31'))).toEqual({
    kind: 'custom',
    from: '2026-01-01',
    to: '2026-01-31',
  })
  expect(rangeChoiceFrom(new URLSearchParams('from=2026-01-01'))).toEqual({
    kind: 'preset',
    days: 30,
  })
})

test('choosing a range replaces the previous one and keeps other parameters', () => {
  const search = new URLSearchParams('from=2026-01-01&to=2026-01-31&x=1')
  expect(searchWithRange(search, { kind: 'preset', days: 7 }).toString()).toBe('x=1&range=7')
  expect(
    searchWithRange(new URLSearchParams('range=7'), {
      kind: 'custom',
      from: '2026-02-01',
      to: '2026-02-03',
    }).toString(),
  ).toBe('from=2026-02-01&to=2026-02-03')
})

test('a range reads as UTC calendar days', () => {
  expect(formatRange({ from: '2026-03-01', to: '2026-03-30' })).toBe('Mar 1, 2026 – Mar 30, 2026')
  expect(formatRange({ from: '2026-03-01', to: '2026-03-01' })).toBe('Mar 1, 2026')
})
