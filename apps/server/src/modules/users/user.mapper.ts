import type { User } from '@shop/shared/users'
import type { UserRow } from '../../db/schema/index.js'

/** The only way a user leaves the server: never its hash or token version. */
export function toUserDto(user: Pick<UserRow, 'id' | 'name' | 'email' | 'role'>): User {
  return { _id: user.id, name: user.name, email: user.email, role: user.role }
}
