import type { AdminUser } from '@shop/shared/admin'
import type { User } from '@shop/shared/users'
import type { UserRow } from '../../db/schema/index.js'

/** The only way a user leaves the server: never its hash or token version. */
export function toUserDto(user: Pick<UserRow, 'id' | 'name' | 'email' | 'role'>): User {
  return { _id: user.id, name: user.name, email: user.email, role: user.role }
}

/** An account as the admin's user list shows it. */
export function toAdminUserDto(
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'createdAt'>,
): AdminUser {
  return { ...toUserDto(user), createdAt: user.createdAt.toISOString() }
}
