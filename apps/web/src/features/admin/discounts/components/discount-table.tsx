import type { Discount } from '@shop/shared/discounts'
import { Pencil, TicketPercent } from 'lucide-react'
import { useState } from 'react'
import { formatDate } from '../../../../lib/format-date'
import { formatMoney } from '../../../../lib/format-money'
import { getErrorMessage } from '../../../../lib/get-error-message'
import {
  ADMIN_DISCOUNT_LIST,
  useDeleteDiscountMutation,
  useGetAdminDiscountPageQuery,
  useUpdateDiscountMutation,
} from '../admin-discounts-api'
import { toDiscountBody } from '../discount-form-values'
import {
  discountTiming,
  formatDiscountDates,
  formatDiscountUses,
  formatDiscountValue,
} from '../discount-format'
import {
  FilterSelect,
  ListPanel,
  runConfirmedAction,
  SearchBox,
  SortHeader,
  SortSelect,
  useListState,
} from '../../lists'
import { headerCellClass, panelClass, tableHeadClass } from '../../components/admin-styles'
import { DeleteButton } from '../../components/delete-button'
import { focusRing } from '../../../../components/ui/focus-ring'
import { buttonClass } from '../../../../components/ui/button'

export const NO_DISCOUNTS_MESSAGE = 'No discount codes yet.'
export const NO_MATCHING_DISCOUNTS = 'No codes match.'

const ACTIVE_OPTIONS = [
  { value: 'true', label: 'On' },
  { value: 'false', label: 'Off' },
]
const SORT_OPTIONS = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: 'code', label: 'Code, A to Z' },
  { value: '-code', label: 'Code, Z to A' },
  { value: '-timesUsed', label: 'Most used' },
  { value: 'timesUsed', label: 'Least used' },
] as const

/** The question asked before a code is deleted: orders that used it keep their discount. */
export function deleteDiscountConfirmation(code: string): string {
  return `Delete the code ${code}? Orders that used it keep their discount.`
}

const cell = 'md:px-4 md:py-3'

const editButtonClass = buttonClass({
  variant: 'secondary',
  className: 'justify-center gap-1.5 px-3 py-1.5 hover:bg-stone-50',
})

/** Shown small on phones, where the row is a card without the table's header. */
function CardLabel({ children }: { children: string }) {
  return <span className="mr-1 text-stone-500 md:hidden">{children}:</span>
}

interface ActiveSwitchProps {
  discount: Discount
  /** The server's refusal of the last action, or null when an action starts. */
  onError: (message: string | null) => void
}

