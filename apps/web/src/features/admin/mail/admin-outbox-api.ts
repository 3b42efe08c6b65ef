import {
  OUTBOX_PAGE_SIZE,
  type MailStatus,
  type MailTransportInfo,
  type OutboxMessage,
} from '@shop/shared/outbox'
import { api } from '../../../lib/api'

/** One page of the outbox and how many messages match in all (the `X-Total-Count` header). */
export interface OutboxPage {
  messages: OutboxMessage[]
  total: number
}

export interface OutboxPageArgs {
  /** Only messages in this state; every message without it. */
  status: MailStatus | null
  /** From 1. */
  page: number
}

function readTotal(header: string | null | undefined, fallback: number): number {
  const total = Number(header)
  return header && Number.isInteger(total) && total >= 0 ? total : fallback
}

/**
 * The mail outbox of the back office (docs/product-rules.md § Mail): messages newest first, a page at a
 * time, where mail goes, and queueing a failed message again.
 */
export const adminOutboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOutbox: build.query<OutboxPage, OutboxPageArgs>({
      query: ({ status, page }) => ({
        url: '/admin/outbox',
        params: { status: status ?? undefined, page, limit: OUTBOX_PAGE_SIZE },
      }),
      transformResponse: (messages: OutboxMessage[], meta) => ({
        messages,
        total: readTotal(meta?.response?.headers.get('x-total-count'), messages.length),
      }),
      providesTags: ['Outbox'],
    }),
    getMailTransport: build.query<MailTransportInfo, undefined>({
      query: () => '/admin/outbox/transport',
    }),
    retryOutboxMessage: build.mutation<OutboxMessage, string>({
      query: (id) => ({ url: `/admin/outbox/${encodeURIComponent(id)}/retry`, method: 'POST' }),
      invalidatesTags: ['Outbox'],
    }),
  }),
})

export const { useGetOutboxQuery, useGetMailTransportQuery, useRetryOutboxMessageMutation } =
  adminOutboxApi
