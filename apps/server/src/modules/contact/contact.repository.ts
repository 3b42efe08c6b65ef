import type { Executor } from '../../db/client.js'
import { contactMessages, newsletterSubscribers } from '../../db/schema/index.js'

export async function insertContactMessage(
  db: Executor,
  message: { name: string; email: string; message: string },
): Promise<void> {
  await db.insert(contactMessages).values(message)
}

export async function insertNewsletterSubscriber(db: Executor, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing()
}