/** Turns a code on or off at once, keeping every other setting. */
function ActiveSwitch({ discount, onError }: ActiveSwitchProps) {
  const [updateDiscount, { isLoading }] = useUpdateDiscountMutation()

  const toggle = () => {
    const active = !discount.active
    return runConfirmedAction({
      onStart: () => {
        onError(null)
      },
      run: async () => {
        await updateDiscount({
          id: discount._id,
          body: toDiscountBody(discount, { active }),
        }).unwrap()
        return `${discount.code} is ${active ? 'active' : 'switched off'}.`
      },
      failureFallback: `Failed to switch ${discount.code}.`,
      onFailure: onError,
    })
  }

  return (
    <button
      type="button"
      role="switch"
      aria-checked={discount.active}
      aria-label={`${discount.code} active`}
      disabled={isLoading}
      aria-busy={isLoading || undefined}
      onClick={() => void toggle()}
      className={`group inline-flex items-center gap-2 rounded-full text-sm font-medium ${focusRing.standard} disabled:cursor-wait disabled:opacity-60`}
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${
          discount.active ? 'bg-green-700' : 'bg-stone-300'
        }`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            discount.active ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </span>
      <span aria-hidden="true" className={discount.active ? 'text-green-800' : 'text-stone-600'}>
        {discount.active ? 'On' : 'Off'}
      </span>
    </button>
  )
}

interface DiscountRowProps {
  discount: Discount
  now: Date
  onEdit: (discount: Discount) => void
  onError: (message: string | null) => void
}

function DiscountRow({ discount, now, onEdit, onError }: DiscountRowProps) {
  const [deleteDiscount, { isLoading: isDeleting }] = useDeleteDiscountMutation()
  const timing = discountTiming(discount, now)

  const remove = () =>
    runConfirmedAction({
      question: deleteDiscountConfirmation(discount.code),
      onStart: () => {
        onError(null)
      },
      run: async () => (await deleteDiscount(discount._id).unwrap()).message,
      failureFallback: `Failed to delete ${discount.code}.`,
      onFailure: onError,
    })

  return (
    // Phones: a card (code and switch on top, then the terms, then the buttons); wider: a row.
    <tr className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 px-4 py-4 md:table-row md:p-0">
      {/* Long codes break after their dashes; a code without any stays whole. */}
      <td className={`font-mono font-semibold wrap-break-word ${cell}`}>{discount.code}</td>
      <td className={`col-start-1 ${cell}`}>
        <CardLabel>Discount</CardLabel>
        <span className="font-semibold whitespace-nowrap">{formatDiscountValue(discount)}</span>
      </td>
      <td className={`col-start-1 tabular-nums ${cell}`}>
        <CardLabel>Minimum</CardLabel>
        {discount.minSubtotal > 0 ? formatMoney(discount.minSubtotal) : 'None'}
      </td>
      <td className={`col-start-1 text-stone-700 ${cell}`}>
        <CardLabel>Dates</CardLabel>
        {formatDiscountDates(discount)}
        {timing ? (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 md:mt-1 md:ml-0 md:block md:w-fit">
            {timing}
          </span>
        ) : null}
      </td>
      <td className={`col-start-1 tabular-nums ${cell}`}>
        <CardLabel>Uses</CardLabel>
        {formatDiscountUses(discount)}
        {discount.perCustomerLimit === null ? null : (
          <span className="block text-xs text-stone-600">
            {discount.perCustomerLimit} per customer
          </span>
        )}
      </td>
      <td className={`col-start-1 text-stone-700 md:whitespace-nowrap ${cell}`}>
        <CardLabel>Added</CardLabel>
        <time dateTime={discount.createdAt}>{formatDate(discount.createdAt)}</time>
      </td>
      <td className={`col-start-2 row-start-1 ${cell}`}>
        <ActiveSwitch discount={discount} onError={onError} />
      </td>
      <td className={`col-span-2 mt-2 md:mt-0 ${cell}`}>
        <div className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end">
          <button
            type="button"
            onClick={() => {
              onEdit(discount)
            }}
            aria-label={`Edit ${discount.code}`}
            className={editButtonClass}
          >
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </button>
          <DeleteButton
            accessibleName={`Delete ${discount.code}`}
            isDeleting={isDeleting}
            onDelete={() => void remove()}
          />
        </div>
      </td>
    </tr>
  )
}

const PLAIN_HEADERS = ['Discount', 'Minimum', 'Dates'] as const

/**
 * docs/product-rules.md § Money: every discount code, newest first, with what it takes off, its minimum,
 * dates and uses, a switch that turns it on or off, Edit and Delete (after a confirm). A refusal
 * of the server is shown above the list in its words. A page at a time, searchable by code,
 * filtered on or off, sortable (docs/product-rules.md § Back office at scale), kept in the address.
 */
export function DiscountTable({ onEdit }: { onEdit: (discount: Discount) => void }) {
  const { state, setPage, setSearch, setSort, setFilter } = useListState(ADMIN_DISCOUNT_LIST)
  const pageQuery = useGetAdminDiscountPageQuery(state, { refetchOnMountOrArgChange: true })
  const [actionError, setActionError] = useState<string | null>(null)
  const now = new Date()
  const discounts = pageQuery.data?.rows ?? []
  const isFiltered = state.search !== '' || state.filters.active !== undefined

  if (pageQuery.isLoading) return <p role="status">Loading...</p>
  if (pageQuery.isError || !pageQuery.data) {
    return (
      <p role="alert" className="font-medium text-red-700">
        Error: {getErrorMessage(pageQuery.error, 'Failed to load discount codes')}
      </p>
    )
  }
  if (discounts.length === 0 && !isFiltered && state.page === 1) {
    return (
      <div className={`${panelClass} px-6 py-12 text-center`}>
        <TicketPercent className="mx-auto size-10 text-stone-400" aria-hidden="true" />
        <p className="mt-4 font-semibold">{NO_DISCOUNTS_MESSAGE}</p>
        <p className="mt-1 text-sm text-stone-600">
          Codes you add here can be typed by shoppers at checkout.
        </p>
      </div>
    )
  }

  return (
    <ListPanel
      label="Discount codes"
      toolbar={
        <>
          <SearchBox
            label="Search codes"
            placeholder="Part of a code"
            value={state.search}
            onSearch={setSearch}
          />
          <FilterSelect
            label="Active"
            value={state.filters.active ?? ''}
            options={ACTIVE_OPTIONS}
            onChange={(value) => {
              setFilter('active', value)
            }}
          />
          <SortSelect sort={state.sort} options={SORT_OPTIONS} onSort={setSort} />
        </>
      }
      aboveRows={
        actionError ? (
          <p
            role="alert"
            className="border-y border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {actionError}
          </p>
        ) : null
      }
      query={pageQuery}
      errorFallback="Failed to load discount codes"
      emptyMessage={NO_MATCHING_DISCOUNTS}
      currentPage={state.page}
      noun={['code', 'codes']}
      onPageChange={setPage}
    >
      <table className="w-full text-left text-sm" aria-busy={pageQuery.isFetching || undefined}>
        <thead className={`hidden md:table-header-group ${tableHeadClass}`}>
          <tr>
            <SortHeader label="Code" field="code" sort={state.sort} onSort={setSort} />
            {PLAIN_HEADERS.map((header) => (
              <th key={header} scope="col" className={headerCellClass}>
                {header}
              </th>
            ))}
            <SortHeader
              label="Uses"
              field="timesUsed"
              sort={state.sort}
              onSort={setSort}
              descendingFirst
            />
            <SortHeader
              label="Added"
              field="createdAt"
              sort={state.sort}
              onSort={setSort}
              descendingFirst
            />
            <th scope="col" className={headerCellClass}>
              Active
            </th>
            <th scope="col" className={`${headerCellClass} text-right`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 border-t border-stone-200 md:border-t-0">
          {discounts.map((discount) => (
            <DiscountRow
              key={discount._id}
              discount={discount}
              now={now}
              onEdit={(chosen) => {
                setActionError(null)
                onEdit(chosen)
              }}
              onError={setActionError}
            />
          ))}
        </tbody>
      </table>
    </ListPanel>
  )
}
