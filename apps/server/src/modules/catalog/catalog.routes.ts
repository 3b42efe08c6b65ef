import {
  productFiltersQuerySchema,
  productFiltersSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
} from '@shop/shared/catalog'
import { apiErrorSchema, idParamsSchema } from '@shop/shared/common'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { sendSerializedJson, toJsonBytes } from '../../lib/send-json.js'
import { productWriteRoutes } from './catalog.admin-routes.js'
import {
  getBestSeller,
  getNewArrivals,
  getShopProduct,
  getProductFilters,
  getSimilarProducts,
  listProducts,
  productFiltersCacheKey,
} from './catalog.service.js'

const tags = ['Catalogue']

/**
 * Public catalogue reads under /api/products; answers come from the in-process cache. The
 * admin's writes at the same prefix live in catalog.admin-routes.ts.
 */
export const catalogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, catalogCache }) => {
  const cachedJson = (key: string, load: () => Promise<unknown>) =>
    catalogCache.getOrLoad(key, async () => ({ body: toJsonBytes(await load()) }))

  await app.register(productWriteRoutes, { db, catalogCache })

  // The catalogue is the same for everyone: its answers may be cached (plugins/security.ts).
  const publicRoute = { isPublic: true }

  app.get(
    '/',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'List products with filters, sorting and paging',
        description: 'The total number of matches is in the X-Total-Count header.',
        querystring: productListQuerySchema,
        response: { 200: productListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const cached = await catalogCache.getOrLoad(
        `list:${JSON.stringify(request.query)}`,
        async () => {
          const { products, total } = await listProducts(db, request.query)
          return { body: toJsonBytes(products), total }
        },
      )
      reply.header('x-total-count', String(cached.total ?? 0))
      return sendSerializedJson(reply, cached.body)
    },
  )

  app.get(
    '/new-arrivals',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'The 8 newest products, newest first',
        response: { 200: productListSchema },
      },
    },
    async (_request, reply) => {
      const cached = await cachedJson('new-arrivals', () => getNewArrivals(db))
      return sendSerializedJson(reply, cached.body)
    },
  )

  app.get(
    '/best-seller',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'The product with the most units sold in paid orders',
        description:
          'Ties, and a shop without sales, go to a product still in stock, then to the newest.',
        response: { 200: productSchema, 404: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      const cached = await cachedJson('best-seller', () => getBestSeller(db))
      return sendSerializedJson(reply, cached.body)
    },
  )

  // A static path: the router matches it before /:id, so "filters" is never read as an id.
  app.get(
    '/filters',
    {
      config: publicRoute,
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
      const cached = await cachedJson(productFiltersCacheKey(request.query), () =>
        getProductFilters(db, request.query),
      )
      return sendSerializedJson(reply, cached.body)
    },
  )

  app.get(
    '/similar/:id',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Up to 4 products of the same gender and category',
        params: idParamsSchema,
        response: { 200: productListSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const cached = await cachedJson(`similar:${id}`, () => getSimilarProducts(db, id))
      return sendSerializedJson(reply, cached.body)
    },
  )

  app.get(
    '/:id',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'One product',
        params: idParamsSchema,
        response: { 200: productSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const cached = await cachedJson(`product:${id}`, () => getShopProduct(db, id))
      return sendSerializedJson(reply, cached.body)
    },
  )
}
