import type { AdminOrder, RefundOrderBody, UpdateOrderBody } from '@shop/shared/admin'
import { ADMIN_PAGE_SIZE } from '@shop/shared/admin-lists'
import { ADMIN_ORDER_SORT_FIELDS } from '@shop/shared/admin-list-queries'
import type { MessageResponse } from '@shop/shared/common'
import { ORDER_STATUSES } from '@shop/shared/orders'
import { api } from '../../../lib/api'
import { defineList, toListPage, toListParams, type ListPage, type ListState } from '../lists'

/** `GET /api/admin/orders` (docs/product-rules.md § Back office at scale): its sorts and filters. */
export const ADMIN_ORDER_LIST = defineList({
  sortFields: ADMIN_ORDER_SORT_FIELDS,
  defaultSort: '-createdAt',
  filters: { status: ORDER_STATUSES, from: 'day', to: 'day' },
})
export type AdminOrderListState = ListState<
  (typeof ADMIN_ORDER_LIST.sortFields)[number],
  keyof typeof ADMIN_ORDER_LIST.filters
>

const orderUrl = (id: string) => `/admin/orders/${encodeURIComponent(id)}`

/**
 * docs/product-rules.md § Admin, orders. Updates, refunds and deletes write the server's answer into the
 * cached list and order instead of refetching, so an open drawer never flashes a reload.
 */
export const adminOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the order table, with the number of matches in all. */
    getAdminOrderPage: build.query<ListPage<AdminOrder>, AdminOrderListState>({
      query: (state) => ({ url: '/admin/orders', params: toListParams(state, ADMIN_PAGE_SIZE) }),
      transformResponse: toListPage<AdminOrder>,
      providesTags: ['Order'],
    }),
    getAdminOrder: build.query<AdminOrder, string>({
      query: orderUrl,
      providesTags: (_order, _error, id) => [{ type: 'Order', id }],
    }),
    updateAdminOrder: build.mutation<AdminOrder, UpdateOrderBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: orderUrl(id), method: 'PUT', body }),
      onQueryStarted: ({ id }, lifecycle) => cacheAnsweredOrder(id, lifecycle),
    }),
    /** docs/product-rules.md § Money: refunds. `cancel` also sets the order Cancelled, in one step. */
    refundAdminOrder: build.mutation<AdminOrder, NonNullable<RefundOrderBody> & { id: string }>({
      query: ({ id, ...body }) => ({ url: `${orderUrl(id)}/refund`, method: 'POST', body }),
      onQueryStarted: ({ id }, lifecycle) => cacheAnsweredOrder(id, lifecycle),
    }),
    deleteAdminOrder: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: orderUrl(id), method: 'DELETE' }),
      async onQueryStarted(id, lifecycle) {
        const { dispatch, queryFulfilled } = lifecycle
        try {
          await queryFulfilled
          // The page goes on without it; the next fetch of the list brings the total up to date.
          for (const args of cachedPages(() => lifecycle.getState())) {
            dispatch(
              adminOrdersApi.util.updateQueryData('getAdminOrderPage', args, (page) => {
                const rows = page.rows.filter((order) => order._id !== id)
                if (rows.length < page.rows.length) page.total -= 1
                page.rows = rows
              }),
            )
          }
        } catch {
          // The caller shows the refusal.
        }
      },
    }),
  }),
})

type GetState = Parameters<typeof adminOrdersApi.util.selectCachedArgsForQuery>[0]

/** The arguments of every order page in the cache (each search, filter and page seen). */
function cachedPages(getState: () => unknown): AdminOrderListState[] {
  return adminOrdersApi.util.selectCachedArgsForQuery(getState() as GetState, 'getAdminOrderPage')
}

/** Puts the order the server answered into the cached order and every cached page holding it. */
async function cacheAnsweredOrder(
  id: string,
  {
    dispatch,
    getState,
    queryFulfilled,
  }: {
    dispatch: (action: unknown) => unknown
    getState: () => unknown
    queryFulfilled: Promise<{ data: AdminOrder }>
  },
): Promise<void> {
  try {
    const { data: order } = await queryFulfilled
    void dispatch(adminOrdersApi.util.upsertQueryData('getAdminOrder', id, order))
    for (const args of cachedPages(getState)) {
      dispatch(
        adminOrdersApi.util.updateQueryData('getAdminOrderPage', args, (page) => {
          page.rows = page.rows.map((listed) => (listed._id === id ? order : listed))
        }),
      )
    }
  } catch {
    // The caller shows the refusal; the cache still holds what the server has.
  }
}

export const {
  useGetAdminOrderPageQuery,
  useGetAdminOrderQuery,
  useUpdateAdminOrderMutation,
  useRefundAdminOrderMutation,
  useDeleteAdminOrderMutation,
} = adminOrdersApi
