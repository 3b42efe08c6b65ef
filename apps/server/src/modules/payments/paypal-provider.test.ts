import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  FAKE_PAYPAL_CLIENT_ID,
  FAKE_PAYPAL_CLIENT_SECRET,
  startFakePaypal,
  type FakePaypal,
} from '../../testing/fake-paypal.js'
import {
  PaymentError,
  PaymentProviderUnavailableError,
  RefundRefusedError,
} from './payment-provider.js'
import { createPaypalProvider } from './paypal-provider.js'

let paypal: FakePaypal

beforeAll(async () => {
  paypal = await startFakePaypal()
})

afterAll(async () => {
  await paypal.close()
})

const provider = () =>
  createPaypalProvider({
    clientId: FAKE_PAYPAL_CLIENT_ID,
    clientSecret: FAKE_PAYPAL_CLIENT_SECRET,
    apiBase: paypal.url,
  })

const open = (amountCents = 2549) =>
  provider().openPayment({ amountCents, currency: 'USD', referenceId: 'checkout-1' })

test('an order is opened with intent CAPTURE in USD with two decimals and a request id', async () => {
  const { orderId } = await open(1230)
  expect(paypal.orders.get(orderId)).toMatchObject({
    status: 'CREATED',
    intent: 'CAPTURE',
    referenceId: 'checkout-1',
    amount: { currency_code: 'USD', value: '12.30' },
  })
  const request = paypal.requests.findLast((r) => r.path === '/v2/checkout/orders')
  expect(request?.requestId).toMatch(/^open-[0-9a-f-]{36}$/)
})

test('one token serves every call until it is revoked, then a new one is fetched once', async () => {
  const adapter = provider()
  const tokensBefore = paypal.tokenCount()
  await adapter.openPayment({ amountCents: 100, currency: 'USD', referenceId: 'a' })
  await adapter.openPayment({ amountCents: 100, currency: 'USD', referenceId: 'b' })
  expect(paypal.tokenCount()).toBe(tokensBefore + 1)
  paypal.revokeTokens()
  const { orderId } = await adapter.openPayment({
    amountCents: 100,
    currency: 'USD',
    referenceId: 'c',
  })
  expect(paypal.orders.has(orderId)).toBe(true)
  expect(paypal.tokenCount()).toBe(tokensBefore + 2)
})

test('wrong credentials are reported as a configuration problem, not a shopper error', async () => {
  const adapter = createPaypalProvider({
    clientId: FAKE_PAYPAL_CLIENT_ID,
    clientSecret: 'wrong',
    apiBase: paypal.url,
  })
  const attempt = adapter.openPayment({ amountCents: 100, currency: 'USD', referenceId: 'x' })
  await expect(attempt).rejects.toThrow(PaymentProviderUnavailableError)
  await expect(attempt).rejects.toThrow(/PayPal refused the client credentials \(HTTP 401\)/)
})

test('an unreachable PayPal is reported as unavailable', async () => {
  const adapter = createPaypalProvider({
    clientId: FAKE_PAYPAL_CLIENT_ID,
    clientSecret: FAKE_PAYPAL_CLIENT_SECRET,
    apiBase: 'http://127.0.0.1:9',
    timeoutMs: 2000,
  })
  await expect(
    adapter.openPayment({ amountCents: 100, currency: 'USD', referenceId: 'x' }),
  ).rejects.toThrow(PaymentProviderUnavailableError)
})

test('an approved order is captured: COMPLETED with the amount taken', async () => {
  const { orderId } = await open(2549)
  paypal.approve(orderId)
  const captured = await provider().capturePayment({ orderId })
  expect(captured).toEqual({
    orderId,
    status: 'COMPLETED',
    captureId: expect.stringMatching(/^CAP-/) as string,
    amountCents: 2549,
    currency: 'USD',
  })
  const request = paypal.requests.findLast((r) => r.path.endsWith('/capture'))
  expect(request?.requestId).toBe(`capture-${orderId}`)
})

test('capturing again answers the first capture and takes nothing more', async () => {
  const { orderId } = await open()
  paypal.approve(orderId)
  const first = await provider().capturePayment({ orderId })
  const second = await provider().capturePayment({ orderId })
  expect(second).toEqual(first)
})

test('a capture before the buyer approved is refused as not approved', async () => {
  const { orderId } = await open()
  await expect(provider().capturePayment({ orderId })).rejects.toMatchObject({
    name: 'PaymentError',
    reason: 'not_approved',
  })
})

test('a declined capture takes no money and says declined', async () => {
  const { orderId } = await open()
  paypal.approve(orderId)
  paypal.declineCapture(orderId)
  const attempt = provider().capturePayment({ orderId })
  await expect(attempt).rejects.toBeInstanceOf(PaymentError)
  await expect(attempt).rejects.toMatchObject({ reason: 'declined' })
  expect(paypal.orders.get(orderId)?.capture).toBeNull()
})

