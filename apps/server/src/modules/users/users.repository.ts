import { count, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { users, type NewUserRow, type UserRow } from '../../db/schema/index.js'

export async function insertUser(db: Executor, user: NewUserRow): Promise<UserRow> {
  const [inserted] = await db.insert(users).values(user).returning()
  if (!inserted) throw new Error('Inserting a user returned no row')
  return inserted
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email))
  return user
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users)
  return row?.total ?? 0
}
