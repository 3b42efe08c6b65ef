import { ADMIN_PAGE_SIZE } from '@shop/shared/admin-lists'
import type { ReactNode } from 'react'
import { panelClass } from '../components/admin-styles'
import { ListBody } from './list-body'
import type { ListPage } from './list-page'
import { ListPager } from './list-pager'
import { ListToolbar } from './filter-select'

export interface PageQueryState {
  data?: ListPage<unknown>
  isLoading: boolean
  isError: boolean
  error?: unknown
}

interface ListPanelProps {
  /** A visible heading naming the list (`id` labels the panel); or use `label`. */
  heading?: { id: string; text: string }
  /** The panel's name for screen readers when it has no heading; with neither, a plain box. */
  label?: string
  /** The search box, filters and phone sort select, in the list's toolbar. */
  toolbar: ReactNode
  /** Between the toolbar and the rows: a bulk bar, a failure of the last action. */
  aboveRows?: ReactNode
  /**
   * The page query as RTK Query answers it: the page the server answered (none yet, or failed,
   * shows loading or the error).
   */
  query: PageQueryState
  /** What the error says when the server gave no message: "Failed to load orders". */
  errorFallback: string
  /** What an empty page says. */
  emptyMessage: ReactNode
  /** The page shown, how a count reads (`['order', 'orders']`), and how to go to another page. */
  currentPage: number
  noun: readonly [singular: string, plural: string]
  onPageChange: (page: number) => void
  /** The table of the page's rows. */
  children: ReactNode
}

/**
 * A back-office list in its panel, the same on every list page: heading, toolbar, then the rows
 * (or loading, a failure, an empty page), then the count and pager.
 */
export function ListPanel({
  heading,
  label,
  toolbar,
  aboveRows,
  query: { data: page, isLoading, isError, error },
  errorFallback,
  emptyMessage,
  currentPage,
  noun,
  onPageChange,
  children,
}: ListPanelProps) {
  const content = (
    <>
      {heading ? (
        <h2 id={heading.id} className="px-4 pt-5 text-xl font-bold tracking-tight sm:px-6">
          {heading.text}
        </h2>
      ) : null}
      <ListToolbar>{toolbar}</ListToolbar>
      {aboveRows}
      <ListBody
        isLoading={isLoading}
        isError={isError || !page}
        error={error}
        errorFallback={errorFallback}
        isEmpty={(page?.rows.length ?? 0) === 0}
        emptyMessage={emptyMessage}
      >
        {/* A table wider than its panel scrolls sideways rather than losing its last column. */}
        <div className="overflow-x-auto">{children}</div>
      </ListBody>
      {page ? (
        <ListPager
          page={currentPage}
          pageSize={ADMIN_PAGE_SIZE}
          total={page.total}
          noun={noun}
          onPageChange={onPageChange}
        />
      ) : null}
    </>
  )
  const className = `${panelClass} overflow-hidden`
  if (heading) {
    return (
      <section aria-labelledby={heading.id} className={className}>
        {content}
      </section>
    )
  }
  if (label) {
    return (
      <section aria-label={label} className={className}>
        {content}
      </section>
    )
  }
  return <div className={className}>{content}</div>
}
