import type { Return, ReturnStatus, VariantChoice } from '@shop/shared/returns'
import { formatMoney } from '../../lib/format-money'

/** "December 27, 2026": a return's deadline, written out in full. */
const longDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' })

export function formatLongDate(date: string | Date): string {
  return longDateFormat.format(new Date(date))
}

/** "Return by December 27, 2026". */
export function describeDeadline(deadline: string): string {
  return `Return by ${formatLongDate(deadline)}`
}

type ReturnOutcome = Pick<Return, 'status' | 'resolution' | 'refundAmount' | 'items'>

const hasExchange = (ret: Pick<Return, 'items'>) => ret.items.some((item) => item.exchangeFor)

/** What came of a settled return for its customer: money back, credit, a new size, or both. */
function describeClosed(ret: ReturnOutcome): string {
  const money = ret.resolution === 'store_credit' ? 'Credited' : 'Refunded'
  if (!hasExchange(ret)) return money
  return ret.refundAmount > 0 ? `${money} and exchanged` : 'Exchanged'
}

const STATUS_WORDS: Record<Exclude<ReturnStatus, 'closed'>, string> = {
  requested: 'Requested',
  approved: 'Approved: send the parcel',
  rejected: 'Rejected',
  received: 'Received',
  cancelled: 'Cancelled',
}

/** A return's status as its customer reads it ("Approved: send the parcel", "Exchanged"). */
export function describeReturnStatus(ret: ReturnOutcome): string {
  return ret.status === 'closed' ? describeClosed(ret) : STATUS_WORDS[ret.status]
}

/** How a status badge looks: under way, settled, or ended without a return. */
export type ReturnTone = 'pending' | 'done' | 'ended'

export function returnTone(status: ReturnStatus): ReturnTone {
  if (status === 'closed') return 'done'
  if (status === 'rejected' || status === 'cancelled') return 'ended'
  return 'pending'
}

/** What the customer does or waits for next, said under the status on the slip. */
export function describeNextStep(ret: ReturnOutcome): string {
  switch (ret.status) {
    case 'requested':
      return 'We will check your request and e-mail you once it is approved. Then pack the items with this slip and send them to the address below.'
    case 'approved':
      return 'Pack the items with this slip and send the parcel to the address below.'
    case 'received':
      return 'We have your parcel and are settling your return.'
    case 'closed': {
      const exchange = hasExchange(ret) ? ' Your exchange ships as a new order.' : ''
      if (ret.refundAmount <= 0) return `Your return is complete.${exchange}`
      const money =
        ret.resolution === 'store_credit'
          ? 'Your store credit is in your account.'
          : 'Your refund is on its way to your original payment.'
      return `${money}${exchange}`
    }
    case 'rejected':
      return 'We could not accept this return.'
    case 'cancelled':
      return 'You cancelled this return.'
  }
}

/** A customer can withdraw a return until the shop has approved it. */
export function isCancellable(ret: Pick<Return, 'status'>): boolean {
  return ret.status === 'requested'
}

/** Whether the shop still waits for the parcel: the slip then says where to send it. */
export function isAwaitingParcel(ret: Pick<Return, 'status'>): boolean {
  return ret.status === 'requested' || ret.status === 'approved'
}

/** "Size L, Navy". */
export function describeVariant({ size, color }: VariantChoice): string {
  return `Size ${size}, ${color}`
}

/** Where the money of a return goes: "Refund" to the payment or "Store credit". */
export function describeResolution(ret: Pick<Return, 'resolution'>): string {
  return ret.resolution === 'store_credit' ? 'Store credit' : 'Refund'
}

/** A return's money in a list: "Refund $79.00", "Store credit $20.00", or "Exchange" alone. */
export function describeReturnAmount(
  ret: Pick<Return, 'resolution' | 'refundAmount' | 'items'>,
): string {
  if (ret.refundAmount > 0) return `${describeResolution(ret)} ${formatMoney(ret.refundAmount)}`
  return hasExchange(ret) ? 'Exchange' : formatMoney(0)
}

/** How many units a return holds. */
export const returnUnits = (ret: Pick<Return, 'items'>) =>
  ret.items.reduce((sum, item) => sum + item.quantity, 0)
