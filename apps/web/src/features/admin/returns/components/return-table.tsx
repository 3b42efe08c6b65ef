import { RETURN_STATUSES, type AdminReturn } from '@shop/shared/returns'
import { Button } from '../../../../components/ui/button'
import { formatDateTime } from '../../../../lib/format-date'
import { customerName } from '../../admin-format'
import { headerCellClass, tableHeadClass } from '../../components/admin-styles'
import {
  FilterSelect,
  ListPanel,
  SearchBox,
  SortHeader,
  SortSelect,
  useListState,
} from '../../lists'
import { ADMIN_RETURN_LIST, useGetAdminReturnPageQuery } from '../admin-returns-api'
import {
  RESOLUTION_LABELS,
  RETURN_STATUS_LABELS,
  formatAge,
  formatReturnValue,
  formatUnits,
  unitCountOf,
} from '../return-format'
import { OrderLink } from './order-link'
import { ReturnStatusBadge } from './return-status-badge'

/** What the table says while no return matches. */
export const NO_RETURNS_MESSAGE = 'No returns found.'

const cell = 'md:px-4 md:py-3'

const STATUS_OPTIONS = RETURN_STATUSES.map((status) => ({
  value: status,
  label: RETURN_STATUS_LABELS[status],
}))
const SORT_OPTIONS = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: 'status', label: 'Status' },
  { value: '-status', label: 'Status, reversed' },
] as const

const isSettledWithoutMoney = (record: AdminReturn) =>
  record.status === 'rejected' || record.status === 'cancelled'

interface ReturnRowProps {
  record: AdminReturn
  onOpen: (returnId: string) => void
}

function ReturnRow({ record, onOpen }: ReturnRowProps) {
  const gives = formatReturnValue(record)
  return (
    // Phones: a card (number and status, age, customer and amount, order and items); wider
    // screens: a row. The number's button stretches over the whole row, so a click anywhere
    // opens the return; the order's link sits above it.
    <tr className="relative grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-4 py-4 hover:bg-stone-50 md:table-row md:p-0">
      <td className={`col-start-1 row-start-1 whitespace-nowrap ${cell}`}>
        <Button
          type="button"
          onClick={() => {
            onOpen(record._id)
          }}
          variant="link"
          className="after:absolute after:inset-0"
        >
          {record.number}
        </Button>
      </td>
      <td className={`col-start-1 row-start-4 whitespace-nowrap ${cell}`}>
        <span className="text-stone-600 md:hidden">Order </span>
        <OrderLink orderId={record.orderId} className="relative z-10" />
      </td>
      <td className={`col-start-1 row-start-3 min-w-0 text-stone-700 wrap-anywhere ${cell}`}>
        {customerName(record.customer)}
      </td>
      <td className={`col-start-2 row-start-1 text-right md:text-left ${cell}`}>
        <ReturnStatusBadge status={record.status} />
      </td>
      <td
        className={`col-start-2 row-start-4 text-right whitespace-nowrap text-stone-700 tabular-nums md:text-left ${cell}`}
      >
        {formatUnits(unitCountOf(record.items))}
      </td>
      <td className={`col-start-2 row-start-3 text-right whitespace-nowrap ${cell}`}>
        {/* A return that ended without a refund shows what it asked for, greyed. */}
        <span
          className={`block tabular-nums ${isSettledWithoutMoney(record) ? 'text-stone-500' : 'font-semibold'}`}
        >
          {gives}
        </span>
        {record.refundAmount > 0 ? (
          <span className="block text-xs text-stone-500">
            {RESOLUTION_LABELS[record.resolution]}
          </span>
        ) : null}
      </td>
      <td className={`col-start-1 row-start-2 text-xs text-stone-500 md:text-sm ${cell}`}>
        <time dateTime={record.createdAt} title={formatDateTime(record.createdAt)}>
          {formatAge(record.createdAt)}
        </time>
      </td>
    </tr>
  )
}

interface ReturnTableProps {
  onOpen: (returnId: string) => void
}

/**
 * The back office's returns, a page at a time (docs/api.md § Returns, back office): number,
 * order, customer, status, units, what it gives back and its age, newest first. Search by
 * return number, order number or customer; filter by status; sort by date or status; all kept in
 * the address. Clicking a row opens the return (the caller's drawer).
 */
export function ReturnTable({ onOpen }: ReturnTableProps) {
  const { state, setPage, setSearch, setSort, setFilter } = useListState(ADMIN_RETURN_LIST)
  const pageQuery = useGetAdminReturnPageQuery(state, { refetchOnMountOrArgChange: true })
  const records = pageQuery.data?.rows ?? []

  return (
    <ListPanel
      toolbar={
        <>
          <SearchBox
            label="Search returns"
            placeholder="Return number, order number or customer"
            value={state.search}
            onSearch={setSearch}
          />
          <FilterSelect
            label="Status"
            value={state.filters.status ?? ''}
            options={STATUS_OPTIONS}
            onChange={(value) => {
              setFilter('status', value)
            }}
          />
          <SortSelect sort={state.sort} options={SORT_OPTIONS} onSort={setSort} />
        </>
      }
      query={pageQuery}
      errorFallback="Failed to load returns"
      emptyMessage={NO_RETURNS_MESSAGE}
      currentPage={state.page}
      noun={['return', 'returns']}
      onPageChange={setPage}
    >
      <table className="w-full text-left text-sm" aria-busy={pageQuery.isFetching || undefined}>
        <thead className={`hidden md:table-header-group ${tableHeadClass}`}>
          <tr>
            <th scope="col" className={headerCellClass}>
              Return
            </th>
            <th scope="col" className={headerCellClass}>
              Order
            </th>
            <th scope="col" className={headerCellClass}>
              Customer
            </th>
            <SortHeader label="Status" field="status" sort={state.sort} onSort={setSort} />
            <th scope="col" className={headerCellClass}>
              Items
            </th>
            <th scope="col" className={`${headerCellClass} text-right`}>
              Refund
            </th>
            <SortHeader
              label="Requested"
              field="createdAt"
              sort={state.sort}
              onSort={setSort}
              descendingFirst
            />
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 border-t border-stone-200 md:border-t-0">
          {records.map((record) => (
            <ReturnRow key={record._id} record={record} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </ListPanel>
  )
}
