import { apiErrorSchema } from '@shop/shared/common'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { csvBodySchema, csvFileName } from '../../lib/csv-cells.js'
import { exportOrdersCsv, ordersCsvQuerySchema } from './orders-csv-export.js'

/** `GET /api/admin/orders/export.csv`; the admin scope (modules/admin) checks the role. */
export const ordersCsvAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/export.csv',
    {
      schema: {
        tags: ['Admin: orders'],
        summary: 'Orders as CSV, one row per order line',
        description:
          '`from` and `to` (YYYY-MM-DD, UTC, both included) and `status` narrow the orders. Each row names the order, its customer and ship-to address, and the line (item, size, color, quantity, unitPrice, lineTotal); the order figures (subtotal, discount, discountCode, shipping, tax, total) are on its first line only, so a column sum is the real total.',
        security: [{ bearerAuth: [] }],
        querystring: ordersCsvQuerySchema,
        response: {
          200: csvBodySchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const csv = await exportOrdersCsv(deps.db, request.query)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName('orders')}"`)
        .send(csv)
    },
  )
}
