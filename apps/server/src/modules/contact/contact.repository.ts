import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { contactMessages, type ContactMessageRow } from '../../db/schema/index.js'

export async function insertContactMessage(
  db: Executor,
  message: { name: string; email: string; message: string },
): Promise<ContactMessageRow> {
  const [inserted] = await db.insert(contactMessages).values(message).returning()
  if (!inserted) throw new Error('Inserting a contact message returned no row')
  return inserted
}

/** Deletes a message; answers its sender's address, or undefined when there was none. */
export async function deleteContactMessageById(
  db: Executor,
  id: string,
): Promise<{ email: string } | undefined> {
  const [deleted] = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ email: contactMessages.email })
  return deleted
}
