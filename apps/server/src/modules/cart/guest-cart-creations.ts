import type { FastifyInstance, FastifyRequest } from 'fastify'
import { GUEST_CART_CREATION_LIMIT } from '../../config/rate-limits.js'
import type { Executor } from '../../db/client.js'
import { rateLimited } from '../../lib/app-error.js'
import type { CartOwner } from './cart.repository.js'
import { hasCart } from './cart.service.js'

export const tooManyGuestCartsMessage = (retryAfterMs: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return `Too many new carts from your connection. Please try again in ${String(minutes)} minute${minutes === 1 ? '' : 's'}.`
}

/**
 * Counts each guest cart a client is about to create (a change for a guest id that has no cart
 * yet) and refuses (429) beyond GUEST_CART_CREATION_LIMIT, so no client can fill the carts table
 * with made-up guest ids. Changes to an existing cart and users' carts are never counted. The
 * counts live in the shop's rate-limit store (Redis when REDIS_URL is set).
 */
export function createGuestCartCreations(app: FastifyInstance, db: Executor) {
  const creations = app.createRateLimit({
    ...GUEST_CART_CREATION_LIMIT,
    keyGenerator: (request) => `guest-cart:${request.ip}`,
  })
  return async (request: FastifyRequest, owner: CartOwner): Promise<void> => {
    if (owner.guestId === undefined || (await hasCart(db, owner))) return
    const attempt = await creations(request)
    if (!attempt.isAllowed && attempt.isExceeded) {
      throw rateLimited(tooManyGuestCartsMessage(attempt.ttl), attempt.ttl)
    }
  }
}
