import { createHash, randomUUID } from 'node:crypto'
import { PaymentError, refundRequestIdOf, type PaymentProvider } from './payment-provider.js'

/** `DEMO-<id>-<amount in cents>-<currency>`: everything a capture needs, in the id itself. */
const DEMO_ORDER_ID = /^DEMO-([0-9a-f-]{36})-(\d{1,12})-([A-Z]{3})$/

/**
 * PAYMENT_PROVIDER=demo: the same flow as PayPal with no money and no network; a payment counts
 * as approved at once. It keeps nothing: the payment's id carries its amount, and the capture
 * and refund ids follow from the ids they belong to (a refund's from its request id). So any
 * instance of a shop behind a load balancer captures what another opened, a restart forgets
 * nothing, and a repeated capture or refund answers the same id, as PayPal's would. Keeping
 * nothing, it cannot know what was refunded of a capture before: the order's own record keeps
 * its refunds within what was paid. Which checkout a payment belongs to is the checkout's own
 * record (checkout.service.ts), not the provider's. Never the default in production
 * (config/env.ts).
 */
export function createDemoProvider(): PaymentProvider {
  return {
    name: 'demo',
    clientId: null,
    openPayment({ amountCents, currency }) {
      return Promise.resolve({
        orderId: `DEMO-${randomUUID()}-${String(amountCents)}-${currency}`,
      })
    },
    capturePayment({ orderId }) {
      const [, id, amount, currency] = DEMO_ORDER_ID.exec(orderId) ?? []
      if (id === undefined || amount === undefined || currency === undefined) {
        return Promise.reject(new PaymentError('not_found', `Unknown demo payment ${orderId}`))
      }
      return Promise.resolve({
        orderId,
        status: 'COMPLETED',
        captureId: `DEMO-CAPTURE-${id}`,
        amountCents: Number(amount),
        currency,
      })
    },
    refundPayment(input) {
      if (
        input.amountCents !== undefined &&
        !(Number.isSafeInteger(input.amountCents) && input.amountCents > 0)
      ) {
        return Promise.reject(new RangeError(`Not a refund amount: ${String(input.amountCents)}`))
      }
      // One id per request id, the same for a repeated one, on any instance: a hash of it.
      const digest = createHash('sha256').update(refundRequestIdOf(input)).digest('hex')
      return Promise.resolve({ refundId: `DEMO-REFUND-${digest.slice(0, 32)}` })
    },
  }
}
