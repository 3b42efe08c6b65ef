import type { ContactMessage } from '@shop/shared/admin'
import type { ContactMessageRow } from '../../db/schema/index.js'

export function toContactMessageDto(row: ContactMessageRow): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  }
}
