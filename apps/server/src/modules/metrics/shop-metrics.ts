import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { AppDeps } from '../../app-deps.js'
import { countUndeliveredMail, oldestWaitingMailSeconds } from '../mail/mail.service.js'
import type { SharedRedis } from '../shared-state/shared-redis.js'

/**
 * What /metrics reports (docs/api.md § Metrics): the process (Node's own metrics, event-loop
 * delay included), requests by route, the database pool, the mail outbox, the catalogue
 * cache and the Redis connection. The values that live elsewhere are read when Prometheus scrapes, not kept in step.
 */
export interface ShopMetrics {
  registry: Registry
  observeRequest: (
    labels: { method: string; route: string; status: number },
    seconds: number,
  ) => void
}

/** Buckets for a shop's answers: a cache hit takes a millisecond, a checkout up to a second. */
const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

export function createShopMetrics({
  db,
  catalogCache,
  poolStats,
  redis,
}: Pick<AppDeps, 'db' | 'catalogCache' | 'poolStats'> & {
  redis: SharedRedis | undefined
}): ShopMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })

  const requests = new Counter({
    name: 'shop_http_requests_total',
    help: 'Answered requests by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time from request to answer by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [registry],
  })

  new Counter({
    name: 'shop_catalog_cache_lookups_total',
    help: 'Catalogue cache lookups by result (hit or miss).',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const { hits, misses } = catalogCache.lookups()
      this.reset()
      this.inc({ result: 'hit' }, hits)
      this.inc({ result: 'miss' }, misses)
    },
  })

  new Gauge({
    name: 'shop_mail_outbox_messages',
    help: 'Mail not yet delivered, by status (queued, sending, failed).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = await countUndeliveredMail(db)
      for (const [status, count] of Object.entries(counts)) this.set({ status }, count)
    },
  })

  new Gauge({
    name: 'shop_mail_outbox_oldest_queued_seconds',
    help: 'Age of the oldest message waiting to be sent; 0 when none waits.',
    registers: [registry],
    async collect() {
      this.set(await oldestWaitingMailSeconds(db))
    },
  })

  if (poolStats) {
    new Gauge({
      name: 'shop_database_pool_connections',
      help: 'PostgreSQL pool: open connections (total), idle ones, and queries waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats()
        this.set({ state: 'total' }, stats.total)
        this.set({ state: 'idle' }, stats.idle)
        this.set({ state: 'waiting' }, stats.waiting)
      },
    })
  }

  if (redis) {
    new Gauge({
      name: 'shop_redis_connected',
      help: '1 while Redis is connected; 0 while limits and counters fall back to this instance.',
      registers: [registry],
      collect() {
        this.set(redis.isReady() ? 1 : 0)
      },
    })
  }

  return {
    registry,
    observeRequest({ method, route, status }, seconds) {
      requests.inc({ method, route, status: String(status) })
      latency.observe({ method, route }, seconds)
    },
  }
}
