import { apiErrorSchema, idParamsSchema } from '@shop/shared/common'
import {
  createReturnBodySchema,
  returnListSchema,
  returnSchema,
  returnableOrderSchema,
} from '@shop/shared/returns'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { currentUser } from '../../plugins/auth.js'
import {
  cancelReturn,
  createReturn,
  getReturnOf,
  getReturnable,
  listMyReturns,
} from './returns.service.js'

const tags = ['Returns']
const security = [{ bearerAuth: [] }]
const refusals = { 401: apiErrorSchema, 404: apiErrorSchema }

/** A customer's returns under /api/returns (docs/decisions/032-returns-and-exchanges.md). */
export const returnsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps

  app.get(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The caller’s returns, newest first',
        security,
        response: { 200: returnListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listMyReturns(db, currentUser(request).id),
  )

  app.post(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Return or exchange units of one of the caller’s orders',
        description:
          'Items of a Shipped or Delivered order can go back until the return window closes (the settings’ days after delivery, or shipping). Each line names its units, a reason and, for an exchange, another size or colour of the same product: that unit is held from stock at once (409 when none is left). `refundAmount` is computed here: the units’ price less their share of the order’s discount, plus their share of the tax on goods; exchanged units refund nothing. More units than are returnable, a closed window or a line of another order → 4xx and nothing is made. The customer gets a mail with the slip link.',
        security,
        body: createReturnBodySchema,
        response: { 201: returnSchema, 400: apiErrorSchema, ...refusals, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const made = await createReturn(deps, currentUser(request), request.body, new Date())
      return reply.code(201).send(made)
    },
  )

  app.get(
    '/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'One of the caller’s returns (any return for an admin)',
        security,
        params: idParamsSchema,
        response: { 200: returnSchema, ...refusals },
      },
    },
    async (request) => getReturnOf(db, currentUser(request), request.params.id),
  )

  app.post(
    '/:id/cancel',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Withdraw a return not yet approved',
        description:
          'Held exchange units go back to stock. Repeating it answers the cancelled return; a return already approved or later → 409.',
        security,
        params: idParamsSchema,
        response: { 200: returnSchema, ...refusals, 409: apiErrorSchema },
      },
    },
    async (request) => cancelReturn(deps, currentUser(request), request.params.id, new Date()),
  )
}

/** `GET /api/orders/:id/returnable`, beside the order routes. */
export const returnableRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/:id/returnable',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'What of an order can be returned now, and until when',
        description:
          'Each line with `returnable` units (0 outside the window, for an order not shipped, or once all its units are in returns) and the other variants of its product in stock for an exchange. `deadline` is null for an order not shipped yet.',
        security,
        params: idParamsSchema,
        response: { 200: returnableOrderSchema, ...refusals },
      },
    },
    async (request) => getReturnable(deps, currentUser(request), request.params.id, new Date()),
  )
}
