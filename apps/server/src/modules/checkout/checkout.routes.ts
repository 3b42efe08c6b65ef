import {
  checkoutConflictSchema,
  checkoutPaymentSchema,
  checkoutSchema,
  createCheckoutBodySchema,
  payCheckoutBodySchema,
  paymentConfigSchema,
} from '@shop/shared/checkout'
import { apiErrorSchema, idParamsSchema } from '@shop/shared/common'
import { orderSchema } from '@shop/shared/orders'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { PaymentDeps } from '../../app-deps.js'
import { currentUser } from '../../plugins/auth.js'
import {
  createCheckout,
  getPaymentConfig,
  openCheckoutPayment,
  payCheckout,
} from './checkout.service.js'
import { finalizeCheckout } from './finalize-order.js'

const tags = ['Checkout']
const security = [{ bearerAuth: [] }]
const refusals = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
}

/** Checkout, payment and finalization under /api/checkout (api-contract § Checkout). */
export const checkoutRoutes: FastifyPluginAsyncZod<PaymentDeps> = async (app, deps) => {
  const { db } = deps

  app.get(
    '/payment-config',
    {
      schema: {
        tags,
        summary: 'Which payment the checkout page shows',
        description:
          'No token needed. `provider` is `paypal` or `demo`; `clientId` is the public PayPal client id the browser SDK loads with (null for demo).',
        response: { 200: paymentConfigSchema },
      },
    },
    () => getPaymentConfig(deps),
  )

  app.post(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Create a checkout from the cart lines, address and shipping option',
        description:
          'Every delivery field is required. Lines are priced from the database and shipping from the rate table; a `totalPrice` (or a line `price` or shipping `cost`) that differs from the server’s is refused with 409 and the fresh `checkoutItems`, `shippingOption`, `subtotal`, `shippingCost` and `totalPrice`. A line beyond its stock is a 409.',
        security,
        body: createCheckoutBodySchema,
        response: { 201: checkoutSchema, ...refusals, 409: checkoutConflictSchema },
      },
    },
    async (request, reply) => {
      const checkout = await createCheckout(db, currentUser(request).id, request.body)
      return reply.code(201).send(checkout)
    },
  )

  app.post(
    '/:id/payment',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Open a payment for the checkout’s total',
        description:
          'Opens a PayPal order (intent CAPTURE, USD) or a demo payment for the server’s total. Each call opens a new one; only the latest can pay the checkout.',
        security,
        params: idParamsSchema,
        response: { 200: checkoutPaymentSchema, ...refusals },
      },
    },
    async (request) => openCheckoutPayment(deps, currentUser(request).id, request.params.id),
  )

  app.put(
    '/:id/pay',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Confirm the approved payment: the server captures and verifies it',
        description:
          'Only `paymentDetails.orderId` is read, and it must be the payment opened for this checkout. The server captures it and marks the checkout paid only when the provider says COMPLETED for the checkout’s total in USD. Confirming the same payment again answers the paid checkout.',
        security,
        params: idParamsSchema,
        body: payCheckoutBodySchema,
        response: { 200: checkoutSchema, ...refusals },
      },
    },
    async (request) => payCheckout(deps, currentUser(request).id, request.params.id, request.body),
  )

  app.post(
    '/:id/finalize',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Turn the paid checkout into an order',
        description:
          'Takes the stock, writes the order (status Processing) and empties the caller’s cart in one transaction. Repeating the call answers the same order. When the last unit went to another buyer in the meantime, the payment is refunded and the answer is 409.',
        security,
        params: idParamsSchema,
        response: { 201: orderSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const order = await finalizeCheckout(deps, currentUser(request).id, request.params.id)
      return reply.code(201).send(order)
    },
  )
}
