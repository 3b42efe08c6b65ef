import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { MailConfig } from '../../config/env.js'
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '../../config/private-files.js'

/**
 * Where rendered messages go (docs/product-rules.md § Mail): the SMTP server of SMTP_URL, or, without
 * one, an `.eml` file per message in DATA_DIR/mail, so a fresh shop shows what it would send.
 */

export interface OutgoingMail {
  /** The outbox id: it names the Message-ID, so a message re-sent after a crash is one message. */
  id: string
  /** The sender's name: the shop's, as its settings say when the message goes out. */
  fromName: string
  to: string
  replyTo: string | null
  subject: string
  html: string
  text: string
  /** A newsletter message's unsubscribe address (absolute), sent as `List-Unsubscribe`. */
  listUnsubscribeUrl?: string
}

export interface MailTransport {
  kind: 'smtp' | 'files'
  /** Resolves once the message is accepted (by the server, or written); rejects with the reason. */
  send: (mail: OutgoingMail) => Promise<{ location: string }>
  close: () => void
}

/** Generous for a slow server, short enough that a hung one frees the sender (docs/decisions/008). */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 }

export function createMailTransport(config: MailConfig): MailTransport {
  const messageIdHost = new URL(config.linkBaseUrl).hostname
  const envelope = (mail: OutgoingMail) => ({
    from: { name: mail.fromName, address: config.fromAddress },
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: `<${mail.id}@${messageIdHost}>`,
    // RFC 2369's header, and RFC 8058's promise that a POST to it unsubscribes in one click.
    ...(mail.listUnsubscribeUrl === undefined
      ? {}
      : {
          list: { unsubscribe: mail.listUnsubscribeUrl },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }),
  })

  if (config.smtpUrl !== undefined) {
    const smtp = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS })
    return {
      kind: 'smtp',
      send: async (mail) => {
        await smtp.sendMail(envelope(mail))
        return { location: 'SMTP' }
      },
      close: () => {
        smtp.close()
      },
    }
  }

  // Builds the same RFC 5322 message an SMTP server would get, then keeps it as a file.
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  })
  return {
    kind: 'files',
    send: async (mail) => {
      const { message } = await composer.sendMail(envelope(mail))
      await mkdir(config.fileDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE })
      const file = path.join(
        config.fileDir,
        `${new Date().toISOString().replaceAll(':', '-')}-${mail.id}.eml`,
      )
      await writeFile(file, message, { mode: PRIVATE_FILE_MODE })
      return { location: file }
    },
    close: () => {
      composer.close()
    },
  }
}
