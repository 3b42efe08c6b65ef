import type { AuditEntry } from '@shop/shared/audit'
import type { AuditEntryRow } from '../../db/schema/index.js'

export function toAuditEntryDto(row: AuditEntryRow): AuditEntry {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    changes: row.changes,
  }
}
