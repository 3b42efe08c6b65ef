import {
  addCartItemBodySchema,
  cartQuerySchema,
  cartSchema,
  mergeCartBodySchema,
  removeCartItemBodySchema,
  updateCartItemBodySchema,
} from '@shop/shared/cart'
import { apiErrorSchema } from '@shop/shared/common'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { GUEST_CART_CREATION_LIMIT } from '../../config/rate-limits.js'
import { currentUser } from '../../plugins/auth.js'
import {
  addCartItem,
  getCart,
  mergeGuestCart,
  removeCartItem,
  resolveCartOwner,
  updateCartItem,
} from './cart.service.js'
import { createGuestCartCreations } from './guest-cart-creations.js'
import { GUEST_CART_MAX_IDLE_DAYS } from './guest-cart-sweeper.js'

const tags = ['Cart']
// Either anonymous (a guest) or with a bearer token.
const optionalBearerAuth: { [scheme: string]: string[] }[] = [{}, { bearerAuth: [] }]
const ownerRule =
  'With a bearer token the cart is the token user’s (any `userId` is ignored); without one, `guestId` is required.'
const guestCartRule = `A client creates at most ${String(GUEST_CART_CREATION_LIMIT.max)} guest carts an hour (429 beyond); a guest cart untouched for ${String(GUEST_CART_MAX_IDLE_DAYS)} days is removed.`
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema }
const lineRefusals = { ...refusals, 404: apiErrorSchema, 409: apiErrorSchema }

/** The cart of a guest or a user under /api/cart (docs/product-rules.md § Cart). */
export const cartRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const countGuestCartCreation = createGuestCartCreations(app, db)

  app.get(
    '/',
    {
      preHandler: app.identifyUser,
      schema: {
        tags,
        summary: 'The caller’s cart',
        description: `${ownerRule} A caller without a cart gets \`_id: null\` and no products.`,
        security: optionalBearerAuth,
        querystring: cartQuerySchema,
        response: { 200: cartSchema, ...refusals },
      },
    },
    async (request) => getCart(db, resolveCartOwner(request.user, request.query.guestId)),
  )

  app.post(
    '/',
    {
      preHandler: app.identifyUser,
      schema: {
        tags,
        summary: 'Add to the line of the same product, size and color',
        description: `${ownerRule} The line's quantity never exceeds the stock (409). ${guestCartRule}`,
        security: optionalBearerAuth,
        body: addCartItemBodySchema,
        response: { 200: cartSchema, ...lineRefusals, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { guestId, ...item } = request.body
      const owner = resolveCartOwner(request.user, guestId)
      await countGuestCartCreation(request, owner)
      return addCartItem(db, owner, item)
    },
  )

  app.put(
    '/',
    {
      preHandler: app.identifyUser,
      schema: {
        tags,
        summary: 'Set the quantity of a line (0 removes it)',
        description: `${ownerRule} The quantity never exceeds the stock (409). ${guestCartRule}`,
        security: optionalBearerAuth,
        body: updateCartItemBodySchema,
        response: { 200: cartSchema, ...lineRefusals, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { guestId, ...item } = request.body
      const owner = resolveCartOwner(request.user, guestId)
      if (item.quantity > 0) await countGuestCartCreation(request, owner)
      return updateCartItem(db, owner, item)
    },
  )

  app.delete(
    '/',
    {
      preHandler: app.identifyUser,
      schema: {
        tags,
        summary: 'Remove a line',
        description: `${ownerRule} Removing a line that is not in the cart changes nothing.`,
        security: optionalBearerAuth,
        body: removeCartItemBodySchema,
        response: { 200: cartSchema, ...refusals },
      },
    },
    async (request) => {
      const { guestId, ...key } = request.body
      return removeCartItem(db, resolveCartOwner(request.user, guestId), key)
    },
  )

  app.post(
    '/merge',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Move a guest cart into the caller’s cart',
        description:
          'Quantities are added, capped by the stock; the guest cart is deleted. A missing or empty guest cart answers the caller’s cart unchanged.',
        security: [{ bearerAuth: [] }],
        body: mergeCartBodySchema,
        response: { 200: cartSchema, ...refusals },
      },
    },
    async (request) => mergeGuestCart(db, currentUser(request).id, request.body.guestId),
  )
}
