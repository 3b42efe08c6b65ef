import { MAIL_STATUSES, type MailStatus } from '@shop/shared/outbox'

/** What the outbox shows, kept in the address (`?status=failed&page=2`) so a reload keeps it. */
export interface OutboxFilters {
  status: MailStatus | null
  page: number
}

const isMailStatus = (value: string | null): value is MailStatus =>
  MAIL_STATUSES.some((status) => status === value)

/** An unknown status shows every message and a page that is no whole number from 1 the first. */
export function readOutboxFilters(params: URLSearchParams): OutboxFilters {
  const status = params.get('status')
  const page = Number(params.get('page') ?? '1')
  return {
    status: isMailStatus(status) ? status : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/** The query of an outbox view; the defaults (every status, page 1) are left out. */
export function toOutboxSearch({ status, page }: OutboxFilters): string {
  const params = new URLSearchParams()
  if (status) params.set('status', status)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `?${search}` : ''
}
