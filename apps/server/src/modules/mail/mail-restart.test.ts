import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DatabaseHandle } from '../../db/client.js'
import { mailOutbox } from '../../db/schema/index.js'
import { TEST_PASSWORD } from '../../testing/auth-headers.js'
import { queueMail } from './mail.service.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { isPostgresRun, openTestDatabase } from '../../testing/test-database.js'
import {
  findClosedPort,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../testing/test-smtp-server.js'
import { waitFor } from '../../testing/wait-for.js'

/**
 * docs/product-rules.md § Mail: a restart in the middle of an SMTP outage delays a message and never
 * loses it or sends it twice. The shop is stopped and started again on the same database while
 * its mail server is down; once the server is back the message arrives, exactly once.
 */

const QUICK_SENDER = {
  pollIntervalMs: 20,
  schedule: { baseMs: 50, capMs: 200, giveUpAfterMs: 60_000 },
}

let database: DatabaseHandle
let smtp: TestSmtpServer | undefined
const started: TestApp[] = []

beforeAll(async () => {
  database = await openTestDatabase()
})

afterAll(async () => {
  for (const app of started) await app.close()
  await smtp?.close()
  await database.close()
})

async function startShop(smtpPort: number, options: { isSenderRunning: boolean }) {
  const shop = await createTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`, PUBLIC_URL: 'https://shop.example.com' },
    { database, runsBackgroundJobs: options.isSenderRunning, mailSenderOptions: QUICK_SENDER },
  )
  started.push(shop)
  return shop
}

const outboxRowOf = async (recipient: string) => {
  const [row] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient))
  return row
}

test('a message queued during an SMTP outage survives a restart and is delivered once', async () => {
  const port = await findClosedPort()
  const email = 'outage@example.com'

  // The mail server is down: the welcome mail fails, and keeps failing, before the restart.
  const first = await startShop(port, { isSenderRunning: true })
  const signUp = await first.app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { name: 'Olive', email, password: TEST_PASSWORD },
  })
  expect(signUp.statusCode).toBe(201)
  const failing = await waitFor(async () => {
    const row = await outboxRowOf(email)
    return row && row.attempts >= 2 ? row : undefined
  })
  expect(failing.status).not.toBe('sent')
  expect(failing.lastError).toMatch(/ECONNREFUSED/)
  await first.close()

  // Back up again, and a fresh server process on the same database delivers it.
  smtp = await startTestSmtpServer(port)
  const second = await startShop(port, { isSenderRunning: true })
  const mail = await smtp.waitForMail((received) => received.to.includes(email))
  expect(mail.subject).toBe('Welcome, Olive!')
  const sent = await waitFor(async () => {
    const row = await outboxRowOf(email)
    return row?.status === 'sent' ? row : undefined
  })
  await second.close()

  // A third start finds nothing left to send: a delivered message is never sent again.
  const third = await startShop(port, { isSenderRunning: false })
  expect(await third.app.mailSender.deliverDue()).toBe(0)
  expect(smtp.received.filter((received) => received.to.includes(email))).toHaveLength(1)
  expect(await outboxRowOf(email)).toMatchObject({ status: 'sent', attempts: sent.attempts })
})

test('finished messages are forgotten after 90 days; newer ones and unsent ones stay', async () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000)
  const rows = [
    { recipient: 'old-sent@example.com', status: 'sent' as const, updatedAt: daysAgo(91) },
    { recipient: 'old-failed@example.com', status: 'failed' as const, updatedAt: daysAgo(120) },
    { recipient: 'recent-sent@example.com', status: 'sent' as const, updatedAt: daysAgo(30) },
    {
      recipient: 'old-queued@example.com',
      status: 'queued' as const,
      updatedAt: daysAgo(91),
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    },
  ]
  for (const row of rows) {
    await database.db
      .insert(mailOutbox)
      .values({ kind: 'welcome', subject: 'Welcome', payload: { name: 'Old' }, ...row })
  }
  const shop = await startShop(await findClosedPort(), { isSenderRunning: false })
  await shop.app.mailSender.deliverDue()
  const left = await Promise.all(
    rows.map(async (row) => (await outboxRowOf(row.recipient)) !== undefined),
  )
  expect(left).toEqual([false, false, true, true])
})

test.runIf(isPostgresRun())(
  'two servers sending from one outbox at once deliver each message exactly once',
  async () => {
    smtp ??= await startTestSmtpServer()
    const recipients = Array.from(
      { length: 30 },
      (_, index) => `crowd-${String(index)}@example.com`,
    )
    const shops = [
      await startShop(smtp.port, { isSenderRunning: false }),
      await startShop(smtp.port, { isSenderRunning: false }),
    ]
    for (const to of recipients) {
      await queueMail(database.db, { kind: 'welcome', to, data: { name: 'Crowd' } })
    }
    // Both senders claim batches side by side until the queue is empty.
    const drain = async (shop: TestApp) => {
      while ((await shop.app.mailSender.deliverDue()) > 0) {
        // keep claiming
      }
    }
    await Promise.all(shops.map(drain))
    const deliveredTo = smtp.received
      .flatMap((mail) => mail.to)
      .filter((to) => to.startsWith('crowd-'))
    expect(deliveredTo.sort()).toEqual([...recipients].sort())
  },
)
