import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import type { CatalogCache } from '../catalog/catalog-cache.js'
import { createMemorySignInCounters, type SignInCounters } from '../users/sign-in-counters.js'
import { postgresAnnouncements, redisAnnouncements, type Announcements } from './announcements.js'
import { createSharedSignInCounters } from './redis-count-store.js'
import { openSharedRedis, type SharedRedis } from './shared-redis.js'

/**
 * What several instances of the shop must agree on (docs/product-rules.md § Several instances): limits
 * and sign-in counters in Redis when REDIS_URL is set, and every instance's catalogue cache
 * dropped when any of them changes the catalogue. A single process without Redis gets exactly
 * what it had before (docs/decisions/021-shared-state-across-instances.md).
 */
export interface SharedAcrossInstances {
  redis: SharedRedis | undefined
  /** The given cache, whose `clear()` now also reaches the other instances. */
  catalogCache: CatalogCache
  signInCounters: SignInCounters
}

const CATALOG_CHANGED = 'catalog-changed'

export async function shareAcrossInstances(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<SharedAcrossInstances> {
  const redis = deps.config.redis ? openSharedRedis(deps.config.redis, app.log) : undefined
  if (redis) app.addHook('onClose', () => redis.close())

  const signInCounters =
    deps.signInCounters ??
    (redis ? createSharedSignInCounters(redis) : createMemorySignInCounters())

  const announcements = catalogAnnouncements(app, deps, redis)
  if (!announcements) return { redis, catalogCache: deps.catalogCache, signInCounters }
  const localCache = deps.catalogCache
  await announcements.listen(() => {
    localCache.clear()
  })
  app.addHook('onClose', () => announcements.close())
  const catalogCache: CatalogCache = {
    ...localCache,
    clear: () => {
      localCache.clear()
      announcements.announce()
    },
  }
  return { redis, catalogCache, signInCounters }
}

/** Redis when configured, else the shared PostgreSQL; PGlite serves one process only. */
function catalogAnnouncements(
  app: FastifyInstance,
  deps: AppDeps,
  redis: SharedRedis | undefined,
): Announcements | undefined {
  if (redis) return redisAnnouncements(redis, CATALOG_CHANGED, app.log)
  if (deps.listenForNotifications) {
    return postgresAnnouncements(deps.db, deps.listenForNotifications, CATALOG_CHANGED, app.log)
  }
  return undefined
}
