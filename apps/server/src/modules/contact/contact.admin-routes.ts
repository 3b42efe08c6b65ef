import { CONTACT_MESSAGE_DELETED_MESSAGE, contactMessageListSchema } from '@shop/shared/admin'
import { apiErrorSchema, idParamsSchema, messageResponseSchema } from '@shop/shared/common'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { auditActorOf } from '../audit/audit-actor.js'
import { deleteContactMessage, listContactMessages } from './contact.service.js'

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
        summary: 'Messages sent through the contact form, newest first',
        security,
        response: { 200: contactMessageListSchema, ...refusals },
      },
    },
    async () => listContactMessages(db),
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
