import { expect, test } from 'vitest'
import { subjectOf, type ReturnMailData } from './mail-messages.js'
import { renderMail } from './render-mail.js'

/** The four mails of a return (docs/decisions/032-returns-and-exchanges.md). */

const context = {
  shopName: 'Slide',
  accentColor: '#c9442c',
  linkBaseUrl: 'https://shop.example.com',
}

const returned: ReturnMailData = {
  returnId: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  number: 'R-7K2M9Q',
  orderId: '3f2b9c1e-8d41-4a9b-b6a2-0e1f2a3b4c5d',
  customerName: 'Ada',
  items: [
    { name: 'Everyday Tee', color: 'Black', size: 'M', quantity: 1, reason: 'Too small' },
    {
      name: 'Trail Hoodie',
      color: 'Navy',
      size: 'L',
      quantity: 1,
      reason: 'Too large',
      exchangeFor: 'Navy, M',
    },
  ],
  resolution: 'refund',
  refundCents: 2090,
  creditCents: 0,
  shopNote: null,
  replacementOrderIds: [],
}

test('the request gives the number, the items with their reasons, the refund and the slip link', async () => {
  expect(subjectOf({ kind: 'return_requested', to: 'ada@example.com', data: returned })).toBe(
    'Your return R-7K2M9Q: print the slip and send it back',
  )
  const { html, text } = await renderMail('return_requested', returned, context)
  for (const part of [html, text]) {
    expect(part).toContain('Return R-7K2M9Q')
    expect(part).toContain('Color: Black · Size: M · Too small')
    expect(part).toContain('Exchange for: Navy, M')
    expect(part).toContain('$20.90')
    expect(part).toContain('back to your payment')
  }
  expect(html).toContain(
    'href="https://shop.example.com/returns/7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6"',
  )
})

test('a rejection carries the shop’s note', async () => {
  const { text } = await renderMail(
    'return_rejected',
    { ...returned, shopNote: 'The tee was worn.\nWrite to us with questions.' },
    context,
  )
  expect(text).toContain('we cannot accept this return')
  expect(text).toContain('The tee was worn.')
  expect(text).toContain('Write to us with questions.')
})

test('received states the refund, or the credit, and the exchange’s replacement order', async () => {
  const refunded = await renderMail(
    'return_received',
    { ...returned, replacementOrderIds: ['9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'] },
    context,
  )
  expect(refunded.text).toContain('We have refunded $20.90')
  expect(refunded.text).toContain('Your exchange ships as a new order at no cost')
  expect(refunded.html).toContain(
    'href="https://shop.example.com/order/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"',
  )

  const credited = await renderMail(
    'return_received',
    {
      ...returned,
      resolution: 'store_credit',
      creditCents: 2090,
      items: returned.items.slice(0, 1),
    },
    context,
  )
  expect(credited.text).toContain('$20.90 of store credit is in your account')
  expect(credited.text).not.toContain('new order')
  expect(credited.text).not.toContain('We have refunded')

  // An order paid partly with credit: the money first, the rest as credit.
  const split = await renderMail('return_received', { ...returned, creditCents: 590 }, context)
  expect(split.text).toContain('We have refunded $15.00')
  expect(split.text).toContain('$5.90 of store credit')
})
