import { invalidCharacterMessage } from '@shop/shared/text'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TEST_PASSWORD, createTestUser, type TestUser } from './testing/auth-headers.js'
import { listRoutes } from './testing/list-routes.js'
import { captureLogLines } from './testing/log-lines.js'
import { createTestApp, type TestApp } from './testing/test-app.js'
import { nextClientAddress } from './testing/unique-values.js'

/**
 * What an attack run tried (docs/product-rules.md § Several instances and § Hardening): bad characters, bad
 * URLs, cached personal answers, secrets in the logs, huge images. Each answer must be a plain
 * `{ message }` with a fitting status, never a 500 and never a secret.
 */

let t: TestApp
let admin: TestUser
const log = captureLogLines()
const logLines = log.lines

beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'info', stream: log.stream } })
  admin = await createTestUser(t, { role: 'admin' })
})

afterAll(async () => {
  await t.close()
})

describe('characters no field accepts', () => {
  const apiRoutes = () =>
    listRoutes(t.app).filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
    )

  test('a NUL byte in any JSON body is a 400 naming the field, on every route that reads one', async () => {
    const answers: string[] = []
    for (const route of apiRoutes().filter((entry) => entry.method !== 'GET')) {
      const response = await t.app.inject({
        method: route.method,
        url: route.url.replace(/:[A-Za-z]+/g, '3c5b2f7e-8d41-4a9b-b6a2-0e1f2a3b4c5d'),
        headers: admin.headers,
        payload: { name: 'Ann\u0000Lee' },
        remoteAddress: nextClientAddress(),
      })
      answers.push(`${route.method} ${route.url} → ${String(response.statusCode)} ${response.body}`)
    }
    expect(answers.length).toBeGreaterThan(20)
    const expected = `400 ${JSON.stringify({ message: invalidCharacterMessage('name') })}`
    expect(answers.filter((answer) => !answer.endsWith(expected))).toEqual([])
  })

  test('a NUL byte in any query or path parameter is a 400, on every route', async () => {
    const answers: string[] = []
    for (const route of apiRoutes()) {
      const hasParameter = route.url.includes(':')
      const url = hasParameter
        ? route.url.replace(/:[A-Za-z]+/g, 'bad%00id')
        : `${route.url}?search=tee%00`
      const response = await t.app.inject({
        method: route.method,
        url,
        headers: admin.headers,
        remoteAddress: nextClientAddress(),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      })
      if (response.statusCode !== 400) {
        answers.push(`${route.method} ${url} → ${String(response.statusCode)} ${response.body}`)
      }
    }
    expect(answers).toEqual([])
  })

  test.each([
    ['a lone surrogate', { name: 'Ann \ud800', email: 'ann@example.com', message: 'Hi' }, 'name'],
    [
      'an escape character',
      { name: 'Ann', email: 'ann@example.com', message: 'Hi \u001b[31m' },
      'message',
    ],
    ['a bad key', { name: 'Ann', email: 'ann@example.com', message: 'Hi', ['x\u0000']: 1 }, 'key'],
  ])('%s in a form is refused with 400, never stored', async (_what, payload, field) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload,
      remoteAddress: nextClientAddress(),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: invalidCharacterMessage(field) })
  })

  test('line breaks, tabs, accents and emoji are welcome', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Zoë Ångström 👕',
        email: 'zoe@example.com',
        message: 'Line one\n\tLine two\r\nThree',
      },
      remoteAddress: nextClientAddress(),
    })
    expect(response.statusCode).toBe(201)
  })
})

describe('router errors answer in the same shape', () => {
  test('a malformed address is a 400 with a message', async () => {
    const response = await t.app.inject('/api/products/%E0%A4%A')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'The address is not valid.' })
  })

  test('an over-long path parameter is a 414 with a message', async () => {
    const response = await t.app.inject(`/api/products/${'a'.repeat(500)}`)
    expect(response.statusCode).toBe(414)
    expect(response.json()).toEqual({ message: 'The address is too long.' })
  })
})

describe('caching of answers', () => {
  test('personal and admin answers are never stored; the public catalogue may be', async () => {
    const customer = await createTestUser(t)
    const personal = [
      { url: '/api/users/profile', headers: customer.headers },
      { url: '/api/orders/my-orders', headers: customer.headers },
      { url: '/api/cart?guestId=guest_1750000000000_0123456789abcdef' },
      { url: '/api/admin/users', headers: admin.headers },
      { url: '/api/admin/outbox', headers: admin.headers },
      { url: '/api/users/profile' },
    ]
    for (const request of personal) {
      const response = await t.app.inject(request)
      expect(response.headers['cache-control'], request.url).toBe('no-store')
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: customer.user.email, password: TEST_PASSWORD },
      remoteAddress: nextClientAddress(),
    })
    expect(login.headers['cache-control']).toBe('no-store')
    for (const url of ['/api/products', '/api/products/new-arrivals', '/api/health']) {
      expect((await t.app.inject(url)).headers['cache-control'], url).toBeUndefined()
    }
  })
})

describe('logs', () => {
  test('a failing insert logs its query but no password, hash or e-mail', async () => {
    // A rule the test adds makes the insert of this one name fail inside the database.
    await t.db.execute(sql`alter table users add constraint test_no_boom check (name <> 'Boom')`)
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { name: 'Boom', email: 'boom@example.com', password: TEST_PASSWORD },
        remoteAddress: nextClientAddress(),
      })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
      })
    } finally {
      await t.db.execute(sql`alter table users drop constraint test_no_boom`)
    }
    const failure = logLines.find((line) =>
      line.includes('request failed with an unexpected error'),
    )
    expect(failure).toContain('insert into')
    expect(failure).toContain('params: [redacted]')
    for (const secret of ['$argon2', TEST_PASSWORD, 'boom@example.com']) {
      expect(
        logLines.filter((line) => line.includes(secret)),
        secret,
      ).toEqual([])
    }
  })

  test('a token in a page address and the bearer header never reach a log line', async () => {
    await t.app.inject({ url: '/reset-password?token=SuperSecretToken123', headers: admin.headers })
    await t.app.inject({ url: '/api/users/profile', headers: admin.headers })
    expect(logLines.some((line) => line.includes('/reset-password?token=[redacted]'))).toBe(true)
    expect(logLines.filter((line) => line.includes('SuperSecretToken123'))).toEqual([])
    expect(logLines.filter((line) => line.includes(admin.token))).toEqual([])
  })
})

describe('uploads', () => {
  test('an image that would decode to more pixels than a product photo needs is refused (413)', async () => {
    // 12,000 × 5,000 of one colour compresses to a few kilobytes but unpacks to 60 megapixels.
    const huge = await sharp({
      create: { width: 12_000, height: 5_000, channels: 3, background: '#c9442c' },
    })
      .png()
      .toBuffer()
    const boundary = '----shop-test-boundary'
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      huge,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ message: 'Images can be at most 50 megapixels.' })
  })
})
