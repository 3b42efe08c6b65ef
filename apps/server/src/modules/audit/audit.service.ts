import type { AuditEntry, AuditQuery } from '@shop/shared/audit'
import type { Executor } from '../../db/client.js'
import type { Page } from '../../lib/paged-list.js'
import { toAuditEntryDto } from './audit.mapper.js'
import { findAuditPage, hasAuditEntryOf } from './audit.repository.js'

/** The back office's audit log, newest first unless asked otherwise. */
export async function listAuditEntries(db: Executor, query: AuditQuery): Promise<Page<AuditEntry>> {
  const { rows, total } = await findAuditPage(db, query)
  return { rows: rows.map(toAuditEntryDto), total }
}

/** Whether an admin ever made a change of this kind: the setup checklist's sign of a step taken. */
export async function hasAnyAuditEntry(db: Executor, action: string): Promise<boolean> {
  return hasAuditEntryOf(db, action)
}
