import type { AuditEntry } from '@shop/shared/audit'
import { paths } from '../../../config/paths'
import { orderDrawerPath } from '../orders/order-drawer-path'

/** What an empty side of a change shows: the field had no value (a new or deleted record). */
export const NO_VALUE = '—'

/**
 * How much of a long text a change shows (a page's Markdown may run to 20,000 characters); the
 * log itself keeps the whole text.
 */
export const MAX_SHOWN_TEXT_LENGTH = 200

/** One side of a changed field as a reader sees it: text as is (a long one cut), lists joined, yes/no. */
export function describeAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return NO_VALUE
  if (typeof value === 'string') {
    return value.length > MAX_SHOWN_TEXT_LENGTH
      ? `${value.slice(0, MAX_SHOWN_TEXT_LENGTH - 1)}…`
      : value
  }
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) {
    return value.length === 0 ? NO_VALUE : value.map((item) => describeAuditValue(item)).join(', ')
  }
  return JSON.stringify(value)
}

/** Each changed field as "field: old → new", in the order the server recorded them. */
export function describeAuditChanges(changes: AuditEntry['changes']): string[] {
  return Object.entries(changes).map(
    ([field, { from, to }]) => `${field}: ${describeAuditValue(from)} → ${describeAuditValue(to)}`,
  )
}

/**
 * Where the back office shows the entry's record, while it still exists: a deleted record (one by
 * one or in bulk), or a write over many records, has no page to go to.
 */
export function auditRecordPath(entry: AuditEntry): string | undefined {
  // The shop's one set of settings and one shipping table: records without an id.
  if (entry.entityType === 'settings') return paths.adminSettings
  if (entry.entityType === 'shipping') return paths.adminShipping
  if (entry.entityId === null || entry.action.endsWith('delete')) return undefined
  switch (entry.entityType) {
    case 'product':
      return paths.adminProductEdit(entry.entityId)
    case 'order':
      return orderDrawerPath(entry.entityId)
    case 'user':
      return `${paths.adminUsers}?search=${encodeURIComponent(entry.entityLabel)}`
    case 'discount':
      return paths.adminDiscounts
    case 'page':
      return paths.adminPage(entry.entityId)
    case 'home':
      return paths.adminHomeContent
    default:
      return undefined
  }
}
