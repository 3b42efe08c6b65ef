import type { FastifyInstance, FastifyRequest } from 'fastify'
import { DISCOUNT_CODE_ATTEMPT_LIMIT } from '../../config/rate-limits.js'
import { rateLimited } from '../../lib/app-error.js'

export const tooManyCodeAttemptsMessage = (retryAfterMs: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return `Too many discount code attempts. Please try again in ${String(minutes)} minute${minutes === 1 ? '' : 's'}.`
}

/**
 * Counts each request that carries a discount code against its client, before the code is
 * looked at, so nobody can try codes one after another to find a valid or upcoming one. Over
 * the limit the request is refused (429) without an answer about the code. The counts live in
 * the shop's rate-limit store (Redis when REDIS_URL is set), shared by every instance.
 */
export function createDiscountCodeAttempts(app: FastifyInstance) {
  const attempts = app.createRateLimit({
    ...DISCOUNT_CODE_ATTEMPT_LIMIT,
    keyGenerator: (request) => `discount-code:${request.ip}`,
  })
  return async (request: FastifyRequest, code: string | null | undefined): Promise<void> => {
    if (code === undefined || code === null) return
    const attempt = await attempts(request)
    if (!attempt.isAllowed && attempt.isExceeded) {
      throw rateLimited(tooManyCodeAttemptsMessage(attempt.ttl), attempt.ttl)
    }
  }
}
