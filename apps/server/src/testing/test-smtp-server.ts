import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { simpleParser, type AddressObject } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A message as it reached the test's mail server. */
export interface ReceivedMail {
  from: string
  /** The sender's display name ('' when none). */
  fromName: string
  to: string[]
  replyTo: string | undefined
  subject: string
  html: string
  text: string
  messageId: string | undefined
}

export interface TestSmtpServer {
  port: number
  url: string
  received: ReceivedMail[]
  /** Recipients the server turns away with a 550, as a real one does an unknown mailbox. */
  refusedRecipients: Set<string>
  /** Resolves with the first message (already here or still to come) that matches. */
  waitForMail: (
    matches: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ) => Promise<ReceivedMail>
  close: () => Promise<void>
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((entry) => entry.address ?? ''),
  )

/**
 * A real SMTP server inside the test process (smtp-server, from the nodemailer project), on
 * `port` or a free one: the shop's mail goes through the network exactly as in production.
 */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = []
  const refusedRecipients = new Set<string>()
  const listeners = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refusedRecipients.has(address.address)) {
        callback()
        return
      }
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            from: addresses(parsed.from)[0] ?? '',
            fromName: parsed.from?.value[0]?.name ?? '',
            to: addresses(parsed.to),
            replyTo: addresses(parsed.replyTo)[0],
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
            messageId: parsed.messageId,
          })
          for (const listener of listeners) listener()
          callback()
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)))
        },
      )
    },
  })
  server.listen(port, '127.0.0.1')
  await once(server.server, 'listening')
  const actualPort = (server.server.address() as AddressInfo).port

  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${String(actualPort)}`,
    received,
    refusedRecipients,
    waitForMail: (matches, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const mail = received.find(matches)
          if (!mail) return false
          listeners.delete(listener)
          clearTimeout(timer)
          resolve(mail)
          return true
        }
        const listener = () => {
          check()
        }
        const timer = setTimeout(() => {
          listeners.delete(listener)
          reject(
            new Error(
              `No matching mail within ${String(timeoutMs)} ms; got: ${received.map((mail) => mail.subject).join(', ') || 'nothing'}`,
            ),
          )
        }, timeoutMs)
        listeners.add(listener)
        check()
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve()
        })
      }),
  }
}

/** A port nothing listens on: a mail server that is down. */
export async function findClosedPort(): Promise<number> {
  const probe = await startTestSmtpServer()
  await probe.close()
  return probe.port
}
