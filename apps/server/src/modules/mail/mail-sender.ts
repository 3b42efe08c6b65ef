import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.js'
import type { MailOutboxRow } from '../../db/schema/index.js'
import { diskFullErrorIn } from '../../lib/disk-full.js'
import { listUnsubscribePathOf, ONE_TIME_MAIL_KINDS, type MailData } from './mail-messages.js'
import {
  claimDueMessages,
  deleteFinishedMessages,
  markMessageFailed,
  markMessageSent,
  recordFailedAttempt,
} from './mail.repository.js'
import type { MailTransport } from './mail-transport.js'
import { renderMail } from './render-mail.js'
import { DEFAULT_RETRY_SCHEDULE, retryDelayMs, type RetrySchedule } from './retry-schedule.js'
import type { MailContext } from './templates/mail-context.js'
import { absoluteUrl } from './templates/mail-format.js'

/**
 * Delivers the outbox (docs/decisions/008-mail-outbox.md): a loop in the server process that
 * claims due messages, renders and hands them to the transport, and records the outcome. A
 * message is marked sent only after the server accepted it, so a restart or an outage delays
 * mail and never loses it; a sent message is never claimed again.
 */

export interface MailSenderOptions {
  db: Database
  transport: MailTransport
  /** The shop's name, look and address as its settings say now: read before each pass. */
  readContext: () => Promise<MailContext>
  log: FastifyBaseLogger
  schedule?: RetrySchedule
  /** How often an idle sender looks for due messages. */
  pollIntervalMs?: number
  /** How long a claim holds before another sender may take the message (a crash mid-send). */
  claimLeaseMs?: number
  batchSize?: number
  /** Sent and failed messages are forgotten this long after they finished. */
  retentionMs?: number
}

export interface MailSender {
  start: () => void
  /** Stops looking for work; waits for the message in hand, at most `MAX_STOP_WAIT_MS`. */
  stop: () => Promise<void>
  /** One pass over the due messages, for tests and tools: answers how many were attempted. */
  deliverDue: () => Promise<number>
}

/** Longer than any SMTP timeout would make a shutdown hang; the claim lapses and another takes it. */
const MAX_STOP_WAIT_MS = 10_000

/** Finished messages hold customers' data (addresses, orders): kept 90 days, then deleted. */
const DEFAULT_RETENTION_MS = 90 * 24 * 60 * 60_000
const PRUNE_EVERY_MS = 60 * 60_000

export function createMailSender({
  db,
  transport,
  readContext,
  log,
  schedule = DEFAULT_RETRY_SCHEDULE,
  pollIntervalMs = 1_000,
  claimLeaseMs = 5 * 60_000,
  batchSize = 10,
  retentionMs = DEFAULT_RETENTION_MS,
}: MailSenderOptions): MailSender {
  let isRunning = false
  let lastPrunedAt = -Infinity
  let loop: Promise<void> | undefined
  let wakeUp: (() => void) | undefined

  async function deliver(message: MailOutboxRow, context: MailContext): Promise<void> {
    const isOneTime = ONE_TIME_MAIL_KINDS.has(message.kind)
    let rendered
    try {
      rendered = await renderMail(
        message.kind,
        message.payload as unknown as MailData<typeof message.kind>,
        context,
      )
    } catch (error) {
      // A template that cannot render this payload will not render it on the next try either.
      log.error(
        { err: error, mailId: message.id, kind: message.kind },
        'mail could not be rendered',
      )
      await markMessageFailed(
        db,
        message.id,
        `The message could not be rendered: ${describe(error)}`,
      )
      return
    }
    try {
      const { location } = await transport.send({
        id: message.id,
        fromName: context.shopName,
        to: message.recipient,
        replyTo: message.replyTo,
        subject: message.subject,
        ...rendered,
        listUnsubscribeUrl: listUnsubscribeUrlOf(message, context),
      })
      await markMessageSent(db, message.id, { erasePayload: isOneTime })
      log.info(
        { mailId: message.id, kind: message.kind, subject: message.subject, location },
        transport.kind === 'files' ? `mail written to ${location}` : 'mail sent',
      )
    } catch (error) {
      const status = await recordFailedAttempt(db, message.id, {
        delayMs: retryDelayMs(message.attempts, schedule),
        giveUpAfterMs: schedule.giveUpAfterMs,
        error: describe(error),
        eraseIfGivenUp: isOneTime,
      })
      log.warn(
        {
          mailId: message.id,
          kind: message.kind,
          attempts: message.attempts,
          reason: describe(error),
        },
        status === 'failed' ? 'mail given up' : 'mail delivery failed, will retry',
      )
    }
  }

  async function deliverDue(): Promise<number> {
    if (performance.now() - lastPrunedAt >= PRUNE_EVERY_MS) {
      lastPrunedAt = performance.now()
      const pruned = await deleteFinishedMessages(db, retentionMs)
      if (pruned > 0) log.info({ pruned }, 'old mail removed from the outbox')
    }
    const claimed = await claimDueMessages(db, { limit: batchSize, leaseMs: claimLeaseMs })
    if (claimed.length === 0) return 0
    // Read once a batch: a settings change reaches the next message sent, not one mid-render.
    const context = await readContext()
    for (const message of claimed) await deliver(message, context)
    return claimed.length
  }

  /** Waits one poll interval, or less when the sender is being stopped. */
  function pause(): Promise<void> {
    return new Promise<void>((resolve) => {
      if (!isRunning) {
        resolve()
        return
      }
      const timer = setTimeout(resolve, pollIntervalMs)
      wakeUp = () => {
        clearTimeout(timer)
        resolve()
      }
    }).finally(() => {
      wakeUp = undefined
    })
  }

  /**
   * While the disk is full every pass fails alike, once a second: that is said when it starts and
   * when it ends, not each time (docs/decisions/022-full-disk.md).
   */
  let isWaitingForDisk = false

  async function run(): Promise<void> {
    while (isRunning) {
      let attempted = 0
      try {
        attempted = await deliverDue()
        if (isWaitingForDisk) {
          isWaitingForDisk = false
          log.info('The disk has room again: mail waiting in the outbox is sent')
        }
      } catch (error) {
        const diskFull = diskFullErrorIn(error)
        if (diskFull) {
          if (!isWaitingForDisk) {
            log.warn(
              { reason: diskFull.message },
              'The disk is full: mail waits in the outbox until there is room again',
            )
          }
          isWaitingForDisk = true
        } else {
          // The database may be restarting; the next pass tries again.
          log.error({ err: error }, 'mail sender pass failed')
        }
      }
      // A full batch may mean more is due: look again at once.
      if (attempted === 0) await pause()
    }
  }

  return {
    start: () => {
      if (isRunning) return
      isRunning = true
      loop = run()
    },
    stop: async () => {
      isRunning = false
      wakeUp?.()
      if (!loop) return
      let timer: NodeJS.Timeout | undefined
      await Promise.race([
        loop,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, MAX_STOP_WAIT_MS)
        }),
      ])
      clearTimeout(timer)
      loop = undefined
    },
    deliverDue,
  }
}

/** A failure as the outbox shows it: the server's own words, one line, never a stack. */
/** A newsletter message's unsubscribe link on the shop's public address (PUBLIC_URL). */
function listUnsubscribeUrlOf(message: MailOutboxRow, context: MailContext): string | undefined {
  const path = listUnsubscribePathOf(message.kind, message.payload)
  return path === undefined ? undefined : absoluteUrl(context.linkBaseUrl, path)
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/\s+/g, ' ').trim().slice(0, 500) || 'Unknown error'
}
