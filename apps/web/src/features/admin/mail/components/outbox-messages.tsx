import { OUTBOX_PAGE_SIZE } from '@shop/shared/outbox'
import { Inbox, RefreshCw } from 'lucide-react'
import { useGetOutboxQuery } from '../admin-outbox-api'
import type { OutboxFilters } from '../outbox-filters'
import { DASHBOARD_ERROR_MESSAGE as LOAD_ERROR_MESSAGE } from '../../dashboard/components/dashboard-overview'
import { OutboxTable } from './outbox-table'
import { panelClass } from '../../components/admin-styles'
import { Pager } from '../../components/pager'
import { Button } from '../../../../components/ui/button'

export const NO_OUTBOX_MESSAGES_MESSAGE = 'No messages found.'

interface OutboxMessagesProps {
  filters: OutboxFilters
  onPageChange: (page: number) => void
}

/**
 * One page of the outbox for the chosen status, newest first, with paging from the total the
 * server counts. Loading and errors read as on the other admin screens.
 */
export function OutboxMessages({ filters, onPageChange }: OutboxMessagesProps) {
  const { data, isLoading, isError, isFetching, refetch } = useGetOutboxQuery(filters, {
    refetchOnMountOrArgChange: true,
  })

  if (isLoading) return <p role="status">Loading...</p>
  if (isError || !data) {
    return (
      <p role="alert" className="font-medium text-red-700">
        {LOAD_ERROR_MESSAGE}
      </p>
    )
  }

  const pageCount = Math.max(1, Math.ceil(data.total / OUTBOX_PAGE_SIZE))
  const count = `${String(data.total)} message${data.total === 1 ? '' : 's'}`

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm text-stone-600">{count}</p>
        <Button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          variant="ghost"
          className="inline-flex items-center gap-1.5 px-3 py-1.5 text-sm hover:text-ink disabled:cursor-wait disabled:opacity-60"
        >
          <RefreshCw
            className={`size-4 ${isFetching ? 'motion-safe:animate-spin' : ''}`}
            aria-hidden="true"
          />
          Refresh
        </Button>
      </div>
      {data.messages.length === 0 ? (
        <div className={`${panelClass} px-6 py-12 text-center`}>
          <Inbox className="mx-auto size-10 text-stone-400" aria-hidden="true" />
          <p className="mt-4 font-semibold">{NO_OUTBOX_MESSAGES_MESSAGE}</p>
        </div>
      ) : (
        <OutboxTable messages={data.messages} />
      )}
      {pageCount > 1 || filters.page > 1 ? (
        <Pager page={filters.page} pageCount={pageCount} onPageChange={onPageChange} />
      ) : null}
    </div>
  )
}
