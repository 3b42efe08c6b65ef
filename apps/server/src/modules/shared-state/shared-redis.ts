import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'
import type { RedisConfig } from '../../config/env.js'

/**
 * The connection to the Redis every instance shares (REDIS_URL): rate limits, sign-in counters
 * and catalogue change announcements (docs/decisions/021-shared-state-across-instances.md).
 *
 * Redis is a helper, never a dependency of a request: a command that cannot be sent at once
 * fails at once (no offline queue), one that hangs fails within COMMAND_TIMEOUT_MS, and the
 * callers then count in this process. The client reconnects by itself for as long as it runs.
 */
export interface SharedRedis {
  client: Redis
  /** Starts every key (ioredis adds it) and every channel name (callers add it). */
  keyPrefix: string
  /** Connected and answering; false sends callers straight to their in-process fallback. */
  isReady: () => boolean
  /** Logs a failed command as a warning, at most once a minute, so an outage cannot flood the log. */
  reportFailure: (error: unknown, fallback: string) => void
  /** A further connection on the same settings: a subscribed connection can do nothing else. */
  duplicate: () => Redis
  close: () => Promise<void>
}

/** A healthy Redis answers in well under a millisecond; a request never waits longer than this. */
const COMMAND_TIMEOUT_MS = 500
const CONNECT_TIMEOUT_MS = 2_000
const MAX_RECONNECT_DELAY_MS = 2_000
const FAILURE_LOG_INTERVAL_MS = 60_000

export function openSharedRedis(config: RedisConfig, log: FastifyBaseLogger): SharedRedis {
  const options = {
    keyPrefix: config.keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
  }
  const client = new Redis(config.url, options)
  let isDown = false
  let lastFailureLoggedAt = 0

  const markDown = (reason: string) => {
    if (isDown) return
    isDown = true
    log.warn(
      `Redis is unreachable (${reason}): rate limits and sign-in counters are counted in this instance until it is back`,
    )
  }
  // ioredis emits an error for every failed reconnect; only the change of state is news.
  client.on('error', (error: Error) => {
    markDown(error.message)
  })
  client.on('close', () => {
    markDown('connection closed')
  })
  client.on('ready', () => {
    if (isDown) log.info('Redis is back: limits and counters are shared by every instance again')
    isDown = false
  })

  return {
    client,
    keyPrefix: config.keyPrefix,
    isReady: () => client.status === 'ready',
    reportFailure: (error, fallback) => {
      const now = Date.now()
      if (now - lastFailureLoggedAt < FAILURE_LOG_INTERVAL_MS) return
      lastFailureLoggedAt = now
      log.warn(
        { err: error },
        `A Redis command failed: ${fallback} counted in this instance for this request`,
      )
    },
    duplicate: () => {
      const copy = client.duplicate({ keyPrefix: undefined })
      // Its outages are the main connection's too, and logged there.
      copy.on('error', () => undefined)
      return copy
    },
    close: async () => {
      client.removeAllListeners('close')
      await client.quit().catch(() => {
        client.disconnect()
      })
    },
  }
}
