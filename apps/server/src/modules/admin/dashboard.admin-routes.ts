import { adminStatsQuerySchema, adminStatsSchema } from '@shop/shared/admin'
import { apiErrorSchema } from '@shop/shared/common'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { getDashboardStats } from './dashboard.service.js'

/** GET /api/admin/stats: the dashboard's figures; the admin scope checks the role. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['Admin: dashboard'],
        summary: 'Sales of a range of days, orders to ship, low stock and the 10 newest orders',
        description:
          'Revenue sums the paid orders that are not cancelled (refunded ones no longer count). `from` and `to` are UTC days, both included, at most 366 days apart; without them the range is the last 30 days ending today. `series` has one entry for every day of the range.',
        security: [{ bearerAuth: [] }],
        querystring: adminStatsQuerySchema,
        response: {
          200: adminStatsSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) =>
      getDashboardStats(db, {
        range: request.query,
        lowStockThreshold: config.lowStockThreshold,
      }),
  )
}
