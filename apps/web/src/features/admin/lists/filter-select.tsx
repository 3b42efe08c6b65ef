import { useId } from 'react'
import { fieldClassName } from '../../../components/ui/field-styles'

export interface FilterOption {
  value: string
  label: string
}

interface FilterSelectProps {
  label: string
  /** The filter in the address; empty when unset. */
  value: string
  options: readonly FilterOption[]
  /** The choice that removes the filter. */
  allLabel?: string
  /** Called with '' when the filter is removed. */
  onChange: (value: string) => void
}

/** One filter of a list as a labelled select; "All" removes it. */
export function FilterSelect({
  label,
  value,
  options,
  allLabel = 'All',
  onChange,
}: FilterSelectProps) {
  const id = useId()
  return (
    <div className="min-w-0 basis-36">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          onChange(event.target.value)
        }}
        className={`mt-1.5 ${fieldClassName()}`}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

interface DayFilterProps {
  label: string
  value: string
  onChange: (value: string) => void
}

/** A date filter (`from`, `to`) as a labelled date field; clearing it removes the filter. */
export function DayFilter({ label, value, onChange }: DayFilterProps) {
  const id = useId()
  return (
    <div className="min-w-0 basis-36">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => {
          onChange(event.target.value)
        }}
        className={`mt-1.5 ${fieldClassName()}`}
      />
    </div>
  )
}

/** The row above a table holding its search and filters; it wraps on a phone. */
export function ListToolbar({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-wrap items-end gap-3 px-4 py-4 sm:px-6">{children}</div>
}
