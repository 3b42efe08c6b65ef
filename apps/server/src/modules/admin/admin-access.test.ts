import { randomUUID } from 'node:crypto'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { FORBIDDEN_MESSAGE, LOGIN_FIRST_MESSAGE } from '../../plugins/auth.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

/**
 * api-contract § Admin: every admin route answers 401 without a token and 403 to any other
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

interface RouteEntry {
  method: NonNullable<InjectOptions['method']>
  url: string
}

const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([^)]*)\))?$/

/**
 * Every route of the app as method and full URL, read from `printRoutes` (Fastify's radix tree:
 * each line adds its segment to its parent's path, one level per four characters of indent).
 */
function listRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = []
  const pathAtDepth: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line)
    if (!match) continue
    const depth = (match[1] ?? '').length / 4
    const url = (pathAtDepth[depth - 1] ?? '') + (match[2] ?? '')
    pathAtDepth[depth] = url
    pathAtDepth.length = depth + 1
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      // HEAD routes are Fastify's automatic twins of GET routes.
      if (method !== 'HEAD') routes.push({ method: method as RouteEntry['method'], url })
    }
  }
  return routes
}

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
