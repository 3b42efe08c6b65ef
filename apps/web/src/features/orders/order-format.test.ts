import { expect, test } from 'vitest'
import { describePaymentMethod } from './order-format'

test('an order the provider took nothing for says what paid it', () => {
  expect(describePaymentMethod({ paymentMethod: 'PayPal', paymentProvider: 'paypal' })).toBe(
    'PayPal',
  )
  expect(describePaymentMethod({ paymentMethod: 'PayPal', paymentProvider: 'demo' })).toBe(
    'Demo payment',
  )
  expect(describePaymentMethod({ paymentMethod: 'Exchange', paymentProvider: 'demo' })).toBe(
    'Exchange: nothing to pay',
  )
  expect(describePaymentMethod({ paymentMethod: 'Store credit', paymentProvider: 'paypal' })).toBe(
    'Store credit',
  )
})
