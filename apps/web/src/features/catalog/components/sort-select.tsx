import type { SortBy } from '@shop/shared/catalog'
import { SORT_OPTIONS } from '@shop/shared/limits'
import { ChevronDown } from 'lucide-react'
import { useId } from 'react'
import { useProductFilters } from '../use-product-filters'
import { compactFieldFocus } from '../../../components/ui/field-styles'

const SORT_LABELS: Record<SortBy, string> = {
  priceAsc: 'Price: Low to High',
  priceDesc: 'Price: High to Low',
  popularity: 'Popularity',
  newest: 'Newest',
}

function isSortBy(value: string): value is SortBy {
  return (SORT_OPTIONS as readonly string[]).includes(value)
}

/** The order of the product list, kept in the address as `sortBy`. */
export function SortSelect() {
  const { filters, updateFilters } = useProductFilters()
  const id = useId()

  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm text-stone-600">
        Sort by
      </label>
      <div className="relative min-w-0">
        <select
          id={id}
          value={filters.sortBy ?? ''}
          onChange={(event) => {
            const { value } = event.target
            updateFilters((current) => {
              const next = { ...current }
              if (isSortBy(value)) next.sortBy = value
              else delete next.sortBy
              return next
            })
          }}
          className={`h-10 w-full cursor-pointer appearance-none truncate rounded-lg border border-stone-300 bg-white pr-7 pl-2.5 text-sm font-medium text-ink hover:border-stone-400 ${compactFieldFocus}`}
        >
          <option value="">Default</option>
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {SORT_LABELS[option]}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 text-stone-500"
        />
      </div>
    </div>
  )
}
