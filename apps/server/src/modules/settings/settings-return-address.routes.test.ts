import type { ShopSettings } from '@shop/shared/shop-settings'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

/** RETURN_ADDRESS (docs/configuration.md) fills the return slip's address until the owner saves one. */

let t: TestApp
let admin: TestUser

beforeAll(async () => {
  t = await createTestApp({ RETURN_ADDRESS: 'Returns Dept\\n1 Harbor Street\\nBoston, MA 02110' })
  admin = await createTestUser(t, { role: 'admin' })
})

afterAll(async () => {
  await t.close()
})

const readSettings = async () => (await t.app.inject({ url: '/api/settings' })).json<ShopSettings>()

test('the environment’s address is the public one while the settings have none, the owner’s after', async () => {
  expect((await readSettings()).returnAddress).toBe(
    'Returns Dept\n1 Harbor Street\nBoston, MA 02110',
  )
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin.headers,
    payload: { returnAddress: 'Slide Returns\n9 Pier Road' },
  })
  expect(saved.statusCode).toBe(200)
  expect((await readSettings()).returnAddress).toBe('Slide Returns\n9 Pier Road')
})
