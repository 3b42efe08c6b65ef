import type { FastifyBaseLogger } from 'fastify'
import { afterEach, expect, test, vi } from 'vitest'
import type { DatabaseHandle } from '../../db/client.js'
import { isPostgresRun, openTestDatabase } from '../../testing/test-database.js'
import { createMailSender, type MailSender } from './mail-sender.js'
import type { MailTransport } from './mail-transport.js'

/**
 * The embedded database refusing writes on a nearly full disk (db/pglite/disk-guarded-pglite.ts): every
 * pass of the sender fails with the disk-full error until it accepts them again.
 */

let database: DatabaseHandle | undefined
let sender: MailSender | undefined

afterEach(async () => {
  await sender?.stop()
  await database?.close()
})

const transport: MailTransport = {
  kind: 'files',
  send: () => Promise.resolve({ location: 'nowhere' }),
  close: () => undefined,
}

function recordingLog() {
  const lines: { level: string; message: string }[] = []
  const record =
    (level: string) =>
    (...args: unknown[]) => {
      lines.push({ level, message: String(args.find((arg) => typeof arg === 'string')) })
    }
  const log = {
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
  } as unknown as FastifyBaseLogger
  return { log, lines }
}

test.skipIf(isPostgresRun())(
  'a full disk is logged once when mail starts to wait and once when it goes again, not every pass',
  async () => {
    database = await openTestDatabase()
    const writes = database.writes
    if (!writes) throw new Error('the embedded database refuses writes through `writes`')
    const passes = vi.spyOn(database.db, 'update')
    const { log, lines } = recordingLog()
    sender = createMailSender({
      db: database.db,
      transport,
      readContext: () =>
        Promise.resolve({
          shopName: 'Slide',
          accentColor: '#c9442c',
          linkBaseUrl: 'https://shop.example.com',
        }),
      log,
      pollIntervalMs: 1,
    })

    await writes.refuseWrites('less than 64 MB is free on the disk of DATA_DIR')
    sender.start()
    await vi.waitFor(() => {
      expect(passes.mock.calls.length).toBeGreaterThanOrEqual(10)
    })
    expect(lines).toEqual([
      {
        level: 'warn',
        message: 'The disk is full: mail waits in the outbox until there is room again',
      },
    ])

    await writes.acceptWrites()
    await vi.waitFor(() => {
      expect(lines).toHaveLength(2)
    })
    const passesAfterRecovery = passes.mock.calls.length
    await vi.waitFor(() => {
      expect(passes.mock.calls.length).toBeGreaterThanOrEqual(passesAfterRecovery + 5)
    })
    expect(lines.slice(1)).toEqual([
      { level: 'info', message: 'The disk has room again: mail waiting in the outbox is sent' },
    ])
  },
)