test('an order PayPal does not know is not found', async () => {
  await expect(provider().capturePayment({ orderId: 'NO-SUCH-ORDER' })).rejects.toMatchObject({
    reason: 'not_found',
  })
})

test('a capture reports the amount PayPal really took, even when it differs', async () => {
  const { orderId } = await open(2549)
  paypal.approve(orderId)
  paypal.captureAmount(orderId, { currency_code: 'USD', value: '1.00' })
  const captured = await provider().capturePayment({ orderId })
  expect(captured).toMatchObject({ status: 'COMPLETED', amountCents: 100, currency: 'USD' })
})

test('a capture is refunded in full once, however often the refund is asked for', async () => {
  const { orderId } = await open(2549)
  paypal.approve(orderId)
  const { captureId } = await provider().capturePayment({ orderId })
  if (captureId === null) throw new Error('no capture')
  const first = await provider().refundPayment({ captureId })
  const second = await provider().refundPayment({ captureId })
  expect(second).toEqual(first)
  expect(paypal.refunds.filter((refund) => refund.captureId === captureId)).toEqual([
    { id: first.refundId, captureId, amount: { currency_code: 'USD', value: '25.49' } },
  ])
})

test('a refund PayPal refuses names its issue; PayPal failing is a different error', async () => {
  const { orderId } = await open(1000)
  paypal.approve(orderId)
  const { captureId } = await provider().capturePayment({ orderId })
  if (captureId === null) throw new Error('no capture')

  paypal.refuseRefund(captureId, { issue: 'REFUND_TIME_LIMIT_EXCEEDED' })
  const refused = provider().refundPayment({ captureId })
  await expect(refused).rejects.toBeInstanceOf(RefundRefusedError)
  await expect(refused).rejects.toMatchObject({ issue: 'REFUND_TIME_LIMIT_EXCEEDED' })

  paypal.refuseRefund(captureId, 'error')
  await expect(provider().refundPayment({ captureId })).rejects.toBeInstanceOf(
    PaymentProviderUnavailableError,
  )
  expect(paypal.refunds.some((refund) => refund.captureId === captureId)).toBe(false)
})

test('a part of a capture is refunded with its amount and request id; a repeated id answers the same refund', async () => {
  const { orderId } = await open(2549)
  paypal.approve(orderId)
  const { captureId } = await provider().capturePayment({ orderId })
  if (captureId === null) throw new Error('no capture')

  const first = await provider().refundPayment({
    captureId,
    amountCents: 1000,
    requestId: 'refund-part-1',
  })
  const repeated = await provider().refundPayment({
    captureId,
    amountCents: 1000,
    requestId: 'refund-part-1',
  })
  const second = await provider().refundPayment({
    captureId,
    amountCents: 1549,
    requestId: 'refund-part-2',
  })

  expect(repeated).toEqual(first)
  expect(second.refundId).not.toBe(first.refundId)
  expect(paypal.refunds.filter((refund) => refund.captureId === captureId)).toEqual([
    { id: first.refundId, captureId, amount: { currency_code: 'USD', value: '10.00' } },
    { id: second.refundId, captureId, amount: { currency_code: 'USD', value: '15.49' } },
  ])
  const sent = paypal.requests.filter(
    (request) => request.path === `/v2/payments/captures/${captureId}/refund`,
  )
  expect(sent.map((request) => [request.requestId, request.body])).toEqual([
    ['refund-part-1', '{"amount":{"value":"10.00","currency_code":"USD"}}'],
    ['refund-part-1', '{"amount":{"value":"10.00","currency_code":"USD"}}'],
    ['refund-part-2', '{"amount":{"value":"15.49","currency_code":"USD"}}'],
  ])
})

test('more than is left of a capture is refused as REFUND_AMOUNT_EXCEEDED and refunds nothing', async () => {
  const { orderId } = await open(2000)
  paypal.approve(orderId)
  const { captureId } = await provider().capturePayment({ orderId })
  if (captureId === null) throw new Error('no capture')
  await provider().refundPayment({ captureId, amountCents: 1500, requestId: 'refund-a' })

  const refused = provider().refundPayment({ captureId, amountCents: 501, requestId: 'refund-b' })

  await expect(refused).rejects.toBeInstanceOf(RefundRefusedError)
  await expect(refused).rejects.toMatchObject({ issue: 'REFUND_AMOUNT_EXCEEDED' })
  expect(paypal.refundedCents(captureId)).toBe(1500)
  // What is left can still go back; after that the capture is fully refunded.
  await provider().refundPayment({ captureId, amountCents: 500, requestId: 'refund-c' })
  await expect(
    provider().refundPayment({ captureId, amountCents: 1, requestId: 'refund-d' }),
  ).rejects.toMatchObject({ issue: 'CAPTURE_FULLY_REFUNDED' })
})
