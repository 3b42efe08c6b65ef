import { CONTACT_MESSAGE_NOT_FOUND_MESSAGE } from '@shop/shared/admin'
import { isUuid } from '@shop/shared/common'
import type { ContactMessageBody } from '@shop/shared/contact'
import type { Database, Executor } from '../../db/client.js'
import { notFound } from '../../lib/app-error.js'
import { recordAudit, type AuditActor } from '../audit/record-audit.js'
import { queueMail } from '../mail/mail.service.js'
import { findShopEmail } from '../users/users.service.js'
import { deleteContactMessageById, insertContactMessage } from './contact.repository.js'

/**
 * Keeps the message for the admin inbox (docs/product-rules.md § Public forms) and mails it to the shop
 * (SHOP_EMAIL, else the first admin) with the sender as Reply-To, in one transaction.
 */
export async function sendContactMessage(
  db: Database,
  body: ContactMessageBody,
  configuredShopEmail: string | undefined,
): Promise<void> {
  const email = body.email.toLowerCase()
  await db.transaction(async (tx) => {
    const message = await insertContactMessage(tx, { ...body, email })
    const shopEmail = await findShopEmail(tx, configuredShopEmail)
    if (shopEmail === undefined) return
    await queueMail(tx, {
      kind: 'contact_message',
      to: shopEmail,
      replyTo: email,
      data: {
        name: message.name,
        email,
        message: message.message,
        receivedAt: message.createdAt.toISOString(),
      },
    })
  })
}

export async function deleteContactMessage(
  db: Executor,
  actor: AuditActor,
  id: string,
): Promise<void> {
  if (!isUuid(id)) throw notFound(CONTACT_MESSAGE_NOT_FOUND_MESSAGE)
  await db.transaction(async (tx) => {
    const deleted = await deleteContactMessageById(tx, id)
    if (!deleted) throw notFound(CONTACT_MESSAGE_NOT_FOUND_MESSAGE)
    await recordAudit(tx, actor, {
      action: 'message.delete',
      entityType: 'message',
      entityId: id,
      entityLabel: deleted.email,
    })
  })
}
