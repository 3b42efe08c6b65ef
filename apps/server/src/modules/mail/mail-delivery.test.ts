import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import type { AuthResponse } from '@shop/shared/users'
import {
  OUTBOX_RETRY_SENT_MESSAGE,
  type MailTransportInfo,
  type OutboxMessage,
} from '@shop/shared/outbox'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { mailOutbox } from '../../db/schema/index.js'
import { TEST_PASSWORD, createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { placeOrder } from '../../testing/place-order.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/test-smtp-server.js'
import { waitFor } from '../../testing/wait-for.js'
import { uniqueEmail } from '../../testing/unique-values.js'

/**
 * The shop's mail through a real SMTP server started by the test: what arrives, to whom, with
 * which parts and links, and what the back office's outbox shows (docs/product-rules.md § Mail).
 */

const PUBLIC_URL = 'https://shop.example.com'
/** Fast retries, so a failing message goes round a few times within a test. */
const QUICK_SENDER = {
  pollIntervalMs: 20,
  schedule: { baseMs: 20, capMs: 100, giveUpAfterMs: 60_000 },
}

let smtp: TestSmtpServer
let t: TestApp
let admin: TestUser
/** Mail Test Tee: $20.00, M/Black. */
let tee: string

beforeAll(async () => {
  smtp = await startTestSmtpServer()
  t = await createTestApp(
    {
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      MAIL_FROM: 'Slide <orders@shop.example.com>',
      // The name a shop without saved settings has (docs/product-rules.md § The owner's shop).
      SHOP_NAME: 'Slide',
    },
    { runsBackgroundJobs: true, mailSenderOptions: QUICK_SENDER },
  )
  admin = await createTestUser(t, {
    role: 'admin',
    email: `owner-${String(Date.now())}@shop.example.com`,
  })
  tee = await seedProduct(t.db, {
    name: 'Mail Test Tee',
    price: 20,
    images: [{ url: '/uploads/mail-tee.w800.webp', altText: 'Mail Test Tee' }],
    variants: [variant({ size: 'M', color: 'Black', countInStock: 50 })],
  })
})

afterAll(async () => {
  await t.close()
  await smtp.close()
})

const mailTo = (address: string, subject: string) =>
  smtp.waitForMail((mail) => mail.to.includes(address) && mail.subject === subject)

async function outboxRowFor(recipient: string, kind: string) {
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient))
  return rows.find((row) => row.kind === kind)
}

