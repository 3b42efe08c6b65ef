import { asc, count, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { users, type NewUserRow, type UserRole, type UserRow } from '../../db/schema/index.js'

export async function insertUser(db: Executor, user: NewUserRow): Promise<UserRow> {
  const [inserted] = await db.insert(users).values(user).returning()
  if (!inserted) throw new Error('Inserting a user returned no row')
  return inserted
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email))
  return user
}

/** The columns a request's session needs: one primary-key lookup per authenticated request. */
export async function findSessionUserById(
  db: Executor,
  id: string,
): Promise<Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'tokenVersion'> | undefined> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, id))
  return user
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users)
  return row?.total ?? 0
}

/** Every token issued before this call stops working. */
export async function incrementTokenVersion(db: Executor, id: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
}

/** A role change also retires the user's tokens, so a later change back cannot revive them. */
export async function updateUserRole(
  db: Executor,
  id: string,
  role: UserRole,
): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({ role, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning()
  return updated
}

export async function deleteUserById(db: Executor, id: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id })
  return deleted.length > 0
}

/** Every account, newest first (the admin's user list). */
export async function findUsersNewestFirst(db: Executor): Promise<UserRow[]> {
  return db.select().from(users).orderBy(desc(users.createdAt), desc(users.id))
}

/** One account, locked until the transaction ends. */
export async function lockUserById(tx: Executor, id: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update')
  return user
}

/**
 * Locks every admin row (in id order, so callers never wait on each other in a circle) and
 * answers their ids. A parallel demotion or deletion waits here and then sees the admins left.
 */
export async function lockAdminIds(tx: Executor): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update')
  return rows.map((row) => row.id)
}

/** Writes the given fields; a new role also retires the user's tokens (see updateUserRole). */
export async function updateUserFields(
  tx: Executor,
  id: string,
  fields: { name?: string; email?: string; role?: UserRole },
  options: { retireTokens: boolean },
): Promise<UserRow | undefined> {
  const [updated] = await tx
    .update(users)
    .set({
      ...fields,
      ...(options.retireTokens ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning()
  return updated
}
