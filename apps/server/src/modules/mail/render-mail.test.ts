import { expect, test } from 'vitest'
import { US_ADDRESS } from '../../testing/place-order.js'
import { subjectOf, type OrderMailData } from './mail-messages.js'
import { renderMail } from './render-mail.js'

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
    {
      name: 'Trail Hoodie',
      color: 'Navy',
      size: 'L',
      quantity: 1,
      priceCents: 5999,
      image: 'https://cdn.example.com/hoodie.jpg',
    },
  ],
  subtotalCents: 9899,
  shippingCents: 1499,
  totalCents: 11398,
  shippingLabel: 'Express Shipping',
  estimatedDays: 2,
  shippingAddress: US_ADDRESS,
  trackingNumber: null,
}

test('an order confirmation lists each line with colour, size and image, the totals, the address and the delivery date', async () => {
  const { html, text } = await renderMail('order_confirmation', order, context)
  for (const part of [html, text]) {
    expect(part).toContain('Thank you for your order, Ada!')
    expect(part).toContain('#3f2b9c1e')
    expect(part).toContain('Everyday Tee')
    expect(part).toContain('Color: Black · Size: M · Qty: 2')
    expect(part).toContain('$39.00')
    expect(part).toContain('$98.99')
    expect(part).toContain('Shipping (Express Shipping)')
    expect(part).toContain('$14.99')
    expect(part).toContain('$113.98')
    expect(part).toContain('1 Congress Ave')
    expect(part).toContain('Austin, TX 78701')
    // Placed on Friday 20 November, two business days of express shipping: the weekend is skipped.
    expect(part).toContain('Tuesday, November 24, 2026')
  }
  expect(html).toContain('src="https://shop.example.com/uploads/tee.w400.webp"')
  expect(html).toContain('src="https://cdn.example.com/hoodie.jpg"')
  expect(html).toContain(
    'href="https://shop.example.com/order/3f2b9c1e-8d41-4a9b-b6a2-0e1f2a3b4c5d"',
  )
  expect(text).toContain('https://shop.example.com/order/3f2b9c1e-8d41-4a9b-b6a2-0e1f2a3b4c5d')
})

test('a discount and tax show as their own lines; without them there are none', async () => {
  const { text } = await renderMail(
    'order_confirmation',
    { ...order, discountCents: 990, discountCode: 'WELCOME10', taxCents: 713, totalCents: 11121 },
    context,
  )
  expect(text).toMatch(/Discount \(WELCOME10\)\s+−\$9\.90/)
  expect(text).toMatch(/Tax\s+\$7\.13/)
  expect(text).toContain('$111.21')
  const plain = await renderMail('order_confirmation', order, context)
  expect(plain.text).not.toContain('Discount')
  expect(plain.text).not.toMatch(/\bTax\b/)
})

test('without the option’s days the spec’s 10 days are promised; free shipping reads Free', async () => {
  const { text } = await renderMail(
    'order_confirmation',
    { ...order, estimatedDays: null, shippingCents: 0, totalCents: 9899 },
    context,
  )
  expect(text).toContain('Monday, November 30, 2026')
  expect(text).toMatch(/Shipping \(Express Shipping\)\s+Free/)
})

test('a refund mail names the amount given back in its subject and both parts', async () => {
  const refunded = { ...order, refundedCents: 11398 }
  expect(subjectOf({ kind: 'order_refunded', to: 'ada@example.com', data: refunded })).toBe(
    'Your refund of $113.98 for order #3f2b9c1e',
  )
  const { html, text } = await renderMail('order_refunded', refunded, context)
  for (const part of [html, text]) {
    expect(part).toContain('Your refund of $113.98')
    expect(part).toContain('Everyday Tee')
  }
  expect(html).toContain('we have refunded <strong>$113.98</strong> for order #3f2b9c1e')
  expect(text).toContain('we have refunded $113.98 for order #3f2b9c1e')
  expect(text).toContain('https://shop.example.com/order/3f2b9c1e-8d41-4a9b-b6a2-0e1f2a3b4c5d')
})

test('a cancellation says the payment was refunded only when it was', async () => {
  const refunded = await renderMail('order_cancelled', { ...order, refundedCents: 11398 }, context)
  expect(refunded.html).toContain('Your payment of <strong>$113.98</strong> has been refunded')
  expect(refunded.text).toContain('has been cancelled')
  expect(refunded.text).toContain('Your payment of $113.98 has been refunded')
  const kept = await renderMail('order_cancelled', { ...order, refundedCents: null }, context)
  expect(kept.text).toContain('has been cancelled')
  expect(kept.text).not.toContain('refunded')
})

test('every value a customer typed is escaped, never markup', async () => {
  const hostile = '<script>alert("x")</script><a href="https://evil.example">click</a>'
  const { html } = await renderMail(
    'contact_message',
    {
      name: hostile,
      email: 'ann@example.com',
      message: `Hi\n${hostile}`,
      receivedAt: order.placedAt,
    },
    context,
  )
  expect(html).not.toContain('<script>')
  expect(html).not.toContain('href="https://evil.example"')
  expect(html).toContain('&lt;script&gt;')
})

test('a reset mail carries its one-time link on the shop’s address, in both parts', async () => {
  const { html, text } = await renderMail(
    'password_reset',
    { name: 'Ada', resetPath: '/reset-password?token=abc123', validMinutes: 60 },
    context,
  )
  expect(html).toContain('href="https://shop.example.com/reset-password?token=abc123"')
  expect(text).toContain('https://shop.example.com/reset-password?token=abc123')
  expect(text).toContain('60 minutes')
})

test('a confirmation mail carries its one-time link on the shop’s address, in both parts', async () => {
  const { html, text } = await renderMail(
    'email_confirmation',
    {
      name: 'Ada',
      newEmail: 'new@example.com',
      confirmPath: '/confirm-email?token=abc123',
      validMinutes: 60,
    },
    context,
  )
  expect(html).toContain('href="https://shop.example.com/confirm-email?token=abc123"')
  expect(text).toContain('https://shop.example.com/confirm-email?token=abc123')
  expect(text).toContain('new@example.com')
})

test.each([
  ['welcome', { name: 'Ada' }, 'Welcome to Slide, Ada!'],
  ['order_shipped', { ...order, trackingNumber: '1Z999AA1' }, 'Tracking number: 1Z999AA1'],
  ['order_cancelled', order, 'has been cancelled'],
  ['password_changed', { name: 'Ada', changedAt: order.placedAt }, 'November 20, 2026'],
  [
    'email_changed',
    { name: 'Ada', newEmail: 'new@example.com', changedAt: order.placedAt },
    'new@example.com',
  ],
  [
    'email_change_requested',
    { name: 'Ada', newEmail: 'new@example.com', requestedAt: order.placedAt },
    'new@example.com was given as the new',
  ],
  [
    'sign_in_attempts',
    { name: 'Ada', failedAttempts: 10, windowMinutes: 15 },
    'there were 10 attempts',
  ],
] as const)('the %s mail renders an HTML and a plain-text part', async (kind, data, phrase) => {
  const { html, text } = await renderMail(kind, data, context)
  expect(html).toMatch(/^<!DOCTYPE html/)
  expect(html).toContain(phrase)
  expect(text).toContain(phrase)
  expect(text).not.toContain('<')
})
