import { Pager } from '../components/pager'
import { pageCountOf } from './list-page'

interface ListPagerProps {
  page: number
  pageSize: number
  total: number
  /** How a count reads: `['product', 'products']`. */
  noun: readonly [singular: string, plural: string]
  onPageChange: (page: number) => void
}

/** "123 products", and Previous / "Page X of Y" / Next once there is more than one page. */
export function ListPager({ page, pageSize, total, noun, onPageChange }: ListPagerProps) {
  const pageCount = pageCountOf(total, pageSize)
  return (
    <div className="space-y-3 border-t border-stone-200 px-4 py-4 sm:px-6">
      <p className="text-sm font-semibold text-stone-700" aria-live="polite">
        {total} {total === 1 ? noun[0] : noun[1]}
      </p>
      {pageCount > 1 ? (
        <Pager
          page={page}
          pageCount={pageCount}
          onPageChange={(next) => {
            onPageChange(next)
            window.scrollTo({ top: 0 })
          }}
        />
      ) : null}
    </div>
  )
}
