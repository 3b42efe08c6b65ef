import { SubscriberTable } from '../../../features/admin/subscribers/components/subscriber-table'
import { ExportCsvButton } from '../../../features/admin/csv-import'
import { AdminPage } from './admin-page'

/** /admin/subscribers: the newsletter list, its CSV export and removals. */
export function SubscribersRoute() {
  return (
    <AdminPage
      title="Subscribers"
      intro="Addresses signed up for the newsletter. Each newsletter e-mail carries its own unsubscribe link."
      actions={<ExportCsvButton path="/api/admin/subscribers/export.csv" fileName="subscribers" />}
    >
      <SubscriberTable />
    </AdminPage>
  )
}
