import { apiErrorSchema, idParamsSchema, messageResponseSchema } from '@shop/shared/common'
import {
  SUBSCRIBER_DELETED_MESSAGE,
  subscriberListSchema,
  subscriberQuerySchema,
} from '@shop/shared/subscribers'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { csvBodySchema, csvFileName } from '../../lib/csv-cells.js'
import { sendPage } from '../../lib/paged-list.js'
import { auditActorOf } from '../audit/audit-actor.js'
import { exportSubscribersCsv, listSubscribers, deleteSubscriber } from './newsletter.service.js'

const tags = ['Admin: subscribers']
const security = [{ bearerAuth: [] }]
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema }

/** The newsletter list under /api/admin/subscribers; the admin scope (modules/admin) checks the role. */
export const newsletterAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Newsletter subscribers, newest first',
        description:
          'Paged with `page` and `limit` (≤ 100, default 100); the number of matches is in `X-Total-Count`. `search` finds any part of the e-mail; `sort` is `email`, `createdAt` or either with a leading `-` (default `-createdAt`).',
        security,
        querystring: subscriberQuerySchema,
        response: { 200: subscriberListSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => sendPage(reply, await listSubscribers(db, request.query)),
  )

  app.get(
    '/export.csv',
    {
      schema: {
        tags,
        summary: 'Every subscriber as CSV',
        description:
          'Columns `email` and `subscribedAt` (ISO 8601, UTC), in the order they subscribed; UTF-8 with a byte order mark.',
        security,
        response: { 200: csvBodySchema, ...refusals },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName('subscribers')}"`)
        .send(exportSubscribersCsv(db)),
  )

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Remove a subscriber',
        description: 'The removal is recorded in the audit log.',
        security,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...refusals, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await deleteSubscriber(db, auditActorOf(request), request.params.id)
      return { message: SUBSCRIBER_DELETED_MESSAGE }
    },
  )
}
