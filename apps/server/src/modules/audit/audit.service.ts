import type { AuditEntry, AuditQuery } from '@shop/shared/audit'
import type { Executor } from '../../db/client.js'
import type { Page } from '../../lib/paged-list.js'
import { toAuditEntryDto } from './audit.mapper.js'
import { findAuditPage } from './audit.repository.js'

/** The back office's audit log, newest first unless asked otherwise. */
export async function listAuditEntries(db: Executor, query: AuditQuery): Promise<Page<AuditEntry>> {
  const { rows, total } = await findAuditPage(db, query)
  return { rows: rows.map(toAuditEntryDto), total }
}
