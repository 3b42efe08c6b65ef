import { unsubscribeQuerySchema } from '@shop/shared/subscribers'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { neutralShopSettings } from '../settings/settings-defaults.js'
import { getShopSettings } from '../settings/settings.service.js'
import { unsubscribeByToken } from './newsletter.service.js'
import { unsubscribePage } from './unsubscribe-page.js'

const tags = ['Contact']
const htmlPageSchema = z.string().describe('text/html: a small page saying the outcome')

/**
 * The unsubscribe link of every newsletter e-mail (docs/product-rules.md § Back office at scale). It works
 * from a mail client without signing in, and a second click says the address is not subscribed
 * rather than failing. POST is RFC 8058's one-click unsubscribe, which mail clients send with the
 * body `List-Unsubscribe=One-Click`.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  // Mail clients post the one-click body as a form; only this scope reads forms, and ignores it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => {
      done(null, undefined)
    },
  )

  const options = {
    schema: {
      tags,
      summary: 'Unsubscribe the address of a newsletter link',
      description:
        'Removes the subscriber whose link this is and answers a small HTML page. A link used before, or one that names nobody, answers the same page saying the address is not subscribed (200), never an error.',
      querystring: unsubscribeQuerySchema,
      response: { 200: htmlPageSchema },
    },
  }

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/unsubscribe',
      ...options,
      handler: async (request, reply) => {
        const wasSubscribed = await unsubscribeByToken(db, request.query.token)
        const { shopName } = await getShopSettings(db, neutralShopSettings(config))
        return reply.type('text/html; charset=utf-8').send(unsubscribePage(shopName, wasSubscribed))
      },
    })
  }
}
