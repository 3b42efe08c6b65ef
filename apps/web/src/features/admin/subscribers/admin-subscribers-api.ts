import { ADMIN_PAGE_SIZE } from '@shop/shared/admin-lists'
import type { MessageResponse } from '@shop/shared/common'
import { SUBSCRIBER_SORT_FIELDS, type Subscriber } from '@shop/shared/subscribers'
import { api } from '../../../lib/api'
import { defineList, toListPage, toListParams, type ListPage, type ListState } from '../lists'

/** `GET /api/admin/subscribers` (docs/product-rules.md § Back office at scale): its sorts, no filters. */
export const SUBSCRIBER_LIST = defineList({
  sortFields: SUBSCRIBER_SORT_FIELDS,
  defaultSort: '-createdAt',
  filters: {},
})
export type SubscriberListState = ListState<(typeof SUBSCRIBER_SORT_FIELDS)[number], never>

/** The newsletter list: a page at a time, and removing an address. */
export const adminSubscribersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubscriberPage: build.query<ListPage<Subscriber>, SubscriberListState>({
      query: (state) => ({
        url: '/admin/subscribers',
        params: toListParams(state, ADMIN_PAGE_SIZE),
      }),
      transformResponse: toListPage<Subscriber>,
      providesTags: ['Subscriber'],
    }),
    deleteSubscriber: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/admin/subscribers/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Subscriber', 'Audit'],
    }),
  }),
})

export const { useGetSubscriberPageQuery, useDeleteSubscriberMutation } = adminSubscribersApi
