import {
  productFiltersQuerySchema,
  productFiltersSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
} from '@shop/shared/catalog'
import { productCardListSchema, productFieldsQuerySchema } from '@shop/shared/product-card'
import { apiErrorSchema, idParamsSchema } from '@shop/shared/common'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { encodeJson } from '../../lib/send-json.js'
import { answerKnownAddress, sendCachedAnswer } from './cached-answer.js'
import { productWriteRoutes } from './catalog.admin-routes.js'
import { listProductsForgivingTypos } from './typo-search.js'
import {
  getBestSeller,
  getNewArrivals,
  getShopProduct,
  getProductFilters,
  getSimilarProducts,
  toProductFields,
  productFiltersCacheKey,
} from './catalog.service.js'

const tags = ['Catalogue']

/**
 * Public catalogue reads under /api/products; answers come from the in-process cache. The
 * admin's writes at the same prefix live in catalog.admin-routes.ts.
 */
export const catalogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, catalogCache }) => {
  // Each answer is also kept under the URL that asked for it (cached-answer.ts).
  const cachedJson = (request: FastifyRequest, key: string, load: () => Promise<unknown>) =>
    catalogCache.getOrLoad(key, async () => encodeJson(await load()), request.url)

  await app.register(productWriteRoutes, { db, catalogCache })

  // The catalogue is the same for everyone: its answers may be cached (plugins/security.ts).
  // They are kept compressed in the cache, so @fastify/compress must not compress them again.
  const cachedPublicRoute = {
    config: { isPublic: true },
    compress: false,
    onRequest: answerKnownAddress(catalogCache),
  } as const

  app.get(
    '/',
    {
      ...cachedPublicRoute,
      schema: {
        tags,
        summary: 'List products with filters, sorting and paging',
        description:
          'The total number of matches is in the X-Total-Count header. `fields=card` answers ' +
          'the card projection a product grid draws instead of full products. A `search` that ' +
          'matches nothing is retried with its misspelt words corrected; the search used is then ' +
          'in X-Search-Corrected (URL-encoded).',
        querystring: productListQuerySchema.extend(productFieldsQuerySchema.shape),
        response: { 200: productListSchema.or(productCardListSchema), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const cached = await catalogCache.getOrLoad(
        `list:${JSON.stringify(request.query)}`,
        async () => {
          const { products, total, correctedSearch } = await listProductsForgivingTypos(
            db,
            request.query,
          )
          const encoded = await encodeJson(toProductFields(products, request.query.fields))
          return { ...encoded, total, correctedSearch }
        },
        request.url,
      )
      return sendCachedAnswer(request, reply, cached)
    },
  )

  app.get(
    '/new-arrivals',
    {
      ...cachedPublicRoute,
      schema: {
        tags,
        summary: 'The 8 newest products, newest first',
        description: '`fields=card` answers their card projection.',
        querystring: productFieldsQuerySchema,
        response: { 200: productListSchema.or(productCardListSchema), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { fields } = request.query
      const cached = await cachedJson(request, `new-arrivals:${fields ?? 'full'}`, async () =>
        toProductFields(await getNewArrivals(db), fields),
      )
      return sendCachedAnswer(request, reply, cached)
    },
  )

  app.get(
    '/best-seller',
    {
      ...cachedPublicRoute,
      schema: {
        tags,
        summary: 'The product with the most units sold in paid orders',
        description:
          'Ties, and a shop without sales, go to a product still in stock, then to the newest.',
        response: { 200: productSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const cached = await cachedJson(request, 'best-seller', () => getBestSeller(db))
      return sendCachedAnswer(request, reply, cached)
    },
  )

  // A static path: the router matches it before /:id, so "filters" is never read as an id.
  app.get(
    '/filters',
    {
      ...cachedPublicRoute,
      schema: {
        tags,
        summary: 'The filter values present in a collection, and every collection',
        description:
          'Categories, genders, colours, sizes (on the XS–XXL scale, others after), materials and ' +
          'brands of the products in `collection` (a name or slug; `all` or none means the whole ' +
          'catalogue), with their price range. An unknown collection has empty lists and a 0–0 range. ' +
          '`counts` gives each value the number of products matching the other filters plus that value.',
        querystring: productFiltersQuerySchema,
        response: { 200: productFiltersSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // The key holds every filter: the counts depend on all of them.
      const cached = await cachedJson(request, productFiltersCacheKey(request.query), () =>
        getProductFilters(db, request.query),
      )
      return sendCachedAnswer(request, reply, cached)
    },
  )

  app.get(
    '/similar/:id',
    {
      ...cachedPublicRoute,
      schema: {
        tags,
        summary: 'Up to 4 products of the same gender and category',
        description: '`fields=card` answers their card projection.',
        params: idParamsSchema,
        querystring: productFieldsQuerySchema,
        response: {
          200: productListSchema.or(productCardListSchema),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const { fields } = request.query
      const cached = await cachedJson(request, `similar:${id}:${fields ?? 'full'}`, async () =>
        toProductFields(await getSimilarProducts(db, id), fields),
      )
      return sendCachedAnswer(request, reply, cached)
    },
  )

  app.get(
    '/:id',
    {
      ...cachedPublicRoute,
      schema: {
        tags,
        summary: 'One product',
        params: idParamsSchema,
        response: { 200: productSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const cached = await cachedJson(request, `product:${id}`, () => getShopProduct(db, id))
      return sendCachedAnswer(request, reply, cached)
    },
  )
}
