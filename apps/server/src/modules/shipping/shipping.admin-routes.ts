import { apiErrorSchema } from '@shop/shared/common'
import { shippingTableAnswerSchema, shippingTableSchema } from '@shop/shared/shipping-table'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { auditActorOf } from '../audit/audit-actor.js'
import { updateShippingTable } from './shipping.admin-service.js'
import { getShippingTable } from './shipping.service.js'

const tags = ['Admin: shipping']
const security = [{ bearerAuth: [] }]
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema }

const TABLE_DESCRIPTION =
  'Zones in order, each naming its countries by ISO 3166-1 alpha-2 code or `"rest_of_world"` (every country no other zone names, and addresses whose country is not recognised), with its rates: `id` (unique in the zone, stored with a checkout), `label`, `cost` in dollars, optional `estimatedDays` (business days) and `freeOver` (the rate is free when the subtotal is over, strictly, this amount). A country no zone covers gets no shipping rates, and its checkout is refused.'

/** The shop's shipping table under /api/admin/shipping (docs/api.md § Shipping); the admin scope checks the role. */
export const shippingAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, catalogCache },
) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'The whole shipping table',
        description: TABLE_DESCRIPTION,
        security,
        response: { 200: shippingTableAnswerSchema, ...refusals },
      },
    },
    async () => getShippingTable(db),
  )

  app.put(
    '/',
    {
      schema: {
        tags,
        summary: 'Replace the shipping table with the one sent',
        description: `${TABLE_DESCRIPTION} The table sent replaces the stored one in one transaction, is in the audit log and is answered as stored; the storefront's summary follows on every instance within a second. A country in two zones, two rest-of-the-world zones, two rates with one id in a zone, a negative cost or an unknown country code answer 400 and change nothing.`,
        security,
        body: shippingTableSchema,
        response: { 200: shippingTableAnswerSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request) =>
      updateShippingTable({ db, catalogCache }, auditActorOf(request), request.body),
  )
}
