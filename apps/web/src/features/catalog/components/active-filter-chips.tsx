import { X } from 'lucide-react'
import {
  clearProductFilters,
  describeActiveFilter,
  listActiveFilters,
  removeActiveFilter,
} from '../product-filters'
import { useProductFilters } from '../use-product-filters'
import { focusRing } from '../../../components/ui/focus-ring'

/** The chosen filters as chips above the grid; each one removes itself. Wide screens clear all from the sidebar. */
export function ActiveFilterChips() {
  const { filters, updateFilters } = useProductFilters()
  const active = listActiveFilters(filters)
  if (active.length === 0) return null

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label="Active filters" className="flex flex-wrap gap-2">
        {active.map((filter) => (
          <li key={`${filter.kind}-${'key' in filter ? filter.key : ''}-${filter.label}`}>
            <button
              type="button"
              aria-label={`Remove ${describeActiveFilter(filter)}`}
              onClick={() => {
                updateFilters((current) => removeActiveFilter(current, filter))
              }}
              className={`inline-flex h-8 items-center gap-1.5 rounded-full border border-stone-300 bg-white pr-2 pl-3 text-sm text-ink transition hover:border-ink ${focusRing.standard}`}
            >
              {filter.label}
              <X aria-hidden="true" className="size-3.5 text-stone-500" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => {
          updateFilters(clearProductFilters)
        }}
        className={`h-8 rounded-md px-1 text-sm font-medium text-stone-600 underline underline-offset-4 hover:text-ink ${focusRing.flush} lg:hidden`}
      >
        Clear all
      </button>
    </div>
  )
}
