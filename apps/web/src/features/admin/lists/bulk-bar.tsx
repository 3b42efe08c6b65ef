import type { ReactNode } from 'react'
import { Button, buttonClass } from '../../../components/ui/button'

interface BulkBarProps {
  count: number
  /** How a count reads: `['product', 'products']`. */
  noun: readonly [singular: string, plural: string]
  onClear: () => void
  /** The bulk actions' buttons. */
  children: ReactNode
}

/** Shown while rows are selected: how many, the bulk actions and a way to clear the choice. */
export function BulkBar({ count, noun, onClear, children }: BulkBarProps) {
  if (count === 0) return null
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 border-y border-stone-200 bg-stone-50 px-4 py-3 sm:px-6"
    >
      <p className="mr-auto text-sm font-semibold" aria-live="polite">
        {count} {count === 1 ? noun[0] : noun[1]} selected
      </p>
      {children}
      <Button
        type="button"
        onClick={onClear}
        variant="link"
        className="rounded-full px-3 py-1.5 text-sm text-stone-700"
      >
        Clear selection
      </Button>
    </div>
  )
}

/** The look of a bulk action's button. */
export const bulkButtonClass = buttonClass({
  variant: 'secondary',
  className: 'justify-center gap-1.5 px-3 py-1.5 disabled:cursor-wait disabled:opacity-60',
})
