import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { ADMIN_LIMIT_MESSAGE, sortInvalidMessage } from '@shop/shared/admin-lists'
import type { AuditEntry } from '@shop/shared/audit'
import {
  NOT_SUBSCRIBED_TITLE,
  SUBSCRIBER_DELETED_MESSAGE,
  SUBSCRIBER_NOT_FOUND_MESSAGE,
  UNSUBSCRIBED_TITLE,
  type Subscriber,
} from '@shop/shared/subscribers'
import { eq } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { mailOutbox, newsletterSubscribers } from '../../db/schema/index.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { nextClientAddress } from '../../testing/unique-values.js'

/** docs/product-rules.md § Back office at scale: subscribers, their export, and a working unsubscribe link. */

const PUBLIC_URL = 'https://shop.example'

let t: TestApp
let admin: TestUser

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL })
  admin = await createTestUser(t, { role: 'admin' })
})

afterAll(async () => {
  await t.close()
})

const subscribe = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email },
    remoteAddress: nextClientAddress(),
  })

async function tokenOf(email: string): Promise<string> {
  const [row] = await t.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
  if (!row) throw new Error(`${email} is not subscribed`)
  return row.unsubscribeToken
}

const isSubscribed = async (email: string) =>
  (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))
    .length > 0

const mailsTo = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))

const adminGet = (url: string) => t.app.inject({ url, headers: admin.headers })

describe('subscribing', () => {
  test('a new address gets one confirmation carrying its unsubscribe link; subscribing again sends nothing', async () => {
    expect((await subscribe('Reader@Example.com')).statusCode).toBe(201)
    expect((await subscribe('reader@example.com')).statusCode).toBe(201)
    const mails = await mailsTo('reader@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ kind: 'newsletter_subscribed' })

    expect(await t.app.mailSender.deliverDue()).toBeGreaterThan(0)
    const mailDir = t.config.mail.fileDir
    const names = await readdir(mailDir)
    const emls = await Promise.all(names.map((name) => readFile(path.join(mailDir, name), 'utf8')))
    const eml = emls.find((text) => /^To: reader@example\.com$/m.test(text))
    if (!eml) throw new Error('The confirmation was not written')
    const parsed = await simpleParser(eml)
    const link = `${PUBLIC_URL}/api/newsletter/unsubscribe?token=${await tokenOf('reader@example.com')}`
    expect(parsed.subject).toBe('You’re subscribed to our newsletter')
    expect(parsed.html).toContain(`href="${link}"`)
    expect(parsed.text).toContain(link)
    // Long header lines are folded onto the next line; unfolded, each header is one line.
    const headers = eml.replace(/\r?\n[ \t]+/g, ' ')
    expect(headers).toContain(`List-Unsubscribe: <${link}>`)
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
  })
})

describe('GET and POST /api/newsletter/unsubscribe', () => {
  test('the link removes the address without signing in, and a second click says it is not subscribed', async () => {
    await subscribe('leaver@example.com')
    const url = `/api/newsletter/unsubscribe?token=${await tokenOf('leaver@example.com')}`

    const first = await t.app.inject({ url })
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(first.body).toContain(UNSUBSCRIBED_TITLE)
    expect(await isSubscribed('leaver@example.com')).toBe(false)

    const again = await t.app.inject({ url })
    expect(again.statusCode).toBe(200)
    expect(again.body).toContain(NOT_SUBSCRIBED_TITLE)
  })

  test('a mail client’s one-click POST (RFC 8058) unsubscribes too', async () => {
    await subscribe('oneclick@example.com')
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${await tokenOf('oneclick@example.com')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(UNSUBSCRIBED_TITLE)
    expect(await isSubscribed('oneclick@example.com')).toBe(false)
  })

  test.each(['', '?token=', '?token=not-a-token', `?token=${crypto.randomUUID()}`])(
    'a link %j that names nobody answers the same page, never an error',
    async (query) => {
      const response = await t.app.inject({ url: `/api/newsletter/unsubscribe${query}` })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain(NOT_SUBSCRIBED_TITLE)
    },
  )
})

describe('/api/admin/subscribers', () => {
  beforeAll(async () => {
    const base = Date.parse('2026-03-01T10:00:00Z')
    const rows = ['amy', 'bob', 'cyd'].map((name, index) => ({
      email: `${name}@list.test`,
      createdAt: new Date(base + index * 60_000),
    }))
    await t.db.insert(newsletterSubscribers).values(rows)
  })

  test('pages newest first with the total, searches e-mails and sorts by e-mail', async () => {
    const page = await adminGet('/api/admin/subscribers?search=list.test&limit=2')
    expect(page.statusCode).toBe(200)
    expect(page.headers['x-total-count']).toBe('3')
    expect(page.json<Subscriber[]>().map((row) => row.email)).toEqual([
      'cyd@list.test',
      'bob@list.test',
    ])
    expect(Object.keys(page.json<Subscriber[]>()[0] ?? {}).sort()).toEqual([
      '_id',
      'createdAt',
      'email',
    ])
    const byEmail = await adminGet(
      '/api/admin/subscribers?search=LIST.TEST&sort=email&page=2&limit=2',
    )
    expect(byEmail.json<Subscriber[]>().map((row) => row.email)).toEqual(['cyd@list.test'])
  })

  test.each([
    ['limit=0', ADMIN_LIMIT_MESSAGE],
    ['sort=name', sortInvalidMessage(['email', '-email', 'createdAt', '-createdAt'])],
  ])('refuses %s with 400', async (query, message) => {
    const response = await adminGet(`/api/admin/subscribers?${query}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
  })

  test('the export lists every subscriber with the time they subscribed', async () => {
    const response = await adminGet('/api/admin/subscribers/export.csv')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(lines[0]).toBe('email,subscribedAt')
    expect(lines).toContain('amy@list.test,2026-03-01T10:00:00.000Z')
    expect(lines).toContain('cyd@list.test,2026-03-01T10:02:00.000Z')
    const count = await t.db.$count(newsletterSubscribers)
    expect(lines).toHaveLength(count + 1)
  })

  test('removing a subscriber is recorded in the audit log; an unknown one is a 404', async () => {
    const [row] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'bob@list.test'))
    if (!row) throw new Error('bob is missing')
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/subscribers/${row.id}`,
      headers: admin.headers,
    })
    expect(removed.json()).toEqual({ message: SUBSCRIBER_DELETED_MESSAGE })
    expect(await isSubscribed('bob@list.test')).toBe(false)
    const [entry] = (await adminGet(`/api/admin/audit?entityId=${row.id}`)).json<AuditEntry[]>()
    expect(entry).toMatchObject({
      action: 'subscriber.delete',
      entityType: 'subscriber',
      entityLabel: 'bob@list.test',
      actorEmail: admin.user.email,
    })

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/subscribers/${row.id}`,
      headers: admin.headers,
    })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ message: SUBSCRIBER_NOT_FOUND_MESSAGE })
  })

  test('is for admins only', async () => {
    const customer = await createTestUser(t)
    const response = await t.app.inject({
      url: '/api/admin/subscribers/export.csv',
      headers: customer.headers,
    })
    expect(response.statusCode).toBe(403)
  })
})
