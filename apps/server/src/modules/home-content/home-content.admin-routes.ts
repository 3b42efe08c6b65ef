import { apiErrorSchema } from '@shop/shared/common'
import { homeContentSchema, updateHomeContentSchema } from '@shop/shared/home-content'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { auditActorOf } from '../audit/audit-actor.js'
import { updateHomeContent } from './home-content.admin-service.js'

/** `PUT /api/admin/content/home` (docs/api.md § The home page); the admin scope checks the role. */
export const homeContentAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.put(
    '/home',
    {
      schema: {
        tags: ['Admin: content'],
        summary: 'Save the home page’s content',
        description:
          'The whole content at once: 1–6 hero slides in their order, the featured collections by name (each a collection of the catalogue, in the order the home page shows them) and the banner (`null` for none). Pictures are the shop’s own: crops of `POST /api/admin/content/hero-image`, other uploads, or the pictures the app bundles under `/hero/`; button links are a page of the shop (`/…`) or an http(s) address. Answers the content as saved; the change is in the audit log (`home.update`) and reaches every instance within a second.',
        security: [{ bearerAuth: [] }],
        body: updateHomeContentSchema,
        response: {
          200: homeContentSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => updateHomeContent(deps, auditActorOf(request), request.body),
  )
}
