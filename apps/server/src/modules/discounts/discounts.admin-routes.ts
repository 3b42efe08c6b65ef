import { adminDiscountListQuerySchema } from '@shop/shared/admin-list-queries'
import { apiErrorSchema, idParamsSchema, messageResponseSchema } from '@shop/shared/common'
import {
  DISCOUNT_DELETED_MESSAGE,
  discountBodySchema,
  discountListSchema,
  discountSchema,
} from '@shop/shared/discounts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { sendPage } from '../../lib/paged-list.js'
import { auditActorOf } from '../audit/audit-actor.js'
import { createDiscount, deleteDiscount, updateDiscount } from './discounts.admin-service.js'
import { listDiscountsForAdmin } from './discounts.admin-list.js'

const tags = ['Admin: discounts']
const security = [{ bearerAuth: [] }]
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema }

const BODY_DESCRIPTION =
  '`value` is a percent (1–100, 2 decimals) for `percent`, dollars for `fixed` and ignored for `free_shipping`. Codes are 3–32 letters, digits, dashes or underscores, unique without regard to case (409).'

/** Discount codes under /api/admin/discounts (docs/product-rules.md § Money); the admin scope checks the role. */
export const discountsAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'A page of discount codes with the number of matches',
        description:
          'Each code carries `timesUsed`, the orders that redeemed it. Newest first unless `sort` says otherwise (`code`, `createdAt`, `timesUsed`; `-` for descending). `active=true|false` filters; `search` finds any part of a code. The number of matches is in `X-Total-Count`.',
        security,
        querystring: adminDiscountListQuerySchema,
        response: { 200: discountListSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => sendPage(reply, await listDiscountsForAdmin(db, request.query)),
  )

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Add a discount code',
        description: BODY_DESCRIPTION,
        security,
        body: discountBodySchema,
        response: { 201: discountSchema, 400: apiErrorSchema, ...refusals, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDiscount(db, auditActorOf(request), request.body)),
  )

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Replace a discount code’s settings',
        description: `${BODY_DESCRIPTION} A usage limit below the code’s uses answers 409.`,
        security,
        params: idParamsSchema,
        body: discountBodySchema,
        response: {
          200: discountSchema,
          400: apiErrorSchema,
          ...refusals,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => updateDiscount(db, auditActorOf(request), request.params.id, request.body),
  )

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a discount code',
        description:
          'Its uses go with it; orders that used it keep the code and the amount they were given.',
        security,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...refusals, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await deleteDiscount(db, auditActorOf(request), request.params.id)
      return { message: DISCOUNT_DELETED_MESSAGE }
    },
  )
}
