import {
  ORDER_DELETED_MESSAGE,
  adminOrderListSchema,
  adminOrderSchema,
  refundOrderBodySchema,
  updateOrderBodySchema,
} from '@shop/shared/admin'
import { adminOrderListQuerySchema } from '@shop/shared/admin-list-queries'
import { apiErrorSchema, idParamsSchema, messageResponseSchema } from '@shop/shared/common'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { sendPage } from '../../lib/paged-list.js'
import { auditActorOf } from '../audit/audit-actor.js'
import { deleteOrder, getOrder, updateOrder } from './orders.admin-service.js'
import { listOrdersForAdmin } from './orders.admin-list.js'
import { createOrderRefunds } from './refund-order.js'

const tags = ['Admin: orders']
const security = [{ bearerAuth: [] }]
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema }

/** Order management under /api/admin/orders; the admin scope (modules/admin) checks the role. */
export const ordersAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, paymentProvider } = deps
  // buildApp resolves PAYMENT_PROVIDER before registering the admin scope.
  if (!paymentProvider) throw new Error('The admin order routes need the payment provider')
  const refunds = createOrderRefunds({ ...deps, paymentProvider })

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'A page of orders with the number of matches',
        description:
          "Newest first unless `sort` says otherwise (`createdAt`, `total`, `status`; `-` for descending). `status` is one order status; `from` and `to` are UTC days (YYYY-MM-DD), both included. `search` finds any part of the order number, the customer's name or e-mail, or the name on the shipping address. The number of matches is in `X-Total-Count`.",
        security,
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => sendPage(reply, await listOrdersForAdmin(db, request.query)),
  )

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One order',
        security,
        params: idParamsSchema,
        response: { 200: adminOrderSchema, ...refusals, 404: apiErrorSchema },
      },
    },
    async (request) => getOrder(db, request.params.id),
  )

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Set the status or tracking number',
        description:
          'A new tracking number sets Shipped (unless the status sent is Delivered); an empty one clears it. Delivered sets isDelivered and deliveredAt. Cancelled returns the units to stock; leaving Cancelled takes them again (409 when they are gone).',
        security,
        params: idParamsSchema,
        body: updateOrderBodySchema,
        response: {
          200: adminOrderSchema,
          400: apiErrorSchema,
          ...refusals,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => updateOrder(deps, auditActorOf(request), request.params.id, request.body),
  )

  app.post(
    '/:id/refund',
    {
      schema: {
        tags,
        summary: 'Refund the payment, or a part of it, optionally cancelling the order',
        description:
          'Refunds everything not yet refunded, or `amount` dollars of it (more than is left → 409). Money goes back first through the provider that took it, up to what is left of the capture; beyond it, the part paid with store credit goes back as store credit. Answers the order with refundedAmount raised and paymentStatus "partially_refunded", or "refunded" with refundedAt once nothing is left. Identical requests made at once refund once; an order refunded in full answers as it is to a refund without amount. cancel: true also sets Cancelled (units back to stock) in the same step. The buyer gets one mail: the cancellation stating the refund, or else the refund mail with its amount. An order paid through another provider than the configured one → 409 saying where to refund it; the provider refusing or failing → 502 with its reason, and nothing changes.',
        security,
        params: idParamsSchema,
        body: refundOrderBodySchema,
        response: {
          200: adminOrderSchema,
          400: apiErrorSchema,
          ...refusals,
          404: apiErrorSchema,
          409: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => refunds.refundOrder(auditActorOf(request), request.params.id, request.body),
  )

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete an order',
        security,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...refusals, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await deleteOrder(db, auditActorOf(request), request.params.id)
      return { message: ORDER_DELETED_MESSAGE }
    },
  )
}
