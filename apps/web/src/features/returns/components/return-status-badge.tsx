import type { Return } from '@shop/shared/returns'
import { describeReturnStatus, returnTone, type ReturnTone } from '../return-format'

const TONE_CLASSES: Record<ReturnTone, string> = {
  pending: 'bg-amber-100 text-amber-900',
  done: 'bg-green-100 text-green-800',
  ended: 'bg-stone-200 text-stone-800',
}

/** A return's status pill: amber while under way, green once settled, grey when it ended. */
export function ReturnStatusBadge({
  ret,
}: {
  ret: Pick<Return, 'status' | 'resolution' | 'refundAmount' | 'items'>
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE_CLASSES[returnTone(ret.status)]}`}
    >
      {describeReturnStatus(ret)}
    </span>
  )
}
