import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.js'
import type { ListenForNotifications } from '../../db/postgres-listener.js'
import { postgresNotify } from '../../db/postgres-notify.js'
import type { SharedRedis } from './shared-redis.js'

/**
 * A named signal every instance of the shop hears: "the catalogue changed". Carried by Redis
 * pub/sub when REDIS_URL is set, else by PostgreSQL NOTIFY on the shared database
 * (docs/decisions/021-shared-state-across-instances.md). An instance ignores its own.
 */
export interface Announcements {
  /** Tells the other instances; a failure is logged, never thrown (their caches expire anyway). */
  announce: () => void
  /**
   * Calls `onAnnounced` for each announcement of another instance, and also whenever some may
   * have been missed (after the connection was lost and made again).
   */
  listen: (onAnnounced: () => void) => Promise<void>
  close: () => Promise<void>
}

export function redisAnnouncements(
  redis: SharedRedis,
  name: string,
  log: FastifyBaseLogger,
): Announcements {
  // Channels are not keys: ioredis does not prefix them, so the shop's prefix is added here.
  const channel = `${redis.keyPrefix}${name}`
  const subscriber = redis.duplicate()
  // Each instance names itself, so it can skip the echo of its own announcements.
  const instanceId = randomUUID()
  return {
    announce: () => {
      redis.client.publish(channel, instanceId).catch((error: unknown) => {
        log.warn({ err: error }, `Could not announce ${name} to the other instances over Redis`)
      })
    },
    listen: async (onAnnounced) => {
      let isSubscribed = false
      const subscribe = () =>
        subscriber.subscribe(channel).then(
          () => {
            isSubscribed = true
          },
          // Redis is down or not connected yet: 'ready' tries again when it is.
          () => undefined,
        )
      subscriber.on('ready', () => {
        // After a reconnect ioredis subscribes again by itself, but what was announced
        // meanwhile is lost: the cache is dropped as if it had been announced.
        if (isSubscribed) onAnnounced()
        else void subscribe().then(onAnnounced)
      })
      subscriber.on('message', (from: string, sender: string) => {
        if (from === channel && sender !== instanceId) onAnnounced()
      })
      await subscribe()
    },
    close: async () => {
      await subscriber.quit().catch(() => {
        subscriber.disconnect()
      })
    },
  }
}

export function postgresAnnouncements(
  db: Database,
  listen: ListenForNotifications,
  name: string,
  log: FastifyBaseLogger,
): Announcements {
  const channel = `shop_${name.replaceAll('-', '_')}`
  let listener: Awaited<ReturnType<ListenForNotifications>> | undefined
  const instanceId = randomUUID()
  return {
    announce: () => {
      postgresNotify(db, channel, instanceId).catch((error: unknown) => {
        log.warn({ err: error }, `Could not announce ${name} to the other instances`)
      })
    },
    listen: async (onAnnounced) => {
      listener = await listen(channel, {
        onMessage: (sender) => {
          if (sender !== instanceId) onAnnounced()
        },
        onGap: onAnnounced,
      })
    },
    close: async () => {
      await listener?.close()
    },
  }
}
