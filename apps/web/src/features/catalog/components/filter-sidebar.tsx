import { clearProductFilters, countActiveFilters, type FilterOptions } from '../product-filters'
import { useProductFilters } from '../use-product-filters'
import { FilterPanel } from './filter-panel'
import { focusRing } from '../../../components/ui/focus-ring'

interface FilterSidebarProps {
  options: FilterOptions
}

/** The filters in the left column of a wide screen (phones get the same in a drawer). */
export function FilterSidebar({ options }: FilterSidebarProps) {
  const { filters, updateFilters } = useProductFilters()
  const hasFilters = countActiveFilters(filters) > 0

  return (
    <aside aria-labelledby="filter-sidebar-heading" className="hidden lg:block">
      <div className="mb-5 flex h-8 items-center justify-between">
        <h2 id="filter-sidebar-heading" className="text-lg font-semibold text-ink">
          Filters
        </h2>
        {hasFilters ? (
          <button
            type="button"
            onClick={() => {
              updateFilters(clearProductFilters)
            }}
            className={`rounded-md px-1 text-sm font-medium text-stone-600 underline underline-offset-4 hover:text-ink ${focusRing.flush}`}
          >
            Clear all
          </button>
        ) : null}
      </div>
      <FilterPanel options={options} />
    </aside>
  )
}
