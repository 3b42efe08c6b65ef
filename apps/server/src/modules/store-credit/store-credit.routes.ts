import { apiErrorSchema } from '@shop/shared/common'
import { storeCreditSchema } from '@shop/shared/store-credit'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { currentUser } from '../../plugins/auth.js'
import { getStoreCredit } from './store-credit.service.js'

/** The caller's store credit, under /api/users (docs/decisions/033-store-credit.md). */
export const storeCreditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/store-credit',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Accounts'],
        summary: 'The caller’s store credit balance and its history',
        description:
          '`balance` in dollars; `entries` newest first, each with its signed `amount` (a spend or a removal is negative), `reason`, `createdAt`, and the `orderId` or `returnId` it belongs to, if any.',
        security: [{ bearerAuth: [] }],
        response: { 200: storeCreditSchema, 401: apiErrorSchema },
      },
    },
    async (request) => getStoreCredit(db, currentUser(request).id),
  )
}
