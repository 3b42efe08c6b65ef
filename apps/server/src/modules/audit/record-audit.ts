import type { Executor } from '../../db/client.js'
import type { AuditFieldChange } from '../../db/schema/index.js'
import { insertAuditEntries, insertAuditEntry } from './audit.repository.js'

/** The admin making a change: from the request's token, never from the body. */
export interface AuditActor {
  id: string
  email: string
}

export interface AuditRecord {
  /** `<record type>.<verb>`: `product.update`, `order.status`, `user.role`, `products.import`… */
  action: string
  entityType: string
  entityId?: string | null
  /** A readable name of the record (product name, code, e-mail) as it was at the time. */
  entityLabel?: string
  changes?: Record<string, AuditFieldChange>
}

/**
 * Records an admin write in the audit log (docs/product-rules.md § Back office at scale). Call it with the
 * transaction of the change: the entry commits with the change or not at all.
 */
export async function recordAudit(
  tx: Executor,
  actor: AuditActor,
  record: AuditRecord,
): Promise<void> {
  await insertAuditEntry(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId ?? null,
    entityLabel: record.entityLabel ?? '',
    changes: record.changes ?? {},
  })
}

/** Records many writes of one admin action at once (an import's products), in its transaction. */
export async function recordAuditEntries(
  tx: Executor,
  actor: AuditActor,
  records: readonly AuditRecord[],
): Promise<void> {
  await insertAuditEntries(
    tx,
    records.map((record) => ({
      actorId: actor.id,
      actorEmail: actor.email,
      action: record.action,
      entityType: record.entityType,
      entityId: record.entityId ?? null,
      entityLabel: record.entityLabel ?? '',
      changes: record.changes ?? {},
    })),
  )
}
