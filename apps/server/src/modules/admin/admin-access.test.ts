import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { FORBIDDEN_MESSAGE, LOGIN_FIRST_MESSAGE } from '../../plugins/auth.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { listRoutes, type RouteEntry } from '../../testing/list-routes.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

/**
 * docs/product-rules.md § Admin: every admin route answers 401 without a token and 403 to any other
 * role. The routes are read from the running app, so a route added later is covered too.
 */

let t: TestApp
let customer: TestUser

beforeAll(async () => {
  t = await createTestApp()
  customer = await createTestUser(t)
})

afterAll(async () => {
  await t.close()
})

const ADMIN_ONLY_OUTSIDE_SCOPE = [
  'POST /api/products',
  'PUT /api/products/:id',
  'DELETE /api/products/:id',
  'POST /api/upload',
]

function adminOnlyRoutes(app: FastifyInstance): RouteEntry[] {
  return listRoutes(app).filter(
    (route) =>
      route.url.startsWith('/api/admin/') ||
      route.url === '/api/admin' ||
      ADMIN_ONLY_OUTSIDE_SCOPE.includes(`${route.method} ${route.url}`),
  )
}

async function statusesOf(headers: Record<string, string>): Promise<string[]> {
  const answers: string[] = []
  for (const route of adminOnlyRoutes(t.app)) {
    const url = route.url.replace(/:[A-Za-z]+/g, randomUUID())
    const hasBody = route.method !== 'GET'
    const response = await t.app.inject({
      method: route.method,
      url,
      headers,
      ...(hasBody ? { payload: {} } : {}),
    })
    answers.push(`${route.method} ${route.url} → ${String(response.statusCode)} ${response.body}`)
  }
  return answers
}

test('the admin routes are found: the back office and the product and upload writes', () => {
  const found = adminOnlyRoutes(t.app).map((route) => `${route.method} ${route.url}`)
  expect(found).toEqual(
    expect.arrayContaining([
      ...ADMIN_ONLY_OUTSIDE_SCOPE,
      'GET /api/admin/users',
      'POST /api/admin/users',
      'PUT /api/admin/users/:id',
      'DELETE /api/admin/users/:id',
      'GET /api/admin/orders',
      'GET /api/admin/orders/:id',
      'PUT /api/admin/orders/:id',
      'DELETE /api/admin/orders/:id',
      'GET /api/admin/stats',
      'GET /api/admin/messages',
      'DELETE /api/admin/messages/:id',
      'GET /api/admin/products',
      'PUT /api/admin/products/:id',
    ]),
  )
})

test('every admin route asks a caller without a token to log in (401)', async () => {
  const answers = await statusesOf({})
  const expected = `401 ${JSON.stringify({ message: LOGIN_FIRST_MESSAGE })}`
  expect(answers.filter((answer) => !answer.endsWith(` → ${expected}`))).toEqual([])
})

test('every admin route refuses a customer (403)', async () => {
  const answers = await statusesOf(customer.headers)
  const expected = `403 ${JSON.stringify({ message: FORBIDDEN_MESSAGE })}`
  expect(answers.filter((answer) => !answer.endsWith(` → ${expected}`))).toEqual([])
})
