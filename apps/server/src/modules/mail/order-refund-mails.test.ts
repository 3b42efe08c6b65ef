import { expect, test } from 'vitest'
import { US_ADDRESS } from '../../testing/place-order.js'
import { subjectOf, type OrderMailData } from './mail-messages.js'
import { renderMail } from './render-mail.js'

/** docs/product-rules.md § Mail and § Money: refunds, whole or partial, to the payment or as credit. */

const context = {
  shopName: 'Slide',
  accentColor: '#c9442c',
  linkBaseUrl: 'https://shop.example.com',
}

const order: OrderMailData = {
  orderId: '3f2b9c1e-8d41-4a9b-b6a2-0e1f2a3b4c5d',
  customerName: 'Ada',
  placedAt: '2026-11-20T10:00:00.000Z',
  items: [
    {
      name: 'Everyday Tee',
      color: 'Black',
      size: 'M',
      quantity: 2,
      priceCents: 1950,
      image: '/uploads/tee.w800.webp',
    },
  ],
  subtotalCents: 3900,
  shippingCents: 500,
  totalCents: 4400,
  shippingLabel: 'Standard',
  estimatedDays: 5,
  shippingAddress: US_ADDRESS,
  trackingNumber: null,
}

const flat = (text: string) => text.replace(/\s+/g, ' ')

test('a partial refund says which part of the order was refunded', async () => {
  const partial = { ...order, refundedCents: 1250, refundedCreditCents: 0 }
  expect(subjectOf({ kind: 'order_refunded', to: 'ada@example.com', data: partial })).toBe(
    'Your refund of $12.50 for order #3f2b9c1e',
  )
  const { html, text } = await renderMail('order_refunded', partial, context)
  expect(html).toContain('<strong>$12.50</strong> of your order was refunded')
  expect(flat(text)).toContain(
    'Hi Ada, $12.50 of your order was refunded to the account you paid with (order #3f2b9c1e). Depending on your bank, it can take a few days to show.',
  )
  expect(text).not.toContain('we have refunded')
})

test('a whole refund keeps its wording; a message queued before partial refunds reads as whole', async () => {
  for (const data of [{ ...order, refundedCents: 4400 }, order]) {
    const { text } = await renderMail('order_refunded', data, context)
    expect(flat(text)).toContain(
      'Hi Ada, we have refunded $44.00 for order #3f2b9c1e to the account you paid with. Depending on your bank',
    )
  }
})

test('the part paid with store credit is said to come back as credit', async () => {
  const both = await renderMail(
    'order_refunded',
    { ...order, refundedCents: 4400, refundedCreditCents: 1000 },
    context,
  )
  expect(flat(both.text)).toContain(
    'we have refunded $44.00 for order #3f2b9c1e: $34.00 to the account you paid with and $10.00 as store credit. Depending on your bank',
  )
  const creditOnly = await renderMail(
    'order_refunded',
    { ...order, refundedCents: 500, refundedCreditCents: 500 },
    context,
  )
  expect(flat(creditOnly.text)).toContain(
    '$5.00 of your order was refunded as store credit, ready to spend on your next order (order #3f2b9c1e).',
  )
  expect(creditOnly.text).not.toContain('Depending on your bank')
})

test('a cancellation after a partial refund states the part refunded', async () => {
  const { html, text } = await renderMail(
    'order_cancelled',
    { ...order, refundedCents: 500, refundedCreditCents: 0 },
    context,
  )
  expect(html).toContain('<strong>$5.00</strong> of your payment has been refunded')
  expect(flat(text)).toContain(
    '$5.00 of your payment has been refunded to the account you paid with. Depending on your bank',
  )
  const whole = await renderMail('order_cancelled', { ...order, refundedCents: 4400 }, context)
  expect(flat(whole.text)).toContain(
    'Your payment of $44.00 has been refunded to the account you paid with.',
  )
})
