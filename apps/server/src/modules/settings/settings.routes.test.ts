import type { ShopSettings } from '@shop/shared/shop-settings'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { auditEntries, shopSettings } from '../../db/schema/index.js'
import { FORBIDDEN_MESSAGE, LOGIN_FIRST_MESSAGE } from '../../plugins/auth.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { nextClientAddress, uniqueEmail } from '../../testing/unique-values.js'
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/test-smtp-server.js'
import { LOGO_NOT_UPLOADED_MESSAGE } from './settings.admin-service.js'

/**
 * The owner's settings (docs/product-rules.md § The owner's shop): read by everyone, changed by
 * the admin field by field, checked, audited, and seen at once by the next request and the next
 * mail.
 */

let smtp: TestSmtpServer
let t: TestApp
let admin: TestUser
let customer: TestUser

const PUBLIC_URL = 'https://shop.example.com'
const LOGO = '/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.w800.webp'

beforeAll(async () => {
  smtp = await startTestSmtpServer()
  t = await createTestApp(
    {
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      ADMIN_EMAIL: 'owner@shop.example.com',
      MAIL_FROM: 'Someone Else <orders@shop.example.com>',
    },
    { runsBackgroundJobs: true, mailSenderOptions: { pollIntervalMs: 20 } },
  )
  admin = await createTestUser(t, { role: 'admin' })
  customer = await createTestUser(t)
})

afterAll(async () => {
  await t.close()
  await smtp.close()
})

// Every test starts from a shop whose owner never saved a setting.
beforeEach(async () => {
  await t.db.delete(shopSettings)
  t.catalogCache.clear()
})

const readSettings = async () => {
  const response = await t.app.inject({ url: '/api/settings' })
  expect(response.statusCode).toBe(200)
  return response.json<ShopSettings>()
}

const save = (payload: unknown, caller: TestUser | null = admin) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: caller?.headers ?? {},
    payload: payload as object,
  })

describe('GET /api/settings', () => {
  test('a shop whose owner saved nothing is a neutral shop that never shows the admin’s login', async () => {
    expect(await readSettings()).toEqual({
      shopName: 'My Shop',
      accentColor: '#c9442c',
      contactEmail: '',
      socialLinks: [],
      returnWindowDays: 30,
    })
  })

  test('is public, and a save is seen by the very next read (the cached answer is dropped)', async () => {
    expect((await readSettings()).shopName).toBe('My Shop')
    expect((await save({ shopName: 'Harbor Knits' })).statusCode).toBe(200)
    expect((await readSettings()).shopName).toBe('Harbor Knits')
  })
})

