import type { ContactMessage } from '@shop/shared/admin'
import type { MessageResponse } from '@shop/shared/common'
import { api } from '../../lib/api'

/** The contact inbox (api-contract § Other): messages newest first, and deleting one. */
export const adminMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContactMessages: build.query<ContactMessage[], undefined>({
      query: () => '/admin/messages',
      providesTags: ['Message'],
    }),
    deleteContactMessage: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/admin/messages/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Message'],
    }),
  }),
})

export const { useGetContactMessagesQuery, useDeleteContactMessageMutation } = adminMessagesApi
