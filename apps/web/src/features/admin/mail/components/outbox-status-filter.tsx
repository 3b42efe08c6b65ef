import { MAIL_STATUSES, type MailStatus } from '@shop/shared/outbox'
import { Link } from 'react-router'
import { MAIL_STATUS_LABELS } from '../../admin-format'
import { toOutboxSearch } from '../outbox-filters'
import { focusRing } from '../../../../components/ui/focus-ring'

const OPTIONS: { status: MailStatus | null; label: string }[] = [
  { status: null, label: 'All' },
  ...MAIL_STATUSES.map((status) => ({ status, label: MAIL_STATUS_LABELS[status] })),
]

/** The outbox's status filter: links, so the choice is in the address and each starts at page 1. */
export function OutboxStatusFilter({ status: current }: { status: MailStatus | null }) {
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-2">
        {OPTIONS.map(({ status, label }) => {
          const isCurrent = status === current
          return (
            <li key={label}>
              <Link
                to={{ search: toOutboxSearch({ status, page: 1 }) }}
                aria-current={isCurrent ? 'page' : undefined}
                className={`inline-flex rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 ${focusRing.standard} ${
                  isCurrent
                    ? 'bg-ink text-white ring-ink'
                    : 'bg-white text-stone-700 ring-stone-300 hover:text-ink hover:ring-ink'
                }`}
              >
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
