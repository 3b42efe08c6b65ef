import { apiErrorSchema } from '@shop/shared/common'
import { shopSettingsSchema, updateShopSettingsSchema } from '@shop/shared/shop-settings'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { auditActorOf } from '../audit/audit-actor.js'
import { uploadsUrlOf } from '../uploads/stored-image-url.js'
import { updateShopSettings } from './settings.admin-service.js'
import { withUploadsUrl } from './settings.mapper.js'
import { settingsRulesOf } from './settings-rules.js'

/** `PUT /api/admin/settings` (docs/api.md § Settings); the admin scope checks the role. */
export const settingsAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, config, catalogCache },
) => {
  const rules = settingsRulesOf(config)
  app.put(
    '/',
    {
      schema: {
        tags: ['Admin: settings'],
        summary: 'Change the shop’s settings',
        description:
          'Partial: a field left out keeps its value, `null` clears an optional one (`logoUrl`, `announcement`, `returnAddress`). The accent colour is `#rrggbb` with a contrast of at least 4.5:1 on white; links are http(s) addresses (the announcement’s may be a path of the shop); the logo is an image uploaded with `POST /api/upload`. Answers the settings as saved; the change is in the audit log and reaches every instance within a second.',
        security: [{ bearerAuth: [] }],
        body: updateShopSettingsSchema,
        response: {
          200: shopSettingsSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const saved = await updateShopSettings(db, auditActorOf(request), request.body, rules)
      catalogCache.clear()
      // The web app keeps this answer as the settings every page reads.
      return withUploadsUrl(saved, uploadsUrlOf(config))
    },
  )
}
