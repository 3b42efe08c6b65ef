import { homeContentSchema } from '@shop/shared/home-content'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { encodeJson } from '../../lib/send-json.js'
import { answerKnownAddress, sendCachedAnswer } from '../catalog/cached-answer.js'
import { getHomeContent } from './home-content.service.js'

/** The cache key of the home content's answer; a save or a product write drops the whole cache. */
export const HOME_CONTENT_CACHE_KEY = 'home-content'

/**
 * `GET /api/content/home` (docs/api.md § The home page): the server-rendered home page reads it on
 * every visit, so it is answered from the cache the catalogue's answers share (decision 004) and
 * dropped with it: by the owner's save, and by a product write that changes the collections.
 */
export const homeContentRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, catalogCache },
) => {
  app.get(
    '/home',
    {
      // The same for everyone; kept compressed in the cache, so not compressed again.
      config: { isPublic: true },
      compress: false,
      onRequest: answerKnownAddress(catalogCache),
      schema: {
        tags: ['Content'],
        summary: 'The home page’s hero slides, featured collections and banner',
        description:
          'Public. One to six hero slides in their order, each with its picture (a wide crop, and the tall crop phones show), words and button; the featured collections with their URL slugs (a collection without products left is left out); the banner when the owner set one. A shop whose owner saved nothing answers one neutral slide, no featured collections and no banner. Changes reach every page and every instance within a second.',
        response: { 200: homeContentSchema },
      },
    },
    async (request, reply) => {
      const answer = await catalogCache.getOrLoad(
        HOME_CONTENT_CACHE_KEY,
        async () => encodeJson(await getHomeContent(db)),
        request.url,
      )
      return sendCachedAnswer(request, reply, answer)
    },
  )
}
