import type { SetupChecklist, SetupStep } from '@shop/shared/setup-checklist'
import { afterEach, describe, expect, test } from 'vitest'
import { adminHeaders, createTestUser } from '../../testing/auth-headers.js'
import { seedProduct } from '../../testing/factories.js'
import { seedOrder } from '../../testing/order-factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

/**
 * The setup checklist of a shop that starts empty (docs/product-rules.md § The owner's shop):
 * each step ticks itself as the shop becomes what it asks for.
 */

let t: TestApp | undefined

afterEach(async () => {
  await t?.close()
  t = undefined
})

const LOGO = '/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.w800.webp'

async function doneSteps(app: TestApp): Promise<SetupStep[]> {
  const response = await app.app.inject({
    url: '/api/admin/setup-checklist',
    headers: await adminHeaders(app),
  })
  expect(response.statusCode).toBe(200)
  return response
    .json<SetupChecklist>()
    .steps.filter(({ isDone }) => isDone)
    .map(({ step }) => step)
}

describe('GET /api/admin/setup-checklist', () => {
  test('an empty shop has every step open, and each ticks itself as it becomes true', async () => {
    t = await createTestApp()
    expect(await doneSteps(t)).toEqual([])
    const headers = await adminHeaders(t)

    // A name alone is not the step: the logo is part of it.
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers,
      payload: { shopName: 'Harbor Knits' },
    })
    expect(await doneSteps(t)).toEqual([])
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers,
      payload: { logoUrl: LOGO },
    })
    expect(await doneSteps(t)).toEqual(['name-and-logo'])

    const table = await t.app.inject({ url: '/api/admin/shipping', headers })
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/shipping',
      headers,
      payload: table.json<object>(),
    })
    expect(saved.statusCode).toBe(200)
    expect(await doneSteps(t)).toEqual(['name-and-logo', 'shipping'])

    await seedProduct(t.db)
    expect(await doneSteps(t)).toEqual(['name-and-logo', 'shipping', 'first-product'])
    await seedOrder(t.db)
    expect(await doneSteps(t)).toEqual(['name-and-logo', 'shipping', 'first-product', 'test-order'])
  })

  test('payments tick with PayPal and mail with an SMTP server', async () => {
    t = await createTestApp({
      PAYMENT_PROVIDER: 'paypal',
      PAYPAL_CLIENT_ID: 'client',
      PAYPAL_CLIENT_SECRET: 'secret',
      SMTP_URL: 'smtp://mail.example.com:587',
    })
    expect(await doneSteps(t)).toEqual(['payments', 'mail'])
  })

  test('only the admin reads it', async () => {
    t = await createTestApp()
    const customer = await createTestUser(t)
    const response = await t.app.inject({
      url: '/api/admin/setup-checklist',
      headers: customer.headers,
    })
    expect(response.statusCode).toBe(403)
  })
})
