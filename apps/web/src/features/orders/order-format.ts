import { ESTIMATED_DELIVERY_DAYS, SHORT_ID_LENGTH } from '@shop/shared/limits'

const DAY_MS = 24 * 60 * 60 * 1000

/** shop-spec §9: order ids are shown as their first 8 characters. */
export function shortOrderId(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH)
}

/** shop-spec §2 Order confirmation: the order date plus 10 days. */
export function estimatedDeliveryDate(createdAt: string): Date {
  return new Date(new Date(createdAt).getTime() + ESTIMATED_DELIVERY_DAYS * DAY_MS)
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

export function formatDate(date: Date | string): string {
  return dateFormat.format(new Date(date))
}

export function formatDateTime(date: Date | string): string {
  return dateTimeFormat.format(new Date(date))
}

/** price × quantity in whole cents, so 3 × 19.99 never shows as 59.970000000000006. */
export function lineTotal({ price, quantity }: { price: number; quantity: number }): number {
  return (Math.round(price * 100) * quantity) / 100
}
