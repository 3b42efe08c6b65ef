import { adminStatsSchema } from '@shop/shared/admin'
import { apiErrorSchema } from '@shop/shared/common'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { getDashboardStats } from './dashboard.service.js'

/** GET /api/admin/stats: the dashboard's figures; the admin scope checks the role. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['Admin: dashboard'],
        summary: 'Revenue, order and product counts, and the 10 newest orders',
        description: 'Revenue sums the paid orders that are not cancelled.',
        security: [{ bearerAuth: [] }],
        response: { 200: adminStatsSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => getDashboardStats(db),
  )
}
