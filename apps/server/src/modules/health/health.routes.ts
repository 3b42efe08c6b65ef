import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { NEVER_SHED } from '../../plugins/load-shedding.js'
import type { SharedRedis } from '../shared-state/shared-redis.js'
import { createReadinessCheck } from './readiness.js'

/** How long a load balancer should wait before asking an instance that is not ready again. */
const NOT_READY_RETRY_AFTER_SECONDS = 5

const checkState = z.enum(['ok', 'failing'])
const readinessAnswer = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({
    database: checkState,
    migrations: checkState,
    /** Only when REDIS_URL is set; failing leaves the instance ready (docs/api.md § Health). */
    redis: checkState.optional(),
  }),
  message: z.string().optional(),
})

/** Health for people, load balancers and process managers (docs/api.md § Health). */
export const healthRoutes: FastifyPluginAsyncZod<
  Pick<AppDeps, 'db' | 'databaseWrites'> & { redis: SharedRedis | undefined }
> = async (app, { db, redis, databaseWrites }) => {
  const checkReadiness = createReadinessCheck(db, redis, databaseWrites)

  app.get(
    '/health',
    {
      config: { isPublic: true },
      schema: {
        tags: ['Health'],
        summary: 'The server accepts requests (kept for existing monitors)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    () => ({ status: 'ok' as const }),
  )

  app.get(
    '/health/live',
    {
      config: NEVER_SHED,
      schema: {
        tags: ['Health'],
        summary: 'Liveness: the process runs and answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    () => ({ status: 'ok' as const }),
  )

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['Health'],
        summary: 'Readiness: the database answers and has every migration of this version',
        response: { 200: readinessAnswer, 503: readinessAnswer },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness()
      if (readiness.ready) {
        return { status: 'ok' as const, checks: readiness.checks, message: readiness.message }
      }
      return reply
        .code(503)
        .header('retry-after', String(NOT_READY_RETRY_AFTER_SECONDS))
        .send({
          status: 'unavailable' as const,
          checks: readiness.checks,
          message: readiness.message,
        })
    },
  )
}
