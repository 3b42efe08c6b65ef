import Fastify from 'fastify'
import { expect, test } from 'vitest'
import { securityPlugin } from './security.js'

async function policyOf(paymentProvider?: string): Promise<string> {
  const app = Fastify()
  await app.register(securityPlugin, { paymentProvider })
  app.get('/', () => 'ok')
  const response = await app.inject({ method: 'GET', url: '/' })
  await app.close()
  return String(response.headers['content-security-policy'])
}

test('with demo payments the page policy lets no outside origin in', async () => {
  const csp = await policyOf('demo')
  expect(csp).toContain("script-src 'self';")
  expect(csp).toContain("connect-src 'self';")
  expect(csp).not.toContain('paypal')
  expect(await policyOf()).toBe(csp)
})

test('with PayPal payments the policy allows only PayPal’s script, frame, API and image origins', async () => {
  const csp = await policyOf('paypal')
  const paypal = 'https://www.paypal.com https://*.paypal.com https://*.paypalobjects.com'
  expect(csp).toContain(`script-src 'self' ${paypal}`)
  expect(csp).toContain(`frame-src 'self' ${paypal}`)
  expect(csp).toContain(`connect-src 'self' ${paypal}`)
  expect(csp).toContain(`img-src 'self' data: blob: ${paypal}`)
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toContain('unsafe-eval')
})
