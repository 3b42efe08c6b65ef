import { DashboardOverview } from '../../../features/admin/dashboard/components/dashboard-overview'
import { AdminPage } from './admin-page'

/** /admin: the shop's figures at a glance. */
export function DashboardRoute() {
  return (
    <AdminPage title="Admin Dashboard" intro="Sales, orders and products at a glance.">
      <DashboardOverview />
    </AdminPage>
  )
}
