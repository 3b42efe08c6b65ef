import { ADMIN_PAGE_SIZE } from '@shop/shared/admin-lists'
import { ADMIN_DISCOUNT_SORT_FIELDS } from '@shop/shared/admin-list-queries'
import type { MessageResponse } from '@shop/shared/common'
import type { Discount, DiscountInput } from '@shop/shared/discounts'
import { api } from '../../../lib/api'
import { defineList, toListPage, toListParams, type ListPage, type ListState } from '../lists'

/** `GET /api/admin/discounts` (docs/product-rules.md § Back office at scale): its sorts and filter. */
export const ADMIN_DISCOUNT_LIST = defineList({
  sortFields: ADMIN_DISCOUNT_SORT_FIELDS,
  defaultSort: '-createdAt',
  filters: { active: ['true', 'false'] },
})
export type AdminDiscountListState = ListState<
  (typeof ADMIN_DISCOUNT_LIST.sortFields)[number],
  keyof typeof ADMIN_DISCOUNT_LIST.filters
>

type GetState = Parameters<typeof adminDiscountsApi.util.selectCachedArgsForQuery>[0]

const discountUrl = (id: string) => `/admin/discounts/${encodeURIComponent(id)}`

/** docs/product-rules.md § Money, discount codes: list (newest first, a page at a time), add, change, delete. */
export const adminDiscountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminDiscountPage: build.query<ListPage<Discount>, AdminDiscountListState>({
      query: (state) => ({ url: '/admin/discounts', params: toListParams(state, ADMIN_PAGE_SIZE) }),
      transformResponse: toListPage<Discount>,
      providesTags: ['Discount'],
    }),
    createDiscount: build.mutation<Discount, DiscountInput>({
      query: (body) => ({ url: '/admin/discounts', method: 'POST', body }),
      invalidatesTags: ['Discount'],
    }),
    updateDiscount: build.mutation<Discount, { id: string; body: DiscountInput }>({
      query: ({ id, body }) => ({ url: discountUrl(id), method: 'PUT', body }),
      // The answer is the stored code: it replaces the listed one on every cached page without
      // a reload.
      async onQueryStarted({ id }, lifecycle) {
        const { dispatch, queryFulfilled } = lifecycle
        try {
          const { data } = await queryFulfilled
          const pages = adminDiscountsApi.util.selectCachedArgsForQuery(
            lifecycle.getState() as GetState,
            'getAdminDiscountPage',
          )
          for (const args of pages) {
            dispatch(
              adminDiscountsApi.util.updateQueryData('getAdminDiscountPage', args, (page) => {
                page.rows = page.rows.map((code) => (code._id === id ? data : code))
              }),
            )
          }
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
  useGetAdminDiscountPageQuery,
  useCreateDiscountMutation,
  useUpdateDiscountMutation,
  useDeleteDiscountMutation,
} = adminDiscountsApi
