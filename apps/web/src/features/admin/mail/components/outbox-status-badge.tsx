import type { MailStatus } from '@shop/shared/outbox'
import { MAIL_STATUS_LABELS } from '../../admin-format'

const STATUS_COLOURS: Record<MailStatus, string> = {
  queued: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
}

/** A mail's delivery state as a pill; the word says it, the colour only helps. */
export function OutboxStatusBadge({ status }: { status: MailStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_COLOURS[status]}`}
    >
      {MAIL_STATUS_LABELS[status]}
    </span>
  )
}
