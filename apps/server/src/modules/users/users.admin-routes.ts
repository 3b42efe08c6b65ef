import {
  USER_DELETED_MESSAGE,
  adminUserListSchema,
  adminUserSchema,
  createUserBodySchema,
  updateUserBodySchema,
  updateUserResponseSchema,
} from '@shop/shared/admin'
import { adminUserListQuerySchema } from '@shop/shared/admin-list-queries'
import { apiErrorSchema, idParamsSchema, messageResponseSchema } from '@shop/shared/common'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { sendPage } from '../../lib/paged-list.js'
import { auditActorOf } from '../audit/audit-actor.js'
import { createUser, deleteUser, updateUser } from './users.admin-service.js'
import { listUsersForAdmin } from './users.admin-list.js'

const tags = ['Admin: users']
const security = [{ bearerAuth: [] }]
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema }

/** User management under /api/admin/users; the admin scope (modules/admin) checks the role. */
export const usersAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'A page of accounts with the number of matches',
        description:
          'Newest first unless `sort` says otherwise (`name`, `email`, `createdAt`, `role`; `-` for descending). `role` is customer or admin; `search` finds any part of a name or e-mail. The number of matches is in `X-Total-Count`.',
        security,
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => sendPage(reply, await listUsersForAdmin(db, request.query)),
  )

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Add an account with a role',
        description:
          'The password follows the registration rules; the role defaults to customer. A taken e-mail answers 409.',
        security,
        body: createUserBodySchema,
        response: { 201: adminUserSchema, 400: apiErrorSchema, ...refusals, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createUser(db, auditActorOf(request), request.body)),
  )

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change name, e-mail or role',
        description:
          'A new role ends the user’s current sessions. The last admin cannot be demoted (409).',
        security,
        params: idParamsSchema,
        body: updateUserBodySchema,
        response: {
          200: updateUserResponseSchema,
          400: apiErrorSchema,
          ...refusals,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      user: await updateUser(db, auditActorOf(request), request.params.id, request.body),
    }),
  )

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete an account',
        description:
          'Its sessions end at once; its orders stay, without a user. The last admin cannot be deleted (409).',
        security,
        params: idParamsSchema,
        response: {
          200: messageResponseSchema,
          ...refusals,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await deleteUser(db, auditActorOf(request), request.params.id)
      return { message: USER_DELETED_MESSAGE }
    },
  )
}
