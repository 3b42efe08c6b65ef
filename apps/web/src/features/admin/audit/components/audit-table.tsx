import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPE_LABELS,
  AUDIT_ENTITY_TYPES,
  auditActionLabel,
  type AuditEntry,
} from '@shop/shared/audit'
import { Link } from 'react-router'
import { formatDateTime } from '../../admin-format'
import { AUDIT_LIST, useGetAuditPageQuery } from '../admin-audit-api'
import { auditRecordPath, describeAuditChanges } from '../audit-format'
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
import { buttonClass } from '../../../../components/ui/button'

export const NO_AUDIT_ENTRIES_MESSAGE = 'No changes recorded yet.'
export const NO_MATCHING_ENTRIES_MESSAGE = 'No changes match these filters.'

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({
  value: action,
  label: AUDIT_ACTION_LABELS[action],
}))
const TYPE_OPTIONS = AUDIT_ENTITY_TYPES.map((type) => ({
  value: type,
  label: AUDIT_ENTITY_TYPE_LABELS[type],
}))
const SORT_OPTIONS = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
] as const

const linkClass = buttonClass({ variant: 'link', className: 'text-brand-700 wrap-anywhere' })

function AuditRecord({ entry }: { entry: AuditEntry }) {
  const label = entry.entityLabel || '—'
  const path = auditRecordPath(entry)
  return path ? (
    <Link to={path} className={linkClass}>
      {label}
    </Link>
  ) : (
    <span className="font-semibold wrap-anywhere">{label}</span>
  )
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const changes = describeAuditChanges(entry.changes)
  return (
    // Phones: a card (action and time, record, actor, changes); wider screens: a table row.
    <tr className="grid grid-cols-1 gap-y-1 px-4 py-4 md:table-row md:p-0">
      <td className="text-stone-600 md:px-4 md:py-3 md:align-top md:whitespace-nowrap">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </td>
      <td className="text-stone-700 wrap-anywhere md:px-4 md:py-3 md:align-top">
        {entry.actorEmail}
      </td>
      <td className="font-medium md:px-4 md:py-3 md:align-top">{auditActionLabel(entry.action)}</td>
      <td className="md:px-4 md:py-3 md:align-top">
        <AuditRecord entry={entry} />
      </td>
      <td className="md:px-4 md:py-3 md:align-top">
        {changes.length === 0 ? (
          <span className="text-stone-500">No field changes</span>
        ) : (
          <ul aria-label="Changes" className="space-y-0.5 text-stone-700">
            {changes.map((change) => (
              <li key={change} className="wrap-anywhere">
                {change}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  )
}

/**
 * The audit log (docs/product-rules.md § Back office at scale): who changed what and when, newest first,
 * with each changed field before and after. Searchable by record or admin, filtered by action,
 * record type and days; the filters live in the address.
 */
export function AuditTable() {
  const { state, setPage, setSearch, setSort, setFilter } = useListState(AUDIT_LIST)
  const pageQuery = useGetAuditPageQuery(state, { refetchOnMountOrArgChange: true })
  const entries = pageQuery.data?.rows ?? []
  const isFiltered = state.search !== '' || Object.keys(state.filters).length > 0

  return (
    <ListPanel
      heading={{ id: 'audit-heading', text: 'Changes' }}
      toolbar={
        <>
          <SearchBox
            label="Search changes"
            placeholder="Record or admin email"
            value={state.search}
            onSearch={setSearch}
          />
          <FilterSelect
            label="Action"
            value={state.filters.action ?? ''}
            options={ACTION_OPTIONS}
            onChange={(value) => {
              setFilter('action', value)
            }}
          />
          <FilterSelect
            label="Record type"
            value={state.filters.entityType ?? ''}
            options={TYPE_OPTIONS}
            onChange={(value) => {
              setFilter('entityType', value)
            }}
          />
          <DayFilter
            label="From"
            value={state.filters.from ?? ''}
            onChange={(value) => {
              setFilter('from', value)
            }}
          />
          <DayFilter
            label="To"
            value={state.filters.to ?? ''}
            onChange={(value) => {
              setFilter('to', value)
            }}
          />
          <SortSelect sort={state.sort} options={SORT_OPTIONS} onSort={setSort} />
        </>
      }
      query={pageQuery}
      errorFallback="Failed to load the audit log"
      emptyMessage={isFiltered ? NO_MATCHING_ENTRIES_MESSAGE : NO_AUDIT_ENTRIES_MESSAGE}
      currentPage={state.page}
      noun={['change', 'changes']}
      onPageChange={setPage}
    >
      <table className="w-full text-left text-sm" aria-busy={pageQuery.isFetching || undefined}>
        <thead className={`hidden md:table-header-group ${tableHeadClass}`}>
          <tr>
            <SortHeader
              label="Time"
              field="createdAt"
              sort={state.sort}
              onSort={setSort}
              descendingFirst
            />
            <th scope="col" className={headerCellClass}>
              Admin
            </th>
            <th scope="col" className={headerCellClass}>
              Action
            </th>
            <th scope="col" className={headerCellClass}>
              Record
            </th>
            <th scope="col" className={headerCellClass}>
              Changes
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 border-t border-stone-200 md:border-t-0">
          {entries.map((entry) => (
            <AuditRow key={entry._id} entry={entry} />
          ))}
        </tbody>
      </table>
    </ListPanel>
  )
}
