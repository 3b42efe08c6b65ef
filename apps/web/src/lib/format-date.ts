const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** "Mar 25, 2026". */
export function formatDate(date: Date | string): string {
  return dateFormat.format(new Date(date))
}

/** "Mar 25, 2026, 2:30 PM". */
export function formatDateTime(date: Date | string): string {
  return dateTimeFormat.format(new Date(date))
}
