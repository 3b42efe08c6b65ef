import { parseSortKey, type SortKey } from '@shop/shared/admin-lists'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { headerCellClass } from '../components/admin-styles'
import { focusRing } from '../../../components/ui/focus-ring'
import { fieldFocus } from '../../../components/ui/field-styles'

interface SortChoice<Field extends string> {
  label: string
  field: Field
  /** Dates and amounts read best newest or largest first, so their first click sorts down. */
  descendingFirst?: boolean
  /**
   * What the button sorts by when its label names something else ("date placed" for the Order
   * ID header): said in its accessible name and its tooltip.
   */
  sortsBy?: string
}

interface SortButtonProps<Field extends string> extends SortChoice<Field> {
  /** The list's current sort. */
  sort: SortKey<Field>
  onSort: (sort: SortKey<Field>) => void
  /**
   * Says in words whether this button's field is the sorted one: where one header holds several
   * buttons, its `aria-sort` cannot tell which of them it means.
   */
  announcesSort?: boolean
}

/** A header's sort button. A click on the sorted field turns its direction round. */
function SortButton<Field extends string>({
  label,
  field,
  sort,
  onSort,
  descendingFirst = false,
  sortsBy,
  announcesSort = false,
}: SortButtonProps<Field>) {
  const current = parseSortKey(sort)
  const isSorted = current.field === field
  const next: SortKey<Field> = (isSorted ? !current.descending : descendingFirst)
    ? `-${field}`
    : field
  const Icon = !isSorted ? ArrowUpDown : current.descending ? ArrowDown : ArrowUp
  return (
    <button
      type="button"
      aria-label={sortsBy === undefined ? undefined : `${label}, by ${sortsBy}`}
      title={sortsBy === undefined ? undefined : `Sort by ${sortsBy}`}
      onClick={() => {
        onSort(next)
      }}
      className={`inline-flex items-center gap-1 uppercase hover:text-ink ${focusRing.standard}`}
    >
      {label}
      {announcesSort && isSorted ? (
        <span className="sr-only">, sorted {current.descending ? 'descending' : 'ascending'}</span>
      ) : null}
      <Icon className={`size-3.5 ${isSorted ? 'text-ink' : 'text-stone-400'}`} aria-hidden="true" />
    </button>
  )
}

/** How the column is sorted, for its `aria-sort`, when the sort is one of its fields. */
function ariaSortOf<Field extends string>(
  sort: SortKey<Field>,
  fields: readonly Field[],
): 'ascending' | 'descending' | undefined {
  const current = parseSortKey(sort)
  if (!fields.includes(current.field)) return undefined
  return current.descending ? 'descending' : 'ascending'
}

interface SortHeaderProps<Field extends string> extends SortButtonProps<Field> {
  className?: string
}

/**
 * A column header that sorts the list: a button inside the `<th>`, whose `aria-sort` says how the
 * column is sorted. On wider screens the headers are the list's one sort control, so every sort a
 * list offers has a header (docs/decisions/027-table-headers-are-the-desktop-sort.md).
 */
export function SortHeader<Field extends string>({
  className = '',
  ...button
}: SortHeaderProps<Field>) {
  return (
    <th
      scope="col"
      aria-sort={ariaSortOf(button.sort, [button.field])}
      className={`${headerCellClass} ${className}`}
    >
      <SortButton {...button} />
    </th>
  )
}

interface SortHeaderGroupProps<Field extends string> {
  /** The fields one column shows, each with its own button (Added, then Edited). */
  sorts: readonly SortChoice<Field>[]
  sort: SortKey<Field>
  onSort: (sort: SortKey<Field>) => void
  className?: string
}

/** A header for a column that shows several sortable values, one button each. */
export function SortHeaderGroup<Field extends string>({
  sorts,
  sort,
  onSort,
  className = '',
}: SortHeaderGroupProps<Field>) {
  return (
    <th
      scope="col"
      aria-sort={ariaSortOf(
        sort,
        sorts.map((choice) => choice.field),
      )}
      className={`${headerCellClass} ${className}`}
    >
      {/* One above the other, as the values show in the column's cells. */}
      <span className="flex flex-col items-start gap-1">
        {sorts.map((choice) => (
          <SortButton key={choice.field} {...choice} sort={sort} onSort={onSort} announcesSort />
        ))}
      </span>
    </th>
  )
}

export interface SortOption<Field extends string> {
  value: SortKey<Field>
  label: string
}

interface SortSelectProps<Field extends string> {
  sort: SortKey<Field>
  options: readonly SortOption<Field>[]
  onSort: (sort: SortKey<Field>) => void
  /**
   * A list shown as cards at every width (messages) has no headers: its select shows everywhere.
   * A table's shows on phones only, where its header row hides.
   */
  isShownOnDesktop?: boolean
}

/** The sort as a select, for lists shown as cards and for phones, where headers hide. */
export function SortSelect<Field extends string>({
  sort,
  options,
  onSort,
  isShownOnDesktop = false,
}: SortSelectProps<Field>) {
  return (
    <div className={`min-w-0 basis-44 ${isShownOnDesktop ? '' : 'md:hidden'}`}>
      <label className="block text-sm font-medium">
        Sort by
        <select
          value={sort}
          onChange={(event) => {
            onSort(event.target.value as SortKey<Field>)
          }}
          className={`mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-xs ${fieldFocus} sm:text-sm`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