describe('messages to customers', () => {
  test('a new customer gets a welcome mail with an HTML and a plain-text part', async () => {
    const email = uniqueEmail('ann')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { name: 'Ann Lee', email, password: TEST_PASSWORD },
      remoteAddress: '10.20.0.1',
    })
    expect(response.statusCode).toBe(201)
    const mail = await mailTo(email, 'Welcome, Ann Lee!')
    expect(mail.from).toBe('orders@shop.example.com')
    expect(mail.html).toContain('Welcome to Slide, ')
    expect(mail.html).toContain(`href="${PUBLIC_URL}/collections/all"`)
    expect(mail.text).toContain('Welcome to Slide, Ann Lee!')
    expect(mail.text).toContain(`${PUBLIC_URL}/collections/all`)
    expect(mail.messageId).toMatch(/@shop\.example\.com>$/)
    const row = await waitFor(async () => {
      const found = await outboxRowFor(email, 'welcome')
      return found?.status === 'sent' ? found : undefined
    })
    expect(row.attempts).toBe(1)
    expect(row.sentAt).not.toBeNull()
  })

  test('an order is confirmed by mail; shipping it and cancelling another mail the customer again', async () => {
    const customer = await createTestUser(t, { name: 'Grace', email: uniqueEmail('grace') })
    const line = { productId: tee, size: 'M', color: 'Black', quantity: 2 }
    // $40.00 of tees and $5.99 standard shipping.
    const order = await placeOrder(t.app, customer, { lines: [line], totalPrice: 45.99 })
    const shortId = order._id.slice(0, 8)

    const confirmation = await mailTo(customer.user.email, `Your order #${shortId} is confirmed`)
    for (const part of [confirmation.html, confirmation.text]) {
      expect(part).toContain('Mail Test Tee')
      expect(part).toContain('Standard Shipping')
      expect(part).toContain('$45.99')
      expect(part).toContain('1 Congress Ave')
    }
    expect(confirmation.text).toContain('Color: Black · Size: M · Qty: 2')
    expect(confirmation.html).toContain(`src="${PUBLIC_URL}/uploads/mail-tee.w400.webp"`)
    expect(confirmation.text).toContain(`${PUBLIC_URL}/order/${order._id}`)

    const shipped = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}`,
      headers: admin.headers,
      payload: { trackingNumber: '1Z999AA10123456784' },
    })
    expect(shipped.statusCode).toBe(200)
    const shippedMail = await mailTo(customer.user.email, `Your order #${shortId} is on its way`)
    expect(shippedMail.text).toContain('Tracking number: 1Z999AA10123456784')

    const second = await placeOrder(t.app, customer, { lines: [line], totalPrice: 45.99 })
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${second._id}`,
      headers: admin.headers,
      payload: { status: 'Cancelled' },
    })
    const cancelled = await mailTo(
      customer.user.email,
      `Your order #${second._id.slice(0, 8)} has been cancelled`,
    )
    expect(cancelled.text).toContain('will not be shipped')

    // Saving the same tracking number again is no new shipment: no second mail is queued.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}`,
      headers: admin.headers,
      payload: { status: 'Shipped', trackingNumber: '1Z999AA10123456784' },
    })
    const shippedRows = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your order #${shortId} is on its way`))
    expect(shippedRows).toHaveLength(1)
  })

  test('a contact message reaches the first admin with the sender as Reply-To', async () => {
    const sender = uniqueEmail('visitor')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Vic Visitor', email: sender, message: 'Do you ship to Norway?\nThanks!' },
      remoteAddress: '10.20.0.2',
    })
    expect(response.statusCode).toBe(201)
    const mail = await smtp.waitForMail(
      (received) => received.subject === 'New message from Vic Visitor',
    )
    expect(mail.to).toEqual([admin.user.email])
    expect(mail.replyTo).toBe(sender)
    expect(mail.text).toContain('Do you ship to Norway?')
    expect(mail.text).toContain('Thanks!')
  })
})

describe('delivery that fails', () => {
  test('a refused message is retried with backoff and delivered once the server takes it', async () => {
    const email = uniqueEmail('bounce')
    smtp.refusedRecipients.add(email)
    await createTestUser(t, { email })
    const customer = await t.app.inject({
      method: 'POST',
      url: '/api/users/password-reset',
      payload: { email },
      remoteAddress: '10.20.0.3',
    })
    expect(customer.statusCode).toBe(202)
    const failing = await waitFor(async () => {
      const row = await outboxRowFor(email, 'password_reset')
      return row && row.attempts >= 2 && row.status === 'queued' ? row : undefined
    })
    expect(failing.lastError).toMatch(/550/)
    smtp.refusedRecipients.delete(email)
    const mail = await mailTo(email, 'Reset your password')
    expect(mail.text).toMatch(/https:\/\/shop\.example\.com\/reset-password\?token=[\w-]{43}/)
    // Once sent, the one-time link is wiped from the outbox.
    const sent = await waitFor(async () => {
      const row = await outboxRowFor(email, 'password_reset')
      return row?.status === 'sent' ? row : undefined
    })
    expect(sent.payload).toEqual({})
    expect(JSON.stringify(sent)).not.toContain('token=')
  })
})

