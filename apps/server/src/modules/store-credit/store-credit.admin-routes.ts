import { apiErrorSchema, idParamsSchema } from '@shop/shared/common'
import { adjustStoreCreditBodySchema, storeCreditSchema } from '@shop/shared/store-credit'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { auditActorOf } from '../audit/audit-actor.js'
import { adjustStoreCredit, getStoreCredit } from './store-credit.admin-service.js'

const tags = ['Admin: users']
const security = [{ bearerAuth: [] }]
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema }

/**
 * A customer's store credit under /api/admin/users/{id}/store-credit; the admin scope
 * (modules/admin) checks the role.
 */
export const storeCreditAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/:id/store-credit',
    {
      schema: {
        tags,
        summary: 'A customer’s store credit balance and its history',
        description: 'The same shape as `GET /api/users/store-credit`. An unknown user is a 404.',
        security,
        params: idParamsSchema,
        response: { 200: storeCreditSchema, ...refusals },
      },
    },
    async (request) => getStoreCredit(db, request.params.id),
  )

  app.post(
    '/:id/store-credit',
    {
      schema: {
        tags,
        summary: 'Grant or remove store credit, with a reason',
        description:
          'A positive `amount` (dollars, at most 2 decimals) grants credit, a negative one removes it; 0 is refused. `reason` (1 to 200 characters) goes into the customer’s history and the audit log. A removal beyond the balance is a 409 naming it, and nothing changes. Answers the new balance and history.',
        security,
        params: idParamsSchema,
        body: adjustStoreCreditBodySchema,
        response: {
          200: storeCreditSchema,
          400: apiErrorSchema,
          ...refusals,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      adjustStoreCredit(db, auditActorOf(request), request.params.id, request.body),
  )
}
