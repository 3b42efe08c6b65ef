import type { MessageResponse } from '@shop/shared/common'
import type { Discount, DiscountInput } from '@shop/shared/discounts'
import { api } from '../../lib/api'

const discountUrl = (id: string) => `/admin/discounts/${encodeURIComponent(id)}`

/** api-contract § Money, discount codes: list (newest first), add, change, delete. */
export const adminDiscountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminDiscounts: build.query<Discount[], undefined>({
      query: () => '/admin/discounts',
      providesTags: ['Discount'],
    }),
    createDiscount: build.mutation<Discount, DiscountInput>({
      query: (body) => ({ url: '/admin/discounts', method: 'POST', body }),
      invalidatesTags: ['Discount'],
    }),
    updateDiscount: build.mutation<Discount, { id: string; body: DiscountInput }>({
      query: ({ id, body }) => ({ url: discountUrl(id), method: 'PUT', body }),
      // The answer is the stored code: it replaces the listed one without a reload.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          dispatch(
            adminDiscountsApi.util.updateQueryData('getAdminDiscounts', undefined, (codes) =>
              codes.map((code) => (code._id === id ? data : code)),
            ),
          )
        } catch {
          // The caller shows the refusal; the list still holds what the server has.
        }
      },
    }),
    deleteDiscount: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: discountUrl(id), method: 'DELETE' }),
      invalidatesTags: ['Discount'],
    }),
  }),
})

export const {
  useGetAdminDiscountsQuery,
  useCreateDiscountMutation,
  useUpdateDiscountMutation,
  useDeleteDiscountMutation,
} = adminDiscountsApi
