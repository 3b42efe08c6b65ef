import { apiErrorSchema } from '@shop/shared/common'
import { SHOP_PAGE_SLUGS, shopPageSchema } from '@shop/shared/shop-pages'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { encodeJson } from '../../lib/send-json.js'
import { answerKnownAddress, sendCachedAnswer } from '../catalog/cached-answer.js'
import { getPage, toPageSlug } from './pages.service.js'

export const pageParamsSchema = z.object({ slug: z.string() })

export const PAGE_DESCRIPTION = `One of the shop's own pages: ${SHOP_PAGE_SLUGS.map((slug) => `\`${slug}\``).join(', ')}. \`body\` is Markdown, which the storefront shows as safe HTML (headings, lists, links, emphasis, the shop's images; no raw HTML, no script). A page never saved answers its neutral starting text, dated 1970-01-01T00:00:00.000Z.`

/**
 * The shop's pages under /api/pages (docs/product-rules.md § The owner's shop), read by every
 * visitor and by the server-rendered pages: answered from the catalogue cache like the
 * catalogue's reads (docs/decisions/004), which a save drops on every instance.
 */
export const pagesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, catalogCache }) => {
  app.get(
    '/:slug',
    {
      // The same for everyone; kept compressed in the cache, so not compressed again.
      config: { isPublic: true },
      compress: false,
      onRequest: answerKnownAddress(catalogCache),
      schema: {
        tags: ['Pages'],
        summary: 'One of the shop’s pages (about, shipping, returns, privacy, terms)',
        description: `${PAGE_DESCRIPTION} Another slug answers 404.`,
        params: pageParamsSchema,
        response: { 200: shopPageSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Checked before the cache, so an unknown slug never takes a place in it.
      const slug = toPageSlug(request.params.slug)
      const cached = await catalogCache.getOrLoad(
        `page:${slug}`,
        async () => encodeJson(await getPage(db, slug)),
        request.url,
      )
      return sendCachedAnswer(request, reply, cached)
    },
  )
}
