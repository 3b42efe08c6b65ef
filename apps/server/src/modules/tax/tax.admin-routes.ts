import { apiErrorSchema } from '@shop/shared/common'
import { taxRateListSchema, taxRatesBodySchema } from '@shop/shared/tax'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { auditActorOf } from '../audit/audit-actor.js'
import { getTaxRates, updateTaxRates } from './tax.admin-service.js'

const tags = ['Admin: tax rates']
const security = [{ bearerAuth: [] }]
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema }

const RATES_DESCRIPTION =
  '`rate` is a percent (0–100, 3 decimals). Countries and states are stored as match keys: the United States as `US`, its states as two-letter codes, others upper-cased; a country’s own row has `state: null`. A state row beats its country’s row; tax is charged on the discounted subtotal plus shipping.'

/** The shop's sales tax rates under /api/admin/tax-rates (docs/product-rules.md § Money); the admin scope checks the role. */
export const taxAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Every tax rate, by country and state',
        description: RATES_DESCRIPTION,
        security,
        response: { 200: taxRateListSchema, ...refusals },
      },
    },
    async () => getTaxRates(db),
  )

  app.put(
    '/',
    {
      schema: {
        tags,
        summary: 'Replace every tax rate with the list sent',
        description: `${RATES_DESCRIPTION} The whole list replaces the stored one in one transaction and the stored list is answered. A US state that does not exist, or two rows for the same place once normalized ("California" and "CA"), answer 400 and change nothing.`,
        security,
        body: taxRatesBodySchema,
        response: { 200: taxRateListSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request) => updateTaxRates(db, auditActorOf(request), request.body),
  )
}