describe('PUT /api/admin/settings', () => {
  test('saves the fields sent, keeps the others and answers the whole settings', async () => {
    const first = await save({
      shopName: '  Harbor Knits ',
      logoUrl: LOGO,
      accentColor: '#1F5C99',
      contactEmail: 'hello@harbor.example',
      socialLinks: [{ label: 'Instagram', url: 'https://instagram.com/harbor' }],
      announcement: { text: 'Winter sale: 20% off knitwear', link: '/collections/knitwear' },
      returnWindowDays: 45,
      returnAddress: 'Harbor Knits Returns\n1 Quay Road\nPortland, ME 04101',
    })
    expect(first.statusCode).toBe(200)
    const expected: ShopSettings = {
      shopName: 'Harbor Knits',
      logoUrl: LOGO,
      accentColor: '#1f5c99',
      contactEmail: 'hello@harbor.example',
      socialLinks: [{ label: 'Instagram', url: 'https://instagram.com/harbor' }],
      announcement: { text: 'Winter sale: 20% off knitwear', link: '/collections/knitwear' },
      returnWindowDays: 45,
      returnAddress: 'Harbor Knits Returns\n1 Quay Road\nPortland, ME 04101',
    }
    expect(first.json()).toEqual(expected)

    const second = await save({ returnWindowDays: 14 })
    expect(second.json()).toEqual({ ...expected, returnWindowDays: 14 })
    expect(await readSettings()).toEqual({ ...expected, returnWindowDays: 14 })
  })

  test('null clears an optional field: the logo, the announcement, the return address', async () => {
    await save({ logoUrl: LOGO, announcement: { text: 'Hello' }, returnAddress: 'Somewhere' })
    const cleared = await save({ logoUrl: null, announcement: null, returnAddress: null })
    expect(cleared.statusCode).toBe(200)
    const settings = cleared.json<ShopSettings>()
    expect(settings).not.toHaveProperty('logoUrl')
    expect(settings).not.toHaveProperty('announcement')
    expect(settings).not.toHaveProperty('returnAddress')
  })

  test.each([
    [{ shopName: '   ' }, 'The shop’s name is required.'],
    [{ shopName: 'x'.repeat(61) }, 'The shop’s name is at most 60 characters.'],
    [{ shopName: null }, 'The shop’s name is required.'],
    [{ accentColor: 'red' }, 'The accent colour is a hex colour such as #c9442c.'],
    [{ accentColor: '#c9442' }, 'The accent colour is a hex colour such as #c9442c.'],
    [
      { accentColor: '#ffd700' },
      'The accent colour must stand out on white (a contrast of at least 4.5:1; this one has 1.40:1).',
    ],
    [{ contactEmail: 'hello@' }, 'The contact e-mail must be an e-mail address.'],
    [
      { socialLinks: [{ label: 'Evil', url: 'javascript:alert(1)' }] },
      'A social link is an http(s) address.',
    ],
    [{ socialLinks: [{ label: '', url: 'https://x.example' }] }, 'A social link needs a label.'],
    [
      { socialLinks: Array.from({ length: 9 }, () => ({ label: 'A', url: 'https://a.example' })) },
      'A shop shows at most 8 social links.',
    ],
    [
      { announcement: { text: 'Sale', link: 'javascript:alert(1)' } },
      'The announcement’s link is a page of the shop (starting with /) or an http(s) address.',
    ],
    [
      { announcement: { text: 'Sale', link: '//evil.example/' } },
      'The announcement’s link is a page of the shop (starting with /) or an http(s) address.',
    ],
    [{ announcement: { text: '' } }, 'The announcement needs its text.'],
    [{ returnWindowDays: 0 }, 'The return window is a whole number of days from 1 to 365.'],
    [{ returnWindowDays: 30.5 }, 'The return window is a whole number of days from 1 to 365.'],
    [{ returnAddress: 'x'.repeat(401) }, 'The return address is at most 400 characters.'],
    [{ logoUrl: 'https://evil.example/logo.png' }, LOGO_NOT_UPLOADED_MESSAGE],
    [{ logoUrl: '/uploads/../../etc/passwd' }, LOGO_NOT_UPLOADED_MESSAGE],
  ])('refuses %j with a clear message and changes nothing', async (payload, message) => {
    const before = await readSettings()
    const response = await save(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
    expect(await readSettings()).toEqual(before)
  })

  test('a field the settings do not have is refused', async () => {
    const response = await save({ shopName: 'Harbor', theme: 'dark' })
    expect(response.statusCode).toBe(400)
    expect((await readSettings()).shopName).toBe('My Shop')
  })

  test('only the admin may change them', async () => {
    const asGuest = await save({ shopName: 'Guest Shop' }, null)
    expect(asGuest.statusCode).toBe(401)
    expect(asGuest.json()).toEqual({ message: LOGIN_FIRST_MESSAGE })
    const asCustomer = await save({ shopName: 'Customer Shop' }, customer)
    expect(asCustomer.statusCode).toBe(403)
    expect(asCustomer.json()).toEqual({ message: FORBIDDEN_MESSAGE })
    expect((await readSettings()).shopName).toBe('My Shop')
  })

  test('each save is in the audit log with the fields it changed, by whom', async () => {
    await save({ shopName: 'Harbor Knits', accentColor: '#1f5c99' })
    await save({ shopName: 'Harbor Knits', returnWindowDays: 60 })
    const entries = await t.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.action, 'settings.update'), eq(auditEntries.actorId, admin.user.id)),
      )
      .orderBy(desc(auditEntries.seq))
      .limit(2)
    expect(entries.map((entry) => entry.changes)).toEqual([
      { returnWindowDays: { from: 30, to: 60 } },
      {
        shopName: { from: 'My Shop', to: 'Harbor Knits' },
        accentColor: { from: '#c9442c', to: '#1f5c99' },
      },
    ])
    expect(entries[0]?.actorEmail).toBe(admin.user.email)
  })

  test('two saves of different fields at once both land', async () => {
    const [name, window] = await Promise.all([
      save({ shopName: 'Harbor Knits' }),
      save({ returnWindowDays: 21 }),
    ])
    expect([name.statusCode, window.statusCode]).toEqual([200, 200])
    const settings = await readSettings()
    expect(settings.shopName).toBe('Harbor Knits')
    expect(settings.returnWindowDays).toBe(21)
  })
})

describe('the mails', () => {
  test('a mail sent after a rename carries the new name as its sender, in its layout and words', async () => {
    await save({ shopName: 'Harbor Knits', accentColor: '#1f5c99', logoUrl: LOGO })
    const email = uniqueEmail('reader')
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email },
      remoteAddress: nextClientAddress(),
    })
    expect(subscribed.statusCode).toBeLessThan(300)

    const mail = await smtp.waitForMail((received) => received.to.includes(email))
    expect(mail.fromName).toBe('Harbor Knits')
    expect(mail.from).toBe('orders@shop.example.com')
    expect(mail.text).toContain('Harbor Knits newsletter')
    expect(mail.text).not.toContain('My Shop')
    expect(mail.html).toContain(`${PUBLIC_URL}${LOGO}`)
  })
})
