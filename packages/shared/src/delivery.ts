import { ESTIMATED_DELIVERY_DAYS } from './limits.js'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * When a parcel sent on `from` should arrive. A shipping option's `estimated_days` are business
 * days, as the checkout labels them ("Estimated 2 business days"): Saturdays and Sundays are
 * skipped. An option that names none gets the spec's 10 calendar days (docs/product-rules.md § Limits). Counted
 * on UTC dates, so the checkout page, the confirmation page and the mail name the same day.
 */
export function estimatedDeliveryDate(from: Date | string, estimatedDays: number | null): Date {
  const start = new Date(from)
  if (estimatedDays === null) return new Date(start.getTime() + ESTIMATED_DELIVERY_DAYS * DAY_MS)
  const date = new Date(start)
  let left = estimatedDays
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1)
    const weekday = date.getUTCDay()
    if (weekday !== 0 && weekday !== 6) left -= 1
  }
  return date
}
