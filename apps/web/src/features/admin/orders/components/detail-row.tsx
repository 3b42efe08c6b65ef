import type { ReactNode } from 'react'

/** One labelled value of the order drawer, the label on the left and the value on the right. */
export function DetailRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right font-medium wrap-anywhere tabular-nums">{children}</dd>
    </div>
  )
}
