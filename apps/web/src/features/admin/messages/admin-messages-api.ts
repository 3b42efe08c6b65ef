import type { ContactMessage } from '@shop/shared/admin'
import { ADMIN_PAGE_SIZE } from '@shop/shared/admin-lists'
import { ADMIN_MESSAGE_SORT_FIELDS } from '@shop/shared/admin-list-queries'
import type { MessageResponse } from '@shop/shared/common'
import { api } from '../../../lib/api'
import { defineList, toListPage, toListParams, type ListPage, type ListState } from '../lists'

/** `GET /api/admin/messages` (docs/product-rules.md § Back office at scale): its sorts; no filters. */
export const ADMIN_MESSAGE_LIST = defineList({
  sortFields: ADMIN_MESSAGE_SORT_FIELDS,
  defaultSort: '-createdAt',
  filters: {},
})
export type AdminMessageListState = ListState<(typeof ADMIN_MESSAGE_LIST.sortFields)[number], never>

/** The contact inbox (docs/product-rules.md § Public forms): messages newest first, a page at a time, and deleting one. */
export const adminMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContactMessagePage: build.query<ListPage<ContactMessage>, AdminMessageListState>({
      query: (state) => ({ url: '/admin/messages', params: toListParams(state, ADMIN_PAGE_SIZE) }),
      transformResponse: toListPage<ContactMessage>,
      providesTags: ['Message'],
    }),
    deleteContactMessage: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/admin/messages/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Message'],
    }),
  }),
})

export const { useGetContactMessagePageQuery, useDeleteContactMessageMutation } = adminMessagesApi
