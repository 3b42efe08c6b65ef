import type { Return } from '@shop/shared/returns'
import { expect, test } from 'vitest'
import { makeReturn } from '../../testing/return.fixture'
import {
  describeDeadline,
  describeNextStep,
  describeReturnAmount,
  describeReturnStatus,
  isAwaitingParcel,
  isCancellable,
  returnTone,
} from './return-format'

const pants = makeReturn().items[0] as Return['items'][number]
const exchanged = { ...pants, exchangeFor: { size: 'L', color: 'Olive' }, refund: 0 }

test('each status reads in the customer’s words', () => {
  expect(describeReturnStatus(makeReturn({ status: 'requested' }))).toBe('Requested')
  expect(describeReturnStatus(makeReturn({ status: 'approved' }))).toBe('Approved: send the parcel')
  expect(describeReturnStatus(makeReturn({ status: 'rejected' }))).toBe('Rejected')
  expect(describeReturnStatus(makeReturn({ status: 'received' }))).toBe('Received')
  expect(describeReturnStatus(makeReturn({ status: 'cancelled' }))).toBe('Cancelled')
})

test('a closed return says what came of it: refunded, credited, exchanged, or both', () => {
  expect(describeReturnStatus(makeReturn({ status: 'closed' }))).toBe('Refunded')
  expect(describeReturnStatus(makeReturn({ status: 'closed', resolution: 'store_credit' }))).toBe(
    'Credited',
  )
  const exchangeOnly = makeReturn({ status: 'closed', items: [exchanged], refundAmount: 0 })
  expect(describeReturnStatus(exchangeOnly)).toBe('Exchanged')
  expect(
    describeReturnStatus(
      makeReturn({ status: 'closed', resolution: 'store_credit', items: [pants, exchanged] }),
    ),
  ).toBe('Credited and exchanged')
  expect(describeReturnStatus(makeReturn({ status: 'closed', items: [pants, exchanged] }))).toBe(
    'Refunded and exchanged',
  )
})

test('badges are under way until settled, and ended when rejected or cancelled', () => {
  expect(returnTone('requested')).toBe('pending')
  expect(returnTone('approved')).toBe('pending')
  expect(returnTone('received')).toBe('pending')
  expect(returnTone('closed')).toBe('done')
  expect(returnTone('rejected')).toBe('ended')
  expect(returnTone('cancelled')).toBe('ended')
})

test('only a requested return can be cancelled; the parcel is awaited until it arrives', () => {
  expect(isCancellable({ status: 'requested' })).toBe(true)
  expect(isCancellable({ status: 'approved' })).toBe(false)
  expect(isCancellable({ status: 'cancelled' })).toBe(false)
  expect(isAwaitingParcel({ status: 'requested' })).toBe(true)
  expect(isAwaitingParcel({ status: 'approved' })).toBe(true)
  expect(isAwaitingParcel({ status: 'received' })).toBe(false)
  expect(isAwaitingParcel({ status: 'rejected' })).toBe(false)
})

test('the deadline is written out in full', () => {
  expect(describeDeadline('2026-12-27T12:00:00.000Z')).toBe('Return by December 27, 2026')
})

test('the money of a return: refund or credit with its amount, or an exchange alone', () => {
  expect(describeReturnAmount(makeReturn())).toBe('Refund $79.00')
  expect(describeReturnAmount(makeReturn({ resolution: 'store_credit', refundAmount: 20.5 }))).toBe(
    'Store credit $20.50',
  )
  expect(describeReturnAmount(makeReturn({ items: [exchanged], refundAmount: 0 }))).toBe('Exchange')
})

test('the next step follows the status and the outcome', () => {
  expect(describeNextStep(makeReturn({ status: 'approved' }))).toMatch(/send the parcel/)
  expect(
    describeNextStep(
      makeReturn({ status: 'closed', resolution: 'store_credit', refundAmount: 20 }),
    ),
  ).toBe('Your store credit is in your account.')
  expect(
    describeNextStep(makeReturn({ status: 'closed', items: [exchanged], refundAmount: 0 })),
  ).toBe('Your return is complete. Your exchange ships as a new order.')
})
