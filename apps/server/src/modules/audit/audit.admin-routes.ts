import { auditEntryListSchema, auditQuerySchema } from '@shop/shared/audit'
import { apiErrorSchema } from '@shop/shared/common'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { sendPage } from '../../lib/paged-list.js'
import { listAuditEntries } from './audit.service.js'

const tags = ['Admin: audit log']
const security = [{ bearerAuth: [] }]
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema }

/** The audit log under /api/admin/audit; the admin scope (modules/admin) checks the role. */
export const auditAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Who changed what and when, newest first',
        description:
          'Paged with `page` and `limit` (≤ 100, default 100); the number of matching entries is in `X-Total-Count`. `sort` is `createdAt` or `-createdAt` (default). Filters: `action` (e.g. `product.update`), `entityType` (e.g. `order`), `entityId`, `actor` (an e-mail, exact), `from`/`to` (YYYY-MM-DD, UTC, both included); `search` matches the record’s name or the actor’s e-mail.',
        security,
        querystring: auditQuerySchema,
        response: { 200: auditEntryListSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => sendPage(reply, await listAuditEntries(db, request.query)),
  )
}
