import { apiErrorSchema, idParamsSchema } from '@shop/shared/common'
import {
  mailTransportSchema,
  outboxListSchema,
  outboxMessageSchema,
  outboxQuerySchema,
} from '@shop/shared/outbox'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { auditActorOf } from '../audit/audit-actor.js'
import { neutralShopSettings } from '../settings/settings-defaults.js'
import { getShopSettings } from '../settings/settings.service.js'
import { listOutbox, retryOutboxMessage } from './mail.service.js'

const tags = ['Admin: outbox']
const security = [{ bearerAuth: [] }]
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema }

export interface MailAdminOptions extends AppDeps {
  /**
   * Where the shop's own mail goes. The accounts know it (the first admin's address when
   * SHOP_EMAIL is not set), and mail sits below them, so the back office passes it in.
   */
  findShopEmail: () => Promise<string | undefined>
}

/** The mail outbox under /api/admin/outbox; the admin scope checks the role. */
export const mailAdminRoutes: FastifyPluginAsyncZod<MailAdminOptions> = async (
  app,
  { db, config, findShopEmail },
) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Recent e-mails and how their delivery stands, newest first',
        description:
          'Paged with `page` and `limit`; the number of matching messages is in `X-Total-Count`. Bodies are never listed.',
        security,
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { messages, total } = await listOutbox(db, request.query)
      reply.header('x-total-count', String(total))
      return messages
    },
  )

  app.get(
    '/transport',
    {
      schema: {
        tags,
        summary: 'Where e-mail goes: an SMTP server, or files in DATA_DIR/mail',
        security,
        response: { 200: mailTransportSchema, ...refusals },
      },
    },
    async () => ({
      transport: config.mail.smtpUrl === undefined ? ('files' as const) : ('smtp' as const),
      from: `${(await getShopSettings(db, neutralShopSettings(config))).shopName} <${config.mail.fromAddress}>`,
      shopEmail: (await findShopEmail()) ?? null,
    }),
  )

  app.post(
    '/:id/retry',
    {
      schema: {
        tags,
        summary: 'Queue a failed message again',
        description:
          'The message is sent again at once and retried for another day. A sent message, or one that held a one-time link, answers 409.',
        security,
        params: idParamsSchema,
        response: {
          200: outboxMessageSchema,
          ...refusals,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => retryOutboxMessage(db, auditActorOf(request), request.params.id),
  )
}
