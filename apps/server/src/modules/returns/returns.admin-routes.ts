import { adminStatsQuerySchema } from '@shop/shared/admin'
import { adminReturnListQuerySchema } from '@shop/shared/admin-list-queries'
import { apiErrorSchema, idParamsSchema } from '@shop/shared/common'
import {
  adminReturnListSchema,
  adminReturnSchema,
  productReturnReasonsSchema,
  returnStatsSchema,
  updateReturnBodySchema,
} from '@shop/shared/returns'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { sendPage } from '../../lib/paged-list.js'
import { auditActorOf } from '../audit/audit-actor.js'
import { getAdminReturn, takeReturnStep } from './returns.admin-service.js'
import { listReturnsForAdmin } from './returns.admin-list.js'
import { getProductReturnReasons, getReturnStats } from './return-stats.service.js'

const tags = ['Admin: returns']
const security = [{ bearerAuth: [] }]
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema }

/** Returns under /api/admin/returns; the admin scope (modules/admin) checks the role. */
export const returnsAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, paymentProvider } = deps
  // buildApp resolves PAYMENT_PROVIDER before registering the admin scope.
  if (!paymentProvider) throw new Error('The admin return routes need the payment provider')

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'A page of returns with the number of matches',
        description:
          'Newest first unless `sort` says otherwise (`createdAt`, `status`; `-` for descending). `status` is one return status. `search` finds a return number (R-7K2M9Q, with or without R-), the start of an order number, or any part of the customer’s name or e-mail. The number of matches is in `X-Total-Count`.',
        security,
        querystring: adminReturnListQuerySchema,
        response: { 200: adminReturnListSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => sendPage(reply, await listReturnsForAdmin(db, request.query)),
  )

  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary: 'The return rate and the products returned most, with their reasons',
        description:
          'Over the dashboard’s range (`from`, `to`: UTC days, both included; the last 30 days by default): units in returns made in the range (not rejected or cancelled) over units bought in orders placed in it (not cancelled, replacements aside), and the five products returned most with their units per reason, most first.',
        security,
        querystring: adminStatsQuerySchema,
        response: { 200: returnStatsSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request) => getReturnStats(db, request.query),
  )

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'A product’s returned units by reason, all time',
        security,
        params: idParamsSchema,
        response: { 200: productReturnReasonsSchema, ...refusals },
      },
    },
    async (request) => getProductReturnReasons(db, request.params.id),
  )

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One return',
        security,
        params: idParamsSchema,
        response: { 200: adminReturnSchema, ...refusals, 404: apiErrorSchema },
      },
    },
    async (request) => getAdminReturn(db, request.params.id),
  )

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Approve, reject (with a note) or mark received',
        description:
          'requested → approved | rejected; approved → received. Rejecting puts held exchange units back in stock. Received puts the returned units back in stock, makes one replacement order (nothing to pay) for the exchanged units, then settles: `refund` refunds `refundAmount` through the order’s provider (the part paid with credit as credit), `store_credit` credits the customer; the return is then `closed`. Repeating a step answers the return as it is and never restocks, refunds, credits or ships twice; a received return whose refund failed (502) is settled by asking for received again. Every step is audited and mailed.',
        security,
        params: idParamsSchema,
        body: updateReturnBodySchema,
        response: {
          200: adminReturnSchema,
          400: apiErrorSchema,
          ...refusals,
          404: apiErrorSchema,
          409: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) =>
      takeReturnStep(
        { ...deps, paymentProvider },
        auditActorOf(request),
        request.params.id,
        request.body,
        new Date(),
      ),
  )
}
