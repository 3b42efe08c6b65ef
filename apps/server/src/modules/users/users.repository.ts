import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import {
  emailChanges,
  passwordResetTokens,
  revokedTokens,
  users,
  type NewUserRow,
  type UserRole,
  type UserRow,
} from '../../db/schema/index.js'

export async function insertUser(db: Executor, user: NewUserRow): Promise<UserRow> {
  const [inserted] = await db.insert(users).values(user).returning()
  if (!inserted) throw new Error('Inserting a user returned no row')
  return inserted
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email))
  return user
}

/**
 * The columns a request's session needs, and whether this token was logged out: one indexed
 * query per authenticated request.
 */
export async function findSessionUserById(
  db: Executor,
  id: string,
  tokenId: string,
): Promise<
  | (Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'tokenVersion'> & { isRevoked: boolean })
  | undefined
> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      tokenVersion: users.tokenVersion,
      isRevoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.tokenId} = ${tokenId})`,
    })
    .from(users)
    .where(eq(users.id, id))
  return user
}

/** The oldest admin account's e-mail: the shop's address when SHOP_EMAIL is not set. */
export async function findFirstAdminEmail(db: Executor): Promise<string | undefined> {
  const [admin] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1)
  return admin?.email
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

/** A new password; every token issued before it stops working. */
export async function updatePasswordHash(
  tx: Executor,
  id: string,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const [updated] = await tx
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning()
  return updated
}

/** Ends one token before its expiry; rows of tokens that have expired anyway are swept away. */
export async function insertRevokedToken(
  db: Executor,
  tokenId: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(revokedTokens).values({ tokenId, expiresAt }).onConflictDoNothing()
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`))
}

/** The account's one open reset: a newer request replaces the older token; dead ones are swept. */
export async function upsertPasswordResetToken(
  tx: Executor,
  reset: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, sql`now()`))
  await tx
    .insert(passwordResetTokens)
    .values(reset)
    .onConflictDoUpdate({
      target: passwordResetTokens.userId,
      set: { tokenHash: reset.tokenHash, expiresAt: reset.expiresAt, createdAt: sql`now()` },
    })
}

/** The account of an unexpired reset token, without using it up. */
export async function findUserIdByResetToken(
  db: Executor,
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
  return row?.userId
}

/** Uses an unexpired reset token up: of two parallel uses, only one gets the account back. */
export async function deletePasswordResetToken(
  tx: Executor,
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = await tx
    .delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId })
  return row?.userId
}

/** The account's reset link stops working (a new password, a new e-mail, log out everywhere). */
export async function deletePasswordResetTokenOfUser(tx: Executor, userId: string): Promise<void> {
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId))
}

/** The account's one e-mail change waiting for confirmation: a newer one replaces it. */
export async function upsertEmailChange(
  tx: Executor,
  change: { userId: string; newEmail: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.delete(emailChanges).where(lt(emailChanges.expiresAt, sql`now()`))
  await tx
    .insert(emailChanges)
    .values(change)
    .onConflictDoUpdate({
      target: emailChanges.userId,
      set: {
        newEmail: change.newEmail,
        tokenHash: change.tokenHash,
        expiresAt: change.expiresAt,
        createdAt: sql`now()`,
      },
    })
}

/** The new e-mail the account waits to have confirmed, while its link still works. */
export async function findPendingEmail(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), gt(emailChanges.expiresAt, sql`now()`)))
  return row?.newEmail
}

/**
 * Uses an unexpired confirmation token up. Of two parallel uses the second waits for the first's
 * row lock and then finds nothing, so a change is confirmed once.
 */
export async function takeEmailChange(
  tx: Executor,
  tokenHash: string,
): Promise<{ userId: string; newEmail: string } | undefined> {
  const [row] = await tx
    .delete(emailChanges)
    .where(and(eq(emailChanges.tokenHash, tokenHash), gt(emailChanges.expiresAt, sql`now()`)))
    .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail })
  return row
}

/** The account's pending e-mail change is dropped; its link stops working. */
export async function deleteEmailChangeOfUser(tx: Executor, userId: string): Promise<void> {
  await tx.delete(emailChanges).where(eq(emailChanges.userId, userId))
}
