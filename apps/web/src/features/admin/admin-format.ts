import { SHORT_ID_LENGTH } from '@shop/shared/limits'
import type { UserRole } from '@shop/shared/users'

/** shop-spec §9: an order id shows as its first 8 characters, after a #. */
export function formatOrderId(id: string): string {
  return `#${id.slice(0, SHORT_ID_LENGTH)}`
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

export function formatDateTime(date: string): string {
  return dateTimeFormat.format(new Date(date))
}

/** The customer of an order; the account may be gone (shop-spec §2 Admin dashboard: N/A). */
export function customerName(user: { name: string } | null): string {
  return user?.name ?? 'N/A'
}

export const ROLE_LABELS: Record<UserRole, string> = { customer: 'Customer', admin: 'Admin' }
