import { shopSettingsSchema } from '@shop/shared/shop-settings'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { encodeJson } from '../../lib/send-json.js'
import { answerKnownAddress, sendCachedAnswer } from '../catalog/cached-answer.js'
import { uploadsUrlOf } from '../uploads/stored-image-url.js'
import { neutralShopSettings } from './settings-defaults.js'
import { withReturnAddress, withUploadsUrl } from './settings.mapper.js'
import { getShopSettings } from './settings.service.js'

/** The cache key of the settings' answer; a save drops the whole cache, on every instance. */
export const SETTINGS_CACHE_KEY = 'settings'

/**
 * `GET /api/settings` (docs/api.md § Settings): every page reads it, the server-rendered ones
 * too, so it is answered from the cache the catalogue's answers share and dropped with it.
 */
export const settingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, config, catalogCache },
) => {
  const defaults = neutralShopSettings(config)
  const uploadsUrl = uploadsUrlOf(config)
  app.get(
    '/settings',
    {
      config: { isPublic: true },
      compress: false,
      onRequest: answerKnownAddress(catalogCache),
      schema: {
        tags: ['Settings'],
        summary: 'The shop’s name, logo, accent colour, contact e-mail, links and return policy',
        description:
          'Public. Changes reach every page and every instance within a second. Optional fields (`logoUrl`, `announcement`, `returnAddress`) are left out when not set; `returnAddress` is `RETURN_ADDRESS` while the owner has saved none. `uploadsUrl` is `S3_PUBLIC_URL` when uploads go to a bucket (pages may show pictures from there), left out otherwise.',
        response: { 200: shopSettingsSchema },
      },
    },
    async (request, reply) => {
      const answer = await catalogCache.getOrLoad(
        SETTINGS_CACHE_KEY,
        async () =>
          encodeJson(
            withReturnAddress(
              withUploadsUrl(await getShopSettings(db, defaults), uploadsUrl),
              config.returnAddress,
            ),
          ),
        request.url,
      )
      return sendCachedAnswer(request, reply, answer)
    },
  )
}
