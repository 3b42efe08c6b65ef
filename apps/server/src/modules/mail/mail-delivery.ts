import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { AppDeps } from '../../app-deps.js'
import { createUploadStore } from '../uploads/create-upload-store.js'
import { createMailSender, type MailSender, type MailSenderOptions } from './mail-sender.js'
import { createMailTransport } from './mail-transport.js'
import { mailLogoReader, readMailContext } from './read-mail-context.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender: started with the server, stopped when it closes. */
    mailSender: MailSender
  }
}

export interface MailDeliveryOptions extends AppDeps {
  /** False leaves the sender idle until `app.mailSender.deliverDue()` is called (tests). */
  isSenderRunning: boolean
  senderOptions?: Pick<MailSenderOptions, 'schedule' | 'pollIntervalMs' | 'claimLeaseMs'>
}

/**
 * Runs the mail outbox's sender inside the server process (docs/product-rules.md § Mail): it starts once
 * the app is ready and stops, after the message in hand, when the app closes.
 */
async function mailDelivery(
  app: FastifyInstance,
  { config, db, mailTransport, uploadStore, isSenderRunning, senderOptions }: MailDeliveryOptions,
) {
  const transport = mailTransport ?? createMailTransport(config.mail)
  const log = app.log.child({ component: 'mail' })
  const readLogo = mailLogoReader(uploadStore ?? createUploadStore(config), log)
  const sender = createMailSender({
    db,
    transport,
    readContext: () => readMailContext(db, config, readLogo),
    log,
    ...senderOptions,
  })
  app.decorate('mailSender', sender)

  app.addHook('onReady', async () => {
    if (transport.kind === 'files' && config.nodeEnv === 'production') {
      app.log.warn(
        `SMTP_URL is not set: e-mails are written to ${config.mail.fileDir} and nobody receives them`,
      )
    }
    if (isSenderRunning) sender.start()
  })
  app.addHook('onClose', async () => {
    await sender.stop()
    transport.close()
  })
}

export const mailDeliveryPlugin = fp(mailDelivery, { name: 'mail-delivery' })
