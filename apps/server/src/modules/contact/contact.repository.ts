import { desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import {
  contactMessages,
  newsletterSubscribers,
  type ContactMessageRow,
} from '../../db/schema/index.js'

export async function insertContactMessage(
  db: Executor,
  message: { name: string; email: string; message: string },
): Promise<ContactMessageRow> {
  const [inserted] = await db.insert(contactMessages).values(message).returning()
  if (!inserted) throw new Error('Inserting a contact message returned no row')
  return inserted
}

export async function insertNewsletterSubscriber(db: Executor, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing()
}

/** The admin's inbox, newest first. */
export async function findContactMessagesNewestFirst(db: Executor): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
}

export async function deleteContactMessageById(db: Executor, id: string): Promise<boolean> {
  const deleted = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id })
  return deleted.length > 0
}
