import { apiErrorSchema } from '@shop/shared/common'
import { shopPageSchema, updateShopPageSchema } from '@shop/shared/shop-pages'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { auditActorOf } from '../audit/audit-actor.js'
import { updatePage } from './pages.admin-service.js'
import { PAGE_DESCRIPTION, pageParamsSchema } from './pages.routes.js'

/** The owner's edits of the shop's pages under /api/admin/pages; the admin scope checks the role. */
export const pagesAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.put(
    '/:slug',
    {
      schema: {
        tags: ['Admin: pages'],
        summary: 'Save one of the shop’s pages',
        description: `${PAGE_DESCRIPTION} Title (1–80 characters) and body (1–20,000 characters) are both required and trimmed; the saved page is answered and shows in the shop at once. Another slug answers 404.`,
        security: [{ bearerAuth: [] }],
        params: pageParamsSchema,
        body: updateShopPageSchema,
        response: {
          200: shopPageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => updatePage(deps, auditActorOf(request), request.params.slug, request.body),
  )
}
