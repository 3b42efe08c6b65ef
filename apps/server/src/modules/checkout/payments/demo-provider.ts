import { randomUUID } from 'node:crypto'
import { PaymentError, type PaymentProvider } from './payment-provider.js'

interface DemoOrder {
  amountCents: number
  currency: string
  captureId: string | null
}

/**
 * PAYMENT_PROVIDER=demo: the same flow as PayPal with no money and no network. Payments live in
 * this process's memory and count as approved at once, so a restart forgets the open ones (the
 * page opens a new one). Never the default in production (config/env.ts).
 */
export function createDemoProvider(): PaymentProvider {
  const orders = new Map<string, DemoOrder>()
  const refunds = new Map<string, string>()
  return {
    name: 'demo',
    clientId: null,
    openPayment({ amountCents, currency }) {
      const orderId = `DEMO-${randomUUID()}`
      orders.set(orderId, { amountCents, currency, captureId: null })
      return Promise.resolve({ orderId })
    },
    capturePayment({ orderId }) {
      const order = orders.get(orderId)
      if (!order) {
        return Promise.reject(new PaymentError('not_found', `Unknown demo payment ${orderId}`))
      }
      order.captureId ??= `DEMO-CAPTURE-${randomUUID()}`
      return Promise.resolve({
        orderId,
        status: 'COMPLETED',
        captureId: order.captureId,
        amountCents: order.amountCents,
        currency: order.currency,
      })
    },
    refundPayment({ captureId }) {
      const refundId = refunds.get(captureId) ?? `DEMO-REFUND-${randomUUID()}`
      refunds.set(captureId, refundId)
      return Promise.resolve({ refundId })
    },
  }
}
