import { DashboardOverview } from '../../../features/admin/dashboard/components/dashboard-overview'
import { SetupChecklist } from '../../../features/admin/dashboard/components/setup-checklist'
import { AdminPage } from './admin-page'

/** /admin: what the shop still needs to be set up, then its figures at a glance. */
export function DashboardRoute() {
  return (
    <AdminPage title="Admin Dashboard" intro="Sales, orders and products at a glance.">
      <div className="space-y-8">
        <SetupChecklist />
        <DashboardOverview />
      </div>
    </AdminPage>
  )
}
