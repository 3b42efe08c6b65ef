import {
  checkoutConflictSchema,
  checkoutPaymentSchema,
  checkoutSchema,
  createCheckoutBodySchema,
  payCheckoutBodySchema,
  paymentConfigSchema,
  quoteBodySchema,
  quoteSchema,
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
  quoteBasket,
} from './checkout.service.js'
import { createDiscountCodeAttempts } from './discount-code-attempts.js'
import { finalizeCheckout } from './finalize-order.js'

const tags = ['Checkout']
const security = [{ bearerAuth: [] }]
const refusals = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
}

/** Checkout, payment and finalization under /api/checkout (docs/product-rules.md § Checkout). */
export const checkoutRoutes: FastifyPluginAsyncZod<PaymentDeps> = async (app, deps) => {
  const { db } = deps
  const countCodeAttempt = createDiscountCodeAttempts(app)

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
    '/quote',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'What the basket costs the caller now: subtotal, discount, shipping, tax, total',
        description:
          'The one price of a basket (docs/product-rules.md § Money), for the checkout page to show. Without an address (or option) shipping and tax are 0; only the address’s country and state are read. With `useStoreCredit: true`, `storeCreditApplied` is the caller’s store credit up to the total and `amountDue` the rest (without it, 0 and the total). A code that does not apply is not an error: `discountCode` is null and `discountMessage` says why (an unknown, switched-off or not yet started code alike: `This code is not valid.`). Requests with a code are limited per client (429). Unknown products are 404, stock 409, an option not offered for the country 400.',
        security,
        body: quoteBodySchema,
        response: { 200: quoteSchema, ...refusals, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await countCodeAttempt(request, request.body.discountCode)
      return quoteBasket(db, currentUser(request).id, request.body)
    },
  )

  app.post(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Create a checkout from the cart lines, address and shipping option',
        description:
          'Every delivery field is required. The basket is priced like the quote; a `totalPrice` (or a line `price` or shipping `cost`) that differs from the server’s, or a `discountCode` that does not apply, is refused with 409 (requests with a code are limited per client, 429) and the fresh `checkoutItems`, `shippingOption`, `subtotal`, `discount`, `discountCode`, `shippingCost`, `tax` and `totalPrice` (the reason of a refused code is the message). A line beyond its stock is a 409. The prices hold until `expiresAt` (one hour). With `useStoreCredit: true` the checkout keeps the caller’s store credit up to the total as `storeCreditApplied`; the payment takes `amountDue`, and an `amountDue` of 0 has no payment step (finalize it directly). The credit is spent when the checkout is finalized.',
        security,
        body: createCheckoutBodySchema,
        response: {
          201: checkoutSchema,
          ...refusals,
          409: checkoutConflictSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await countCodeAttempt(request, request.body.discountCode)
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
        summary: 'Open a payment for the checkout’s amount due',
        description:
          'Opens a PayPal order (intent CAPTURE, USD) or a demo payment for the server’s `amountDue` (the total less the store credit the checkout spends). Each call opens a new one; only the latest can pay the checkout. A checkout older than an hour, or whose prices, stock, code or tax changed, or whose store credit the balance no longer covers, is a 409 with the fresh figures. A checkout whose `amountDue` is 0 has nothing to pay (409): finalize it directly.',
        security,
        params: idParamsSchema,
        response: { 200: checkoutPaymentSchema, ...refusals, 409: checkoutConflictSchema },
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
          'Only `paymentDetails.orderId` is read, and it must be the payment opened for this checkout. The checkout is priced again first: older than an hour, or changed prices, stock, code or tax, answer 409 with the fresh figures and nothing is captured. The server captures the payment and marks the checkout paid only when the provider says COMPLETED for the checkout’s `amountDue` in USD. Confirming the same payment again answers the paid checkout.',
        security,
        params: idParamsSchema,
        body: payCheckoutBodySchema,
        response: { 200: checkoutSchema, ...refusals, 409: checkoutConflictSchema },
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
          'Takes the stock, spends the checkout’s store credit, writes the order (status Processing) and empties the caller’s cart in one transaction. Repeating the call answers the same order. A checkout whose `amountDue` is 0 (store credit pays all of it) is finalized without a payment and becomes paid here, after the checks the payment step makes (409 with the fresh figures). When the last unit went to another buyer in the meantime the payment is refunded and the answer is 409; when the store credit was spent elsewhere, nothing is written, a payment is refunded, and the 409 carries the fresh figures.',
        security,
        params: idParamsSchema,
        response: { 201: orderSchema, ...refusals, 409: checkoutConflictSchema },
      },
    },
    async (request, reply) => {
      const order = await finalizeCheckout(deps, currentUser(request).id, request.params.id)
      return reply.code(201).send(order)
    },
  )
}
