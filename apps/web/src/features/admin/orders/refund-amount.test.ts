import { REFUND_AMOUNT_INVALID_MESSAGE } from '@shop/shared/admin'
import { expect, test } from 'vitest'
import { amountFieldText, readRefundAmount, refundableCents } from './refund-amount'

test('what is left to refund is the total less what went back; nothing once refunded', () => {
  expect(refundableCents({ paymentStatus: 'paid', totalPrice: 177.99, refundedAmount: 0 })).toBe(
    17799,
  )
  expect(
    refundableCents({ paymentStatus: 'partially_refunded', totalPrice: 0.3, refundedAmount: 0.1 }),
  ).toBe(20)
  expect(
    refundableCents({ paymentStatus: 'refunded', totalPrice: 177.99, refundedAmount: 177.99 }),
  ).toBe(0)
  expect(amountFieldText(17799)).toBe('177.99')
  expect(amountFieldText(5)).toBe('0.05')
})

test('a typed amount is dollars with at most two decimals, from a cent up to what is left', () => {
  expect(readRefundAmount('12.5', 2000)).toEqual({ cents: 1250, error: null })
  expect(readRefundAmount(' $1,234.56 ', 200000)).toEqual({ cents: 123456, error: null })
  expect(readRefundAmount('.5', 2000)).toEqual({ cents: 50, error: null })
  expect(readRefundAmount('20', 2000)).toEqual({ cents: 2000, error: null })
  for (const bad of ['', 'ten', '0', '0.00', '-5', '1.005', '1e3', '12.'])
    expect(readRefundAmount(bad, 2000)).toEqual({
      cents: null,
      error: REFUND_AMOUNT_INVALID_MESSAGE,
    })
  expect(readRefundAmount('20.01', 2000)).toEqual({
    cents: null,
    error: 'Only $20.00 of this order is left to refund.',
  })
})
