import Fastify from 'fastify'
import { PAGE_START_SCRIPT } from '@shop/shared/page-rendering'
import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { securityPlugin, type SecurityOptions } from './security.js'

/** The one inline script a server-rendered page runs, allowed by nothing but its hash. */
const START_SCRIPT = `'sha256-${createHash('sha256').update(PAGE_START_SCRIPT).digest('base64')}'`

async function policyOf(options: SecurityOptions = {}): Promise<string> {
  const app = Fastify()
  await app.register(securityPlugin, options)
  app.get('/', () => 'ok')
  const response = await app.inject({ method: 'GET', url: '/' })
  await app.close()
  return String(response.headers['content-security-policy'])
}

test('with demo payments the page policy lets no outside origin in', async () => {
  const csp = await policyOf({ paymentProvider: 'demo' })
  expect(csp).toContain(`script-src 'self' ${START_SCRIPT};`)
  expect(csp).toContain("connect-src 'self';")
  expect(csp).toMatch(/frame-src 'self'(;|$)/)
  expect(csp).not.toContain('paypal')
  expect(csp).not.toContain('google')
  expect(await policyOf()).toBe(csp)
})

test('with PayPal payments the policy allows only PayPal’s script, frame, API and image origins', async () => {
  const csp = await policyOf({ paymentProvider: 'paypal' })
  const paypal = 'https://www.paypal.com https://*.paypal.com https://*.paypalobjects.com'
  expect(csp).toContain(`script-src 'self' ${START_SCRIPT} ${paypal}`)
  expect(csp).toContain(`frame-src 'self' ${paypal}`)
  expect(csp).toContain(`connect-src 'self' ${paypal}`)
  expect(csp).toContain(`img-src 'self' data: blob: https: ${paypal}`)
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toContain('unsafe-eval')
})

test('with a Maps key the policy lets Google’s Places scripts, styles, fonts and requests in, and no frames', async () => {
  const csp = await policyOf({ paymentProvider: 'demo', allowGoogleMaps: true })
  expect(csp).toContain(
    `script-src 'self' ${START_SCRIPT} https://*.googleapis.com https://*.gstatic.com https://*.google.com;`,
  )
  expect(csp).toContain("style-src 'self' 'unsafe-inline' https://fonts.googleapis.com;")
  expect(csp).toContain("font-src 'self' data: https://fonts.gstatic.com;")
  expect(csp).toContain(
    "connect-src 'self' https://*.googleapis.com https://*.google.com https://*.gstatic.com;",
  )
  expect(csp).toMatch(/frame-src 'self'(;|$)/)
  expect(csp).not.toContain('paypal')
  expect(csp).not.toContain('unsafe-eval')
})
