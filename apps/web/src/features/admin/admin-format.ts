import { SHORT_ID_LENGTH } from '@shop/shared/limits'
import type { MailStatus } from '@shop/shared/outbox'
import type { UserRole } from '@shop/shared/users'

/** docs/product-rules.md § Limits: an order id shows as its first 8 characters, after a #. */
export function formatOrderId(id: string): string {
  return `#${id.slice(0, SHORT_ID_LENGTH)}`
}

/** The shop's date formats serve the back office too ("Mar 25, 2026, 2:30 PM"). */
export { formatDateTime } from '../../lib/format-date'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' })

/** The date and the time apart, for a narrow column that shows them on two lines. */
export function formatDateAndTime(date: string): { date: string; time: string } {
  const moment = new Date(date)
  return { date: dateFormat.format(moment), time: timeFormat.format(moment) }
}

/** The customer of an order; the account may be gone (docs/product-rules.md § Screens, Admin dashboard: N/A). */
export function customerName(user: { name: string } | null): string {
  return user?.name ?? 'N/A'
}

export const ROLE_LABELS: Record<UserRole, string> = { customer: 'Customer', admin: 'Admin' }

/** How the outbox names each state of a message. */
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
}
