import type { Executor } from '../../db/client.js'
import { auditEntries, type NewAuditEntryRow } from '../../db/schema/index.js'

export async function insertAuditEntry(tx: Executor, entry: NewAuditEntryRow): Promise<void> {
  await tx.insert(auditEntries).values(entry)
}
