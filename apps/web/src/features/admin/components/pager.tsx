import { ChevronLeft, ChevronRight } from 'lucide-react'
import { focusRing } from '../../../components/ui/focus-ring'

interface PagerProps {
  page: number
  pageCount: number
  onPageChange: (page: number) => void
}

const buttonClass = `inline-flex items-center gap-1 rounded-full border border-stone-300 bg-white px-3.5 py-1.5 text-sm font-semibold text-ink hover:border-ink disabled:cursor-not-allowed disabled:border-stone-200 disabled:text-stone-400 ${focusRing.standard}`

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
        className={buttonClass}
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
        className={buttonClass}
      >
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  )
}
