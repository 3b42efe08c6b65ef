import type { ReactNode } from 'react'

/** A titled part of a record's drawer (an order's payment, a return's items), ruled off above. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-stone-200 pt-5">
      <h3 className="text-xs font-bold tracking-wide text-stone-600 uppercase">{title}</h3>
      <div className="mt-2 text-sm">{children}</div>
    </section>
  )
}
