import { expect, test } from 'vitest'
import { JEANS_LINE, TEE_LINE, makeAdminReturn } from './admin-returns.fixture'
import { formatAge, formatReturnValue, unitCountOf } from './return-format'
import { receivedConsequences } from './components/return-steps'

const NOW = new Date('2026-03-28T12:00:00.000Z')
const before = (milliseconds: number) => new Date(NOW.getTime() - milliseconds).toISOString()
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

test.each([
  [before(20_000), 'just now'],
  [new Date(NOW.getTime() + 5_000).toISOString(), 'just now'],
  [before(MINUTE), '1 minute ago'],
  [before(5 * MINUTE), '5 minutes ago'],
  [before(3 * HOUR), '3 hours ago'],
  [before(DAY + HOUR), 'yesterday'],
  [before(3 * DAY), '3 days ago'],
  [before(45 * DAY), '45 days ago'],
  [before(90 * DAY), '3 months ago'],
  [before(400 * DAY), 'last year'],
  [before(800 * DAY), '2 years ago'],
])('a return made at %s is %j old', (date, age) => {
  expect(formatAge(date, NOW)).toBe(age)
})

test('a return counts its units over all lines', () => {
  expect(unitCountOf(makeAdminReturn().items)).toBe(3)
})

test('the list says what a return gives back: money, an exchange, or both', () => {
  expect(formatReturnValue({ items: [TEE_LINE], refundAmount: 42.5 })).toBe('$42.50')
  expect(formatReturnValue({ items: [JEANS_LINE], refundAmount: 0 })).toBe('Exchange')
  expect(formatReturnValue({ items: [TEE_LINE, JEANS_LINE], refundAmount: 42.5 })).toBe(
    '$42.50 + exchange',
  )
})

test('marking received says what it does: stock, the money and the replacement order', () => {
  const record = makeAdminReturn()
  expect(receivedConsequences(record)).toBe(
    'Its 3 items go back in stock, $42.50 is refunded to the original payment and the exchanged items ship as a replacement order, at no charge.',
  )
  expect(
    receivedConsequences({
      ...record,
      resolution: 'store_credit',
      items: record.items.slice(0, 1),
    }),
  ).toBe('Its 2 items go back in stock and $42.50 is added to the customer’s store credit.')
  expect(receivedConsequences({ ...record, items: [JEANS_LINE], refundAmount: 0 })).toBe(
    'Its 1 item goes back in stock and the exchanged items ship as a replacement order, at no charge.',
  )
})
