import {
  PRODUCT_DELETED_MESSAGE,
  productInputSchema,
  productUpdateInputSchema,
} from '@shop/shared/admin-products'
import { productBulkBodySchema, productBulkResponseSchema } from '@shop/shared/admin-product-bulk'
import { adminProductListQuerySchema } from '@shop/shared/admin-list-queries'
import { productListSchema, productSchema } from '@shop/shared/catalog'
import { apiErrorSchema, idParamsSchema, messageResponseSchema } from '@shop/shared/common'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { sendPage } from '../../lib/paged-list.js'
import { currentUser } from '../../plugins/auth.js'
import { auditActorOf } from '../audit/audit-actor.js'
import { createProduct, deleteProduct, updateProduct } from './catalog.admin-service.js'
import { listProductsForAdmin } from './products.admin-list.js'
import { applyProductBulkAction } from './products.bulk-action.js'

const tags = ['Admin: products']
const security = [{ bearerAuth: [] }]
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema }

type CatalogWriteDeps = Pick<AppDeps, 'db' | 'catalogCache'>

const updateRouteOptions = {
  schema: {
    tags,
    summary: 'Replace a product, its variants and its images',
    description:
      'The whole product is sent again with the `updatedAt` the form loaded (428 without it, 409 when the product changed since); brand is required on edit. Variants and images keep the given order. A SKU used by another variant answers 409.',
    security,
    params: idParamsSchema,
    body: productUpdateInputSchema,
    response: {
      200: productSchema,
      400: apiErrorSchema,
      ...refusals,
      404: apiErrorSchema,
      409: apiErrorSchema,
      428: apiErrorSchema,
    },
  },
}

/**
 * The catalogue under /api/admin/products, inside the admin scope (modules/admin/admin.routes.ts),
 * which already holds every route behind the admin role.
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod<
  CatalogWriteDeps & Pick<AppDeps, 'config'>
> = async (app, deps) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'A page of products, drafts included, with the number of matches',
        description:
          'Newest first unless `sort` says otherwise (`name`, `price`, `createdAt`, `updatedAt`, `stock` = units over all variants; `-` for descending). `search` finds any part of a name, brand or SKU; `category` and `gender` match exactly, ignoring case; `stock=low`: some variant has 1 to LOW_STOCK_THRESHOLD units, `stock=out`: some variant has none; `status=active|draft`. The number of matches is in `X-Total-Count`.',
        security,
        querystring: adminProductListQuerySchema,
        response: { 200: productListSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await listProductsForAdmin(deps.db, request.query, deps.config.lowStockThreshold),
      ),
  )

  app.post(
    '/bulk',
    {
      schema: {
        tags,
        summary: 'Delete, activate or deactivate several products at once',
        description:
          'One transaction for up to 100 products. `deactivate` makes them drafts, hidden from the shop; `activate` shows them again. Ids that name no product are skipped, and products already in the asked status are left as they are: `updated` counts the products that changed.',
        security,
        body: productBulkBodySchema,
        response: { 200: productBulkResponseSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request) => {
      const { id, email } = currentUser(request)
      return applyProductBulkAction(deps, { id, email }, request.body)
    },
  )

  app.put('/:id', updateRouteOptions, async (request) =>
    updateProduct(deps, auditActorOf(request), request.params.id, request.body),
  )
}

/**
 * The admin's writes at the public prefix /api/products (docs/product-rules.md § Calls, Admin). The role is
 * checked on request, before the body is read, so a customer learns nothing about the input.
 */
export const productWriteRoutes: FastifyPluginAsyncZod<CatalogWriteDeps> = async (app, deps) => {
  const onRequest = app.requireRole('admin')

  app.post(
    '/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Create a product',
        description:
          'Name, description, price (0 or more), category and at least one variant are required; every SKU must be new (409 otherwise).',
        security,
        body: productInputSchema,
        response: { 201: productSchema, 400: apiErrorSchema, ...refusals, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createProduct(deps, auditActorOf(request), request.body)),
  )

  app.put('/:id', { onRequest, ...updateRouteOptions }, async (request) =>
    updateProduct(deps, auditActorOf(request), request.params.id, request.body),
  )

  app.delete(
    '/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete a product',
        description:
          'Past orders keep their copied name, price and image; cart lines of the product are removed.',
        security,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...refusals, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await deleteProduct(deps, auditActorOf(request), request.params.id)
      return { message: PRODUCT_DELETED_MESSAGE }
    },
  )
}
