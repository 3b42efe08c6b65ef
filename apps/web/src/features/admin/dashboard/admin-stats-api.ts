import type { SetupChecklist } from '@shop/shared/setup-checklist'
import type { AdminStats, StatsRange } from '@shop/shared/admin'
import type { ReturnStats } from '@shop/shared/returns'
import { api } from '../../../lib/api'

/** `GET /api/admin/stats?from&to`: the dashboard's figures for a range of UTC days. */
export const adminStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, StatsRange>({
      query: ({ from, to }) => ({ url: '/admin/stats', params: { from, to } }),
      // Figures drawn from orders, products and customers' names.
      providesTags: ['Order', 'Product', 'User'],
    }),
    /** `GET /api/admin/returns/stats?from&to`: the return rate and the products returned most. */
    getReturnStats: build.query<ReturnStats, StatsRange>({
      query: ({ from, to }) => ({ url: '/admin/returns/stats', params: { from, to } }),
      providesTags: ['Order', 'Return'],
    }),
    /** `GET /api/admin/setup-checklist`: what the shop still needs, read from the shop itself. */
    getSetupChecklist: build.query<SetupChecklist, undefined>({
      query: () => '/admin/setup-checklist',
      providesTags: ['Order', 'Product', 'Settings', 'Shipping', 'Audit'],
    }),
  }),
})

export const { useGetAdminStatsQuery, useGetReturnStatsQuery, useGetSetupChecklistQuery } =
  adminStatsApi
