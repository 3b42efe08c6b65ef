import type { AdminOrder } from '@shop/shared/admin'
import { ORDER_STATUSES } from '@shop/shared/orders'
import { formatDate } from '../../../../lib/format-date'
import { formatMoney } from '../../../../lib/format-money'
import { customerName, formatOrderId } from '../../admin-format'
import { ADMIN_ORDER_LIST, useGetAdminOrderPageQuery } from '../admin-orders-api'
import {
  DayFilter,
  FilterSelect,
  ListPanel,
  SearchBox,
  SortHeader,
  SortSelect,
  useListState,
} from '../../lists'
import { headerCellClass, tableHeadClass } from '../../components/admin-styles'
import { OrderStatusBadge } from './order-status-badge'
import { RefundBadge } from './refunded-badge'
import { Button } from '../../../../components/ui/button'

/** docs/product-rules.md § Screens, Admin orders: what the table says while there are none. */
export const NO_ORDERS_MESSAGE = 'No orders found.'

const cell = 'md:px-4 md:py-3'

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: status }))
const SORT_OPTIONS = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: '-total', label: 'Total, highest first' },
  { value: 'total', label: 'Total, lowest first' },
  { value: 'status', label: 'Status' },
  { value: '-status', label: 'Status, reversed' },
] as const

interface OrderRowProps {
  order: AdminOrder
  onOpen: (orderId: string) => void
}

function OrderRow({ order, onOpen }: OrderRowProps) {
  return (
    // Phones: a card (id, date and status, customer and total, tracking); wider screens: a row.
    // The id's button stretches over the whole row, so a click anywhere opens the order.
    <tr className="relative grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-4 py-4 hover:bg-stone-50 md:table-row md:p-0">
      <td className={`whitespace-nowrap ${cell}`}>
        <Button
          type="button"
          onClick={() => {
            onOpen(order._id)
          }}
          variant="link"
          className="after:absolute after:inset-0"
        >
          {formatOrderId(order._id)}
        </Button>
        <time dateTime={order.createdAt} className="block text-xs text-stone-500">
          {formatDate(order.createdAt)}
        </time>
      </td>
      <td className={`col-start-1 row-start-2 text-stone-700 wrap-anywhere ${cell}`}>
        {customerName(order.user)}
      </td>
      <td
        className={`col-start-2 row-start-2 text-right font-semibold whitespace-nowrap tabular-nums ${cell}`}
      >
        {formatMoney(order.totalPrice)}
      </td>
      <td className={`col-start-2 row-start-1 text-right md:text-left ${cell}`}>
        <span className="inline-flex flex-wrap justify-end gap-1.5 md:justify-start">
          <OrderStatusBadge status={order.status} />
          <RefundBadge paymentStatus={order.paymentStatus} />
        </span>
      </td>
      <td className={`col-span-2 text-stone-600 wrap-anywhere ${cell}`}>
        <span className="md:hidden">Tracking: </span>
        {order.trackingNumber ?? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">None</span>
          </>
        )}
      </td>
    </tr>
  )
}

interface OrderTableProps {
  onOpen: (orderId: string) => void
}

/**
 * docs/product-rules.md § Screens, Admin orders: Order ID, Customer, Total Price, Status and Tracking, newest first;
 * a refunded payment shows as a badge beside the status. Clicking a row opens the order (the
 * caller's drawer). A page at a time (docs/product-rules.md § Back office at scale): search by order
 * number, customer or ship-to name, filters by status and date, all kept in the address.
 */
export function OrderTable({ onOpen }: OrderTableProps) {
  const { state, setPage, setSearch, setSort, setFilter } = useListState(ADMIN_ORDER_LIST)
  const pageQuery = useGetAdminOrderPageQuery(state, { refetchOnMountOrArgChange: true })
  const orders = pageQuery.data?.rows ?? []

  return (
    <ListPanel
      toolbar={
        <>
          <SearchBox
            label="Search orders"
            placeholder="Order number, customer or name on the parcel"
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
          <DayFilter
            label="Placed from"
            value={state.filters.from ?? ''}
            onChange={(value) => {
              setFilter('from', value)
            }}
          />
          <DayFilter
            label="Placed to"
            value={state.filters.to ?? ''}
            onChange={(value) => {
              setFilter('to', value)
            }}
          />
          <SortSelect sort={state.sort} options={SORT_OPTIONS} onSort={setSort} />
        </>
      }
      query={pageQuery}
      errorFallback="Failed to load orders"
      emptyMessage={NO_ORDERS_MESSAGE}
      currentPage={state.page}
      noun={['order', 'orders']}
      onPageChange={setPage}
    >
      <table className="w-full text-left text-sm" aria-busy={pageQuery.isFetching || undefined}>
        <thead className={`hidden md:table-header-group ${tableHeadClass}`}>
          <tr>
            {/* The id names an order and the date under it places it in time: sorted by date. */}
            <SortHeader
              label="Order ID"
              field="createdAt"
              sort={state.sort}
              onSort={setSort}
              descendingFirst
              sortsBy="date placed"
            />
            <th scope="col" className={headerCellClass}>
              Customer
            </th>
            <SortHeader
              label="Total Price"
              field="total"
              sort={state.sort}
              onSort={setSort}
              descendingFirst
              className="text-right"
            />
            <SortHeader label="Status" field="status" sort={state.sort} onSort={setSort} />
            <th scope="col" className={headerCellClass}>
              Tracking
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 border-t border-stone-200 md:border-t-0">
          {orders.map((order) => (
            <OrderRow key={order._id} order={order} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </ListPanel>
  )
}
