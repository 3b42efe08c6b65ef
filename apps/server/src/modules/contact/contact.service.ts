import { CONTACT_MESSAGE_NOT_FOUND_MESSAGE, type ContactMessage } from '@shop/shared/admin'
import { isUuid } from '@shop/shared/common'
import type { ContactMessageBody, NewsletterBody } from '@shop/shared/contact'
import type { Executor } from '../../db/client.js'
import { notFound } from '../../lib/app-error.js'
import { toContactMessageDto } from './contact-message.mapper.js'
import {
  deleteContactMessageById,
  findContactMessagesNewestFirst,
  insertContactMessage,
  insertNewsletterSubscriber,
} from './contact.repository.js'

/** Keeps the message for the admin inbox (api-contract § Other). */
export async function sendContactMessage(db: Executor, body: ContactMessageBody): Promise<void> {
  await insertContactMessage(db, { ...body, email: body.email.toLowerCase() })
}

/** Subscribing twice is not an error, and the answer never tells whether an address was known. */
export async function subscribeToNewsletter(db: Executor, body: NewsletterBody): Promise<void> {
  await insertNewsletterSubscriber(db, body.email.toLowerCase())
}

/** The messages kept for the admin, newest first (api-contract § Other). */
export async function listContactMessages(db: Executor): Promise<ContactMessage[]> {
  return (await findContactMessagesNewestFirst(db)).map(toContactMessageDto)
}

export async function deleteContactMessage(db: Executor, id: string): Promise<void> {
  const isDeleted = isUuid(id) && (await deleteContactMessageById(db, id))
  if (!isDeleted) throw notFound(CONTACT_MESSAGE_NOT_FOUND_MESSAGE)
}
