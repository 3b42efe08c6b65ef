import type { AppConfig } from '../../config/env.js'
import { createDemoProvider } from './demo-provider.js'
import type { PaymentProvider } from './payment-provider.js'
import { createPaypalProvider } from './paypal-provider.js'

/** The provider PAYMENT_PROVIDER names (config/env.ts has already checked its settings). */
export function createPaymentProvider(config: Readonly<AppConfig>): PaymentProvider {
  if (config.paymentProvider === 'demo') return createDemoProvider()
  if (!config.paypal) throw new Error('PAYMENT_PROVIDER=paypal without PayPal settings')
  return createPaypalProvider(config.paypal)
}
