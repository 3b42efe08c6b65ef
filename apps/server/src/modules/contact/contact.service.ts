import type { ContactMessageBody, NewsletterBody } from '@shop/shared/contact'
import type { Executor } from '../../db/client.js'
import { insertContactMessage, insertNewsletterSubscriber } from './contact.repository.js'

/** Keeps the message for the admin inbox (api-contract § Other). */
export async function sendContactMessage(db: Executor, body: ContactMessageBody): Promise<void> {
  await insertContactMessage(db, { ...body, email: body.email.toLowerCase() })
}

/** Subscribing twice is not an error, and the answer never tells whether an address was known. */
export async function subscribeToNewsletter(db: Executor, body: NewsletterBody): Promise<void> {
  await insertNewsletterSubscriber(db, body.email.toLowerCase())
}
