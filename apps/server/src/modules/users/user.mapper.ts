import type { AdminUser } from '@shop/shared/admin'
import type { Account, User } from '@shop/shared/users'
import type { UserRow } from '../../db/schema/index.js'
import { fromCents } from '../../lib/money.js'

/** The only way a user leaves the server: never its hash or token version. */
export function toUserDto(user: Pick<UserRow, 'id' | 'name' | 'email' | 'role'>): User {
  return { _id: user.id, name: user.name, email: user.email, role: user.role }
}

/** The caller's own account: the user and the new e-mail waiting for confirmation. */
export function toAccountDto(
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'role'>,
  pendingEmail: string | null,
): Account {
  return { ...toUserDto(user), pendingEmail }
}

/** An account as the admin's user list shows it, with its store credit balance. */
export function toAdminUserDto(
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'createdAt' | 'storeCreditCents'>,
): AdminUser {
  return {
    ...toUserDto(user),
    createdAt: user.createdAt.toISOString(),
    storeCredit: fromCents(user.storeCreditCents),
  }
}
