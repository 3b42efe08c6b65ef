import { ESTIMATED_DELIVERY_DAYS } from '@shop/shared/limits'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * When a parcel sent on `from` should arrive: the shipping option's `estimated_days`, or the
 * spec's 10 days (shop-spec §9) for an option that names none. Counted in calendar days, as the
 * order confirmation mail counts them, so the page and the mail name the same date.
 */
export function estimatedDeliveryDate(from: Date | string, estimatedDays: number | null): Date {
  return new Date(new Date(from).getTime() + (estimatedDays ?? ESTIMATED_DELIVERY_DAYS) * DAY_MS)
}
