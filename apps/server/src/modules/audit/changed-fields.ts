import { isDeepStrictEqual } from 'node:util'
import type { AuditFieldChange } from '../../db/schema/index.js'

/**
 * The fields that differ between two versions of a record, as the audit log keeps them. Only
 * the fields named in `fields` are compared, so a secret (a password hash) is never copied into
 * the log unless someone lists it on purpose.
 */
export function changedFields<Record_ extends object>(
  before: Record_ | undefined,
  after: Record_ | undefined,
  fields: readonly (keyof Record_ & string)[],
): Record<string, AuditFieldChange> {
  const changes: Record<string, AuditFieldChange> = {}
  for (const field of fields) {
    const from = before === undefined ? null : normalize(before[field])
    const to = after === undefined ? null : normalize(after[field])
    if (!isDeepStrictEqual(from, to)) changes[field] = { from, to }
  }
  return changes
}

/** Dates as ISO text and undefined as null: what the JSON column will hold anyway. */
function normalize(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString()
  if (value === undefined) return null
  return JSON.parse(JSON.stringify(value)) as unknown
}
