import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import {
  LocalStore,
  RedisStore,
  type RateLimitStore,
  type StoreCallback,
} from './rate-limit-plugin-stores.js'
import type { SharedRedis } from './shared-redis.js'

/** What the plugin hands a store's constructor besides the options its types name. */
interface PluginParams {
  continueExceeding?: boolean
  exponentialBackoff?: boolean
}

/** How many keys each route's in-process fallback keeps (the plugin's own default). */
const FALLBACK_KEYS = 5000

/**
 * Counts in Redis while it answers and in this process while it does not: a Redis outage makes
 * each instance enforce the limit on its own, never lifts it and never fails the request
 * (docs/decisions/021-shared-state-across-instances.md).
 */
class RedisFirstStore implements RateLimitStore {
  constructor(
    private readonly shared: RateLimitStore,
    private readonly local: RateLimitStore,
    private readonly redis: SharedRedis,
  ) {}

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    this.counted('incr', key, callback, timeWindow, max)
  }

  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    this.counted('read', key, callback, timeWindow, max)
  }

  child(routeOptions: unknown): RateLimitStore {
    return new RedisFirstStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.redis,
    )
  }

  private counted(
    method: 'incr' | 'read',
    key: string,
    callback: StoreCallback,
    timeWindow: number,
    max: number,
  ): void {
    if (!this.redis.isReady()) {
      this.local[method](key, callback, timeWindow, max)
      return
    }
    this.shared[method](
      key,
      (error, result) => {
        if (!error) {
          callback(null, result)
          return
        }
        this.redis.reportFailure(error, 'rate limits are')
        this.local[method](key, callback, timeWindow, max)
      },
      timeWindow,
      max,
    )
  }
}

/** The `store` option of @fastify/rate-limit for a shop with REDIS_URL. */
export function sharedRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  return class extends RedisFirstStore {
    constructor(options: FastifyRateLimitOptions & PluginParams) {
      const { continueExceeding = false, exponentialBackoff = false } = options
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis.client, 'rate-limit:'),
        new LocalStore(continueExceeding, exponentialBackoff, FALLBACK_KEYS),
        redis,
      )
    }
  }
}
