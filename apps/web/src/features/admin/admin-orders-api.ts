import type { AdminOrder, RefundOrderBody, UpdateOrderBody } from '@shop/shared/admin'
import type { MessageResponse } from '@shop/shared/common'
import { api } from '../../lib/api'

const orderUrl = (id: string) => `/admin/orders/${encodeURIComponent(id)}`

/**
 * api-contract § Admin orders. Updates, refunds and deletes write the server's answer into the
 * cached list and order instead of refetching, so an open drawer never flashes a reload.
 */
export const adminOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<AdminOrder[], undefined>({
      query: () => '/admin/orders',
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
    /** api-contract § Money: refunds. `cancel` also sets the order Cancelled, in one step. */
    refundAdminOrder: build.mutation<AdminOrder, NonNullable<RefundOrderBody> & { id: string }>({
      query: ({ id, ...body }) => ({ url: `${orderUrl(id)}/refund`, method: 'POST', body }),
      onQueryStarted: ({ id }, lifecycle) => cacheAnsweredOrder(id, lifecycle),
    }),
    deleteAdminOrder: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: orderUrl(id), method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled
          dispatch(
            adminOrdersApi.util.updateQueryData('getAdminOrders', undefined, (orders) =>
              orders.filter((order) => order._id !== id),
            ),
          )
        } catch {
          // The caller shows the refusal.
        }
      },
    }),
  }),
})

/** Puts the order the server answered into the cached order and list. */
async function cacheAnsweredOrder(
  id: string,
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: unknown) => unknown
    queryFulfilled: Promise<{ data: AdminOrder }>
  },
): Promise<void> {
  try {
    const { data: order } = await queryFulfilled
    void dispatch(adminOrdersApi.util.upsertQueryData('getAdminOrder', id, order))
    dispatch(
      adminOrdersApi.util.updateQueryData('getAdminOrders', undefined, (orders) =>
        orders.map((listed) => (listed._id === id ? order : listed)),
      ),
    )
  } catch {
    // The caller shows the refusal; the cache still holds what the server has.
  }
}

export const {
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useUpdateAdminOrderMutation,
  useRefundAdminOrderMutation,
  useDeleteAdminOrderMutation,
} = adminOrdersApi
