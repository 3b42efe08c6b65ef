import { apiErrorSchema } from '@shop/shared/common'
import { setupChecklistSchema } from '@shop/shared/setup-checklist'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { getSetupChecklist } from './setup-checklist.service.js'

/** GET /api/admin/setup-checklist: the dashboard's setup steps; the admin scope checks the role. */
export const setupChecklistAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, config },
) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['Admin: dashboard'],
        summary: 'What the shop still needs before it sells: the setup checklist',
        description:
          'Each step is read from the shop itself: `name-and-logo` (a logo and a name of its own), `shipping` (the shipping table saved once), `payments` (PayPal, not the demo provider), `mail` (SMTP_URL set), `first-product`, `test-order` (any order).',
        security: [{ bearerAuth: [] }],
        response: { 200: setupChecklistSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => getSetupChecklist(db, config),
  )
}
