import { CONTACT_MESSAGE_DELETED_MESSAGE, contactMessageListSchema } from '@shop/shared/admin'
import { adminMessageListQuerySchema } from '@shop/shared/admin-list-queries'
import { apiErrorSchema, idParamsSchema, messageResponseSchema } from '@shop/shared/common'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { sendPage } from '../../lib/paged-list.js'
import { auditActorOf } from '../audit/audit-actor.js'
import { deleteContactMessage } from './contact.service.js'
import { listMessagesForAdmin } from './messages.admin-list.js'

const tags = ['Admin: messages']
const security = [{ bearerAuth: [] }]
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema }

/** The contact form's inbox under /api/admin/messages; the admin scope checks the role. */
export const contactAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'A page of messages sent through the contact form, with the number of matches',
        description:
          'Newest first unless `sort` says otherwise (`createdAt`, `name`, `email`; `-` for descending). `search` finds any part of the name, e-mail or message. The number of matches is in `X-Total-Count`.',
        security,
        querystring: adminMessageListQuerySchema,
        response: { 200: contactMessageListSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => sendPage(reply, await listMessagesForAdmin(db, request.query)),
  )

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a message',
        security,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...refusals, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await deleteContactMessage(db, auditActorOf(request), request.params.id)
      return { message: CONTACT_MESSAGE_DELETED_MESSAGE }
    },
  )
}
