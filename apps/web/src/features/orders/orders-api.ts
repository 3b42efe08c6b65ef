import type { Order } from '@shop/shared/orders'
import { api } from '../../lib/api'

/** `GET /api/orders/my-orders` (newest first) and `GET /api/orders/{id}` (docs/product-rules.md § Checkout). */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyOrders: build.query<Order[], undefined>({
      query: () => '/orders/my-orders',
      providesTags: ['Order'],
    }),
    getOrder: build.query<Order, string>({
      query: (id) => `/orders/${encodeURIComponent(id)}`,
      providesTags: ['Order'],
    }),
  }),
})

export const { useGetMyOrdersQuery, useGetOrderQuery } = ordersApi
