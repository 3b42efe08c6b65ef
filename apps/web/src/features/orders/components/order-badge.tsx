import type { ReactNode } from 'react'

/** A status pill: green when done (paid, approved, delivered), amber while pending. */
export function OrderBadge({ isDone, children }: { isDone: boolean; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
        isDone ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'
      }`}
    >
      {children}
    </span>
  )
}
