import { SlidersHorizontal } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Drawer } from '../../../components/ui/drawer'
import { clearProductFilters, countActiveFilters, type FilterOptions } from '../product-filters'
import { useProductFilters } from '../use-product-filters'
import { FilterPanel } from './filter-panel'
import { focusRing } from '../../../components/ui/focus-ring'
import { Button } from '../../../components/ui/button'

/** Tailwind's `lg`: from here the filters sit in the sidebar instead. */
const WIDE_SCREEN_QUERY = '(min-width: 1024px)'

interface FilterDrawerProps {
  options: FilterOptions
  /** How many products the current filters match, once known. */
  resultCount: number | undefined
}

/** Phones and tablets: a "Filters" button with the number of active filters opens them from the left. */
export function FilterDrawer({ options, resultCount }: FilterDrawerProps) {
  const [isOpen, setIsOpen] = useState(false)
  const { filters, updateFilters } = useProductFilters()
  const activeCount = countActiveFilters(filters)
  const close = () => {
    setIsOpen(false)
  }

  // Widening the window past the breakpoint shows the sidebar; a modal drawer would linger on top.
  useEffect(() => {
    if (!isOpen) return
    const media = window.matchMedia(WIDE_SCREEN_QUERY)
    const closeWhenWide = () => {
      if (media.matches) setIsOpen(false)
    }
    media.addEventListener('change', closeWhenWide)
    return () => {
      media.removeEventListener('change', closeWhenWide)
    }
  }, [isOpen])

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={activeCount > 0 ? `Filters, ${String(activeCount)} active` : undefined}
        onClick={() => {
          setIsOpen(true)
        }}
        className={`inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-ink hover:border-stone-400 ${focusRing.standard}`}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Filters
        {activeCount > 0 ? (
          <span className="grid min-w-5 place-items-center rounded-full bg-ink px-1.5 text-xs leading-5 font-semibold text-white">
            {activeCount}
          </span>
        ) : null}
      </button>
      <Drawer
        side="left"
        isOpen={isOpen}
        onClose={close}
        title="Filters"
        footer={
          <div className="flex items-center gap-3">
            <button
              type="button"
              disabled={activeCount === 0}
              onClick={() => {
                updateFilters(clearProductFilters)
              }}
              className={`h-11 rounded-full border border-stone-300 px-5 text-sm font-semibold text-ink hover:border-ink ${focusRing.standard} disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:border-stone-300`}
            >
              Clear all
            </button>
            <Button
              type="button"
              onClick={close}
              variant="primary"
              className="h-11 flex-1 px-5 text-sm"
            >
              {resultCount === undefined
                ? 'Show products'
                : `Show ${String(resultCount)} ${resultCount === 1 ? 'product' : 'products'}`}
            </Button>
          </div>
        }
      >
        <FilterPanel options={options} onNavigate={close} />
      </Drawer>
    </div>
  )
}
