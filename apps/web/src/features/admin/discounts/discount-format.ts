import type { Discount } from '@shop/shared/discounts'
import { formatMoney } from '../../../lib/format-money'

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })

/** What a code takes off: "10 %", "$5.00 off" or "Free shipping". */
export function formatDiscountValue(discount: Pick<Discount, 'type' | 'value'>): string {
  switch (discount.type) {
    case 'percent':
      return `${percentFormat.format(discount.value)} %`
    case 'fixed':
      return `${formatMoney(discount.value)} off`
    case 'free_shipping':
      return 'Free shipping'
  }
}

/** How often a code was used: "3 / 10" against its limit, or "3" when it has none. */
export function formatDiscountUses(discount: Pick<Discount, 'timesUsed' | 'usageLimit'>): string {
  return discount.usageLimit === null
    ? String(discount.timesUsed)
    : `${String(discount.timesUsed)} / ${String(discount.usageLimit)}`
}

/** When a code can be used: "Always", "From Mar 1, 2030", "Until …" or "Mar 1, 2030 – …". */
export function formatDiscountDates(discount: Pick<Discount, 'startsAt' | 'endsAt'>): string {
  const starts = discount.startsAt ? dateFormat.format(new Date(discount.startsAt)) : null
  const ends = discount.endsAt ? dateFormat.format(new Date(discount.endsAt)) : null
  if (starts && ends) return `${starts} – ${ends}`
  if (starts) return `From ${starts}`
  if (ends) return `Until ${ends}`
  return 'Always'
}

/** Why an active code would still be refused today, if it would: the shopper's reasons. */
export function discountTiming(
  discount: Pick<Discount, 'startsAt' | 'endsAt' | 'timesUsed' | 'usageLimit'>,
  now: Date,
): 'Scheduled' | 'Expired' | 'Used up' | null {
  if (discount.endsAt && new Date(discount.endsAt) <= now) return 'Expired'
  if (discount.startsAt && new Date(discount.startsAt) > now) return 'Scheduled'
  if (discount.usageLimit !== null && discount.timesUsed >= discount.usageLimit) return 'Used up'
  return null
}
