import { parseSortKey, type SortKey } from '@shop/shared/admin-lists'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { headerCellClass } from '../components/admin-styles'
import { focusRing } from '../../../components/ui/focus-ring'
import { fieldFocus } from '../../../components/ui/field-styles'

interface SortHeaderProps<Field extends string> {
  label: string
  field: Field
  /** The list's current sort. */
  sort: SortKey<Field>
  onSort: (sort: SortKey<Field>) => void
  /** Dates and amounts read best newest or largest first, so their first click sorts down. */
  descendingFirst?: boolean
  className?: string
}

/**
 * A column header that sorts the list: a button inside the `<th>`, whose `aria-sort` says how the
 * column is sorted. A click on the sorted column turns its direction round.
 */
export function SortHeader<Field extends string>({
  label,
  field,
  sort,
  onSort,
  descendingFirst = false,
  className = '',
}: SortHeaderProps<Field>) {
  const current = parseSortKey(sort)
  const isSorted = current.field === field
  const next: SortKey<Field> = (isSorted ? !current.descending : descendingFirst)
    ? `-${field}`
    : field
  const Icon = !isSorted ? ArrowUpDown : current.descending ? ArrowDown : ArrowUp

  return (
    <th
      scope="col"
      aria-sort={isSorted ? (current.descending ? 'descending' : 'ascending') : undefined}
      className={`${headerCellClass} ${className}`}
    >
      <button
        type="button"
        onClick={() => {
          onSort(next)
        }}
        className={`inline-flex items-center gap-1 uppercase hover:text-ink ${focusRing.standard}`}
      >
        {label}
        <Icon
          className={`size-3.5 ${isSorted ? 'text-ink' : 'text-stone-400'}`}
          aria-hidden="true"
        />
      </button>
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
}

/** The sort as a select, for lists shown as cards (messages) and for phones, where headers hide. */
export function SortSelect<Field extends string>({
  sort,
  options,
  onSort,
}: SortSelectProps<Field>) {
  return (
    <div className="min-w-0 basis-44">
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
