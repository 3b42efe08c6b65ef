import { AuditTable } from '../../../features/admin/audit/components/audit-table'
import { AdminPage } from './admin-page'

/** /admin/audit: every admin change with who made it and when (docs/product-rules.md § Back office at scale). */
export function AuditRoute() {
  return (
    <AdminPage
      title="Audit log"
      intro="Every change made in the back office: who made it, when, and what it changed."
    >
      <AuditTable />
    </AdminPage>
  )
}
