import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { AppDeps } from '../../app-deps.js'
import { AppError } from '../../lib/app-error.js'
import { bearerTokenOf } from '../../plugins/auth.js'
import type { SharedRedis } from '../shared-state/shared-redis.js'
import { createShopMetrics } from './shop-metrics.js'

/** The label of requests no route matched: the server-rendered pages, files and 404s. */
const PAGES_AND_FILES_ROUTE = '(pages and files)'

const METRICS_TOKEN_MESSAGE = 'A valid metrics token is required.'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Prometheus's `GET /metrics`, only when METRICS_TOKEN is set and only with that bearer token
 * (docs/product-rules.md § Several instances). Without the token nothing is measured.
 */
async function metrics(app: FastifyInstance, deps: AppDeps & { redis: SharedRedis | undefined }) {
  const token = deps.config.metricsToken
  if (token === undefined) return
  const shopMetrics = createShopMetrics(deps)
  const tokenDigest = digest(token)

  app.addHook('onResponse', (request, reply, done) => {
    shopMetrics.observeRequest(
      {
        method: request.method,
        route: request.routeOptions.url ?? PAGES_AND_FILES_ROUTE,
        status: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    )
    done()
  })

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = bearerTokenOf(request.headers.authorization)
    // Digests of equal length, so the comparison takes the same time whatever was sent.
    if (given === undefined || !timingSafeEqual(digest(given), tokenDigest)) {
      throw new AppError('unauthorized', METRICS_TOKEN_MESSAGE)
    }
    const body = await shopMetrics.registry.metrics()
    return reply
      .header('content-type', shopMetrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(body)
  })
}

export const metricsPlugin = fp(metrics, { name: 'metrics' })
