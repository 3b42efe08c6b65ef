import { apiErrorSchema, idParamsSchema } from '@shop/shared/common'
import { orderListSchema, orderSchema } from '@shop/shared/orders'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { currentUser } from '../../plugins/auth.js'
import { getMyOrders, getOrderForUser } from './orders.service.js'

const tags = ['Orders']
const security = [{ bearerAuth: [] }]

/** A customer's orders under /api/orders (docs/product-rules.md § Checkout). */
export const ordersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/my-orders',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The caller’s orders, newest first',
        security,
        response: { 200: orderListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => getMyOrders(db, currentUser(request).id),
  )

  app.get(
    '/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'One order of the caller’s (any order for an admin)',
        description: 'Someone else’s order answers 404, as an unknown one does.',
        security,
        params: idParamsSchema,
        response: { 200: orderSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getOrderForUser(db, currentUser(request), request.params.id),
  )
}
