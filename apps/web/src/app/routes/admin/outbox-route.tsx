import { useSearchParams } from 'react-router'
import { OutboxMessages } from '../../../features/admin/mail/components/outbox-messages'
import { OutboxStatusFilter } from '../../../features/admin/mail/components/outbox-status-filter'
import { OutboxTransportBanner } from '../../../features/admin/mail/components/outbox-transport-banner'
import { readOutboxFilters, toOutboxSearch } from '../../../features/admin/mail/outbox-filters'
import { AdminPage } from './admin-page'

/**
 * /admin/outbox (beyond the spec): every e-mail the shop sends and how its delivery stands. The
 * status and page are in the address, so a reload or a shared link shows the same view.
 */
export function OutboxRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = readOutboxFilters(searchParams)

  return (
    <AdminPage title="Outbox" intro="Every email the shop sends, newest first.">
      <div className="space-y-6">
        <OutboxTransportBanner />
        <OutboxStatusFilter status={filters.status} />
        <OutboxMessages
          filters={filters}
          onPageChange={(page) => {
            setSearchParams(toOutboxSearch({ ...filters, page }))
            window.scrollTo({ top: 0 })
          }}
        />
      </div>
    </AdminPage>
  )
}
