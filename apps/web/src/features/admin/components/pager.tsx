import { ChevronLeft, ChevronRight } from 'lucide-react'
import { buttonClass } from '../../../components/ui/button'

interface PagerProps {
  page: number
  pageCount: number
  onPageChange: (page: number) => void
}

const pageButtonClass = buttonClass({
  variant: 'secondary',
  className:
    'gap-1 px-3.5 py-1.5 disabled:cursor-not-allowed disabled:border-stone-200 disabled:text-stone-400',
})

/** Previous and Next around "Page X of Y"; each is disabled at its end. */
export function Pager({ page, pageCount, onPageChange }: PagerProps) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-4">
      <button
        type="button"
        onClick={() => {
          onPageChange(page - 1)
        }}
        disabled={page <= 1}
        className={pageButtonClass}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </button>
      <p className="text-sm text-stone-600" aria-live="polite">
        {`Page ${String(page)} of ${String(pageCount)}`}
      </p>
      <button
        type="button"
        onClick={() => {
          onPageChange(page + 1)
        }}
        disabled={page >= pageCount}
        className={pageButtonClass}
      >
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  )
}
