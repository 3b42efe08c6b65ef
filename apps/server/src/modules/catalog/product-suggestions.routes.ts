import { apiErrorSchema } from '@shop/shared/common'
import {
  MAX_PRODUCT_SUGGESTIONS,
  productSuggestionListSchema,
  productSuggestionsQuerySchema,
} from '@shop/shared/product-suggestions'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { encodeJson, sendEncodedJson } from '../../lib/send-json.js'
import { findProductSuggestions } from './product-suggestions.js'

/**
 * The header search's suggestions, at /api/products/suggestions beside the catalogue's other
 * reads (catalog.routes.ts): public, cached until the next product write like them.
 */
export const productSuggestionRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, catalogCache },
) => {
  app.get(
    '/suggestions',
    {
      // Cached answers are kept compressed, so @fastify/compress must not compress them again.
      config: { isPublic: true },
      compress: false,
      schema: {
        tags: ['Catalogue'],
        summary: 'Products suggested for a search as it is typed',
        description:
          `Up to ${String(MAX_PRODUCT_SUGGESTIONS)} active products for \`q\` (1–100 characters, ` +
          'trimmed), best first: names starting with it, names with a word starting with it, ' +
          'names or brands containing it, then (from 3 characters) close misspellings.',
        querystring: productSuggestionsQuerySchema,
        response: { 200: productSuggestionListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const typed = request.query.q
      // Every comparison ignores case, so spellings that differ only in case share an entry.
      const cached = await catalogCache.getOrLoad(`suggestions:${typed.toLowerCase()}`, async () =>
        encodeJson(await findProductSuggestions(db, typed)),
      )
      return sendEncodedJson(request, reply, cached)
    },
  )
}
