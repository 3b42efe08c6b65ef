import { apiErrorSchema } from '@shop/shared/common'
import { productFieldValuesSchema } from '@shop/shared/product-field-values'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { findProductFieldValues } from './product-field-values.repository.js'

/** The product form's free-text suggestions, under /api/admin/products (modules/admin/admin.routes.ts). */
export const productFieldValuesAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db },
) => {
  app.get(
    '/field-values',
    {
      schema: {
        tags: ['Admin: products'],
        summary: 'Every brand, collection and material the catalogue uses',
        description:
          'Distinct non-empty values over all products, drafts included, for the product form to suggest.',
        security: [{ bearerAuth: [] }],
        response: { 200: productFieldValuesSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => findProductFieldValues(db),
  )
}
