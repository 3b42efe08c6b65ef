/**
 * How e-mails write money, dates and links. Dates are in UTC: the shop does not know its
 * reader's time zone, and a date that says which one it is cannot mislead.
 */

const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })
const DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})
const TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
})

export const formatMoney = (cents: number): string => MONEY.format(cents / 100)
export const formatDate = (iso: string): string => DATE.format(new Date(iso))
export const formatDay = (date: Date): string => DAY.format(date)
export const formatDateTime = (iso: string): string => `${TIME.format(new Date(iso))} UTC`

/** A stored path (`/uploads/…`, `/order/…`) on the shop's address; full URLs stay as they are. */
export function absoluteUrl(linkBaseUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${linkBaseUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}