describe('the back office outbox', () => {
  const list = (query = '') =>
    t.app.inject({ url: `/api/admin/outbox${query}`, headers: admin.headers })

  test('the admin sees recent messages, newest first, with their state and no body', async () => {
    const email = uniqueEmail('listed')
    await createTestUser(t, { email })
    await t.app.inject({
      method: 'POST',
      url: '/api/users/password-reset',
      payload: { email },
      remoteAddress: '10.20.0.4',
    })
    await mailTo(email, 'Reset your password')
    const response = await waitFor(async () => {
      const answer = await list('?status=sent&limit=5')
      const first = answer.json<OutboxMessage[]>()[0]
      return first?.to === email ? answer : undefined
    })
    expect(response.headers['cache-control']).toBe('no-store')
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(1)
    const [message] = response.json<OutboxMessage[]>()
    expect(message).toMatchObject({
      kind: 'password_reset',
      to: email,
      subject: 'Reset your password',
      status: 'sent',
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
      canRetry: false,
    })
    expect(JSON.stringify(response.json())).not.toMatch(/token|<html/i)
  })

  test('a message given up is shown as failed with the reason; Retry sends it again', async () => {
    const email = uniqueEmail('given-up')
    const giveUpQuickly = await createTestApp(
      { SMTP_URL: smtp.url, PUBLIC_URL },
      {
        runsBackgroundJobs: true,
        mailSenderOptions: {
          ...QUICK_SENDER,
          schedule: { baseMs: 20, capMs: 50, giveUpAfterMs: 0 },
        },
      },
    )
    try {
      const owner = await createTestUser(giveUpQuickly, { role: 'admin' })
      // The contact mail goes to the owner, whose mailbox the server refuses for now.
      smtp.refusedRecipients.add(owner.user.email)
      await giveUpQuickly.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Rita', email, message: 'Hello' },
        remoteAddress: '10.20.0.5',
      })
      const failed = await waitFor(async () => {
        const answer = await giveUpQuickly.app.inject({
          url: '/api/admin/outbox?status=failed',
          headers: owner.headers,
        })
        return answer.json<OutboxMessage[]>().find((message) => message.kind === 'contact_message')
      })
      expect(failed.lastError).toMatch(/550/)
      expect(failed.canRetry).toBe(true)

      smtp.refusedRecipients.delete(owner.user.email)
      const retried = await giveUpQuickly.app.inject({
        method: 'POST',
        url: `/api/admin/outbox/${failed._id}/retry`,
        headers: owner.headers,
      })
      expect(retried.statusCode).toBe(200)
      expect(retried.json<OutboxMessage>().status).toBe('queued')
      await smtp.waitForMail(
        (mail) => mail.subject === 'New message from Rita' && mail.to.includes(owner.user.email),
      )
      const again = await waitFor(async () => {
        const answer = await giveUpQuickly.app.inject({
          method: 'POST',
          url: `/api/admin/outbox/${failed._id}/retry`,
          headers: owner.headers,
        })
        return answer.statusCode === 409 ? answer : undefined
      })
      expect(again.json()).toEqual({ message: OUTBOX_RETRY_SENT_MESSAGE })
    } finally {
      await giveUpQuickly.close()
    }
  })

  test('the back office knows whether mail leaves the shop', async () => {
    const response = await t.app.inject({
      url: '/api/admin/outbox/transport',
      headers: admin.headers,
    })
    expect(response.json<MailTransportInfo>()).toEqual({
      transport: 'smtp',
      from: 'Slide <orders@shop.example.com>',
      shopEmail: admin.user.email,
    })
  })

  test('a customer cannot read the outbox (403), and a bad status is a 400', async () => {
    const customer = await createTestUser(t)
    expect(
      (await t.app.inject({ url: '/api/admin/outbox', headers: customer.headers })).statusCode,
    ).toBe(403)
    const bad = await list('?status=lost')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ message: 'Status must be one of queued, sending, sent, failed.' })
  })
})

describe('a shop without SMTP_URL', () => {
  test('writes each message as an .eml file in DATA_DIR/mail and logs its subject', async () => {
    const log = new PassThrough()
    const lines: string[] = []
    log.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)))
    const files = await createTestApp(
      { SHOP_EMAIL: 'owner@shop.example.com' },
      {
        runsBackgroundJobs: true,
        mailSenderOptions: QUICK_SENDER,
        logger: { level: 'info', stream: log },
      },
    )
    try {
      const register = await files.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { name: 'Fay', email: 'fay@example.com', password: TEST_PASSWORD },
      })
      expect(register.json<AuthResponse>().user.name).toBe('Fay')
      const mailDir = files.config.mail.fileDir
      const [file] = await waitFor(async () => {
        const names = await readdir(mailDir).catch(() => [])
        return names.length > 0 ? names : undefined
      })
      const eml = await readFile(path.join(mailDir, file ?? ''), 'utf8')
      expect(eml).toMatch(/^To: fay@example\.com$/m)
      expect(eml).toMatch(/^Subject: Welcome, Fay!$/m)
      expect(eml).toContain('Content-Type: text/plain')
      expect(eml).toContain('Content-Type: text/html')
      await waitFor(async () => lines.some((line) => line.includes('Welcome, Fay!')))
      const logged = lines.find((line) => line.includes('Welcome, Fay!')) ?? ''
      expect(logged).toContain(`mail written to ${mailDir}`)
      expect(logged).not.toContain('fay@example.com')
    } finally {
      await files.close()
    }
  })
})
