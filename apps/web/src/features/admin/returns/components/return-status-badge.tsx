import type { ReturnStatus } from '@shop/shared/returns'
import { RETURN_STATUS_LABELS } from '../return-format'

/**
 * One colour per step: amber waits for the owner, sky for the parcel, red for a settlement that
 * failed, green for done, stone for a return that ended without one.
 */
const STATUS_COLOURS: Record<ReturnStatus, string> = {
  requested: 'bg-amber-100 text-amber-900',
  approved: 'bg-sky-100 text-sky-900',
  received: 'bg-red-100 text-red-800',
  closed: 'bg-green-100 text-green-800',
  rejected: 'bg-stone-200 text-stone-700',
  cancelled: 'bg-stone-200 text-stone-700',
}

/** A return's status as a pill, like the orders' status badge. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_COLOURS[status]}`}
    >
      {RETURN_STATUS_LABELS[status]}
    </span>
  )
}
