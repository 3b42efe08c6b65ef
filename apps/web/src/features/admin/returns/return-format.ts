import type { Return, ReturnResolution, ReturnStatus } from '@shop/shared/returns'
import { formatMoney } from '../../../lib/format-money'

/** How the back office names each status of a return. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  // Received but not settled: the refund or credit failed and waits for a retry.
  received: 'Received',
  closed: 'Closed',
  cancelled: 'Cancelled',
}

/** How the money of a return comes back, in the owner's words. */
export const RESOLUTION_LABELS: Record<ReturnResolution, string> = {
  refund: 'Refund to payment',
  store_credit: 'Store credit',
}

/** How many units the return sends back, over all its lines. */
export function unitCountOf(items: Return['items']): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

/** "1 item", "3 items". */
export function formatUnits(count: number): string {
  return count === 1 ? '1 item' : `${String(count)} items`
}

/** Whether any line of the return asks for another size or colour instead of money. */
export function hasExchange(items: Return['items']): boolean {
  return items.some((item) => item.exchangeFor !== undefined)
}

/**
 * What the return gives back, in a list's cell: the amount, "Exchange" when every line is
 * exchanged, or both ("$24.00 + exchange").
 */
export function formatReturnValue(record: Pick<Return, 'items' | 'refundAmount'>): string {
  const isExchange = hasExchange(record.items)
  const onlyExchanges = record.items.every((item) => item.exchangeFor !== undefined)
  if (onlyExchanges && record.refundAmount === 0) return 'Exchange'
  const amount = formatMoney(record.refundAmount)
  return isExchange ? `${amount} + exchange` : amount
}

const relativeTime = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * How long ago `date` was, as the back office's age column says it: "just now", "5 minutes ago",
 * "3 hours ago", "yesterday", "3 days ago", "2 months ago", "last year". A date a little ahead of
 * the browser's clock (a clock that runs slow) reads "just now".
 */
export function formatAge(date: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(date).getTime()
  if (elapsed < MINUTE) return 'just now'
  if (elapsed < HOUR) return relativeTime.format(-Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return relativeTime.format(-Math.floor(elapsed / HOUR), 'hour')
  const days = Math.floor(elapsed / DAY)
  if (days < 60) return relativeTime.format(-days, 'day')
  if (days < 365) return relativeTime.format(-Math.floor(days / 30), 'month')
  return relativeTime.format(-Math.floor(days / 365), 'year')
}
