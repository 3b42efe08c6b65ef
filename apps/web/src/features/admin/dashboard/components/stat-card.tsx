import type { LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { panelClass } from '../../components/admin-styles'
import { buttonClass } from '../../../../components/ui/button'

interface StatCardProps {
  label: string
  value: string
  icon: LucideIcon
  /** A line of context under the value ("All time: $1,204.00"). */
  note?: string
  /** Where the figure is managed, if anywhere. */
  link?: { to: string; label: string }
}

/** One dashboard figure: a label, the value large, and a link to the screen behind it. */
export function StatCard({ label, value, icon: Icon, note, link }: StatCardProps) {
  return (
    <section aria-label={label} className={`${panelClass} flex flex-col p-6`}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">{label}</h2>
        <span className="grid size-9 place-items-center rounded-full bg-brand-50 text-brand-600">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-3 text-3xl font-extrabold tracking-tight tabular-nums">{value}</p>
      {note ? <p className="mt-1 text-sm text-stone-600">{note}</p> : null}
      {link ? (
        <Link
          to={link.to}
          className={buttonClass({
            variant: 'link',
            className: 'mt-4 self-start text-sm text-brand-700',
          })}
        >
          {link.label}
        </Link>
      ) : null}
    </section>
  )
}
