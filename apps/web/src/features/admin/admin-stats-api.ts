import type { AdminStats } from '@shop/shared/admin'
import { api } from '../../lib/api'

/** `GET /api/admin/stats`: the dashboard's figures and the 10 newest orders. */
export const adminStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, undefined>({
      query: () => '/admin/stats',
      // Figures drawn from orders, products and customers' names.
      providesTags: ['Order', 'Product', 'User'],
    }),
  }),
})

export const { useGetAdminStatsQuery } = adminStatsApi
