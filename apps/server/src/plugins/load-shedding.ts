import underPressure from '@fastify/under-pressure'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error.js'

/**
 * Load shedding (docs/configuration.md § Several instances): when the event loop has been late
 * by more than `maxEventLoopDelayMs` on average over the last sample, new requests answer 503
 * with Retry-After at once instead of queueing behind the work already there. A load balancer
 * then sends them to another instance, and the requests already taken finish in time.
 * Liveness is never shed: an overloaded process is alive, and restarting it would lose its work.
 */

export const OVERLOADED_MESSAGE = 'The shop is very busy right now. Please try again in a moment.'
const OVERLOADED_RETRY_AFTER_SECONDS = 2
/** Short enough to notice overload within a second, long enough for a stable average. */
const SAMPLE_INTERVAL_MS = 500

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's per-route handler; the liveness route answers whatever the load. */
    pressureHandler?: () => undefined
  }
}

export interface LoadSheddingOptions {
  /** 0 turns shedding off. */
  maxEventLoopDelayMs: number
}

/** Lets a route answer under any load (liveness). */
export const NEVER_SHED = { pressureHandler: () => undefined }

async function loadShedding(app: FastifyInstance, { maxEventLoopDelayMs }: LoadSheddingOptions) {
  if (maxEventLoopDelayMs <= 0) return
  let lastWarnedAt = 0
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: SAMPLE_INTERVAL_MS,
    pressureHandler: (request) => {
      // Once a minute at most: an overload must not also flood the log.
      if (Date.now() - lastWarnedAt > 60_000) {
        lastWarnedAt = Date.now()
        request.log.warn(
          `Shedding load: the event loop is over ${String(maxEventLoopDelayMs)} ms late, new requests get 503`,
        )
      }
      return Promise.reject(
        new AppError('unavailable', OVERLOADED_MESSAGE, undefined, {
          retryAfterSeconds: OVERLOADED_RETRY_AFTER_SECONDS,
        }),
      )
    },
  })
}

export const loadSheddingPlugin = fp(loadShedding, { name: 'load-shedding' })
