import type { Database } from '../../db/client.js'
import type { WriteRefusal } from '../../db/pglite/disk-guarded-pglite.js'
import { appliedMigrationLevel, shippedMigrationLevel } from '../../db/migration-level.js'
import type { SharedRedis } from '../shared-state/shared-redis.js'

/**
 * What a load balancer asks before it sends this instance traffic (docs/api.md § Health):
 * the database answers within a moment, and every migration this build ships has been applied
 * (an instance of a newer build may not have migrated a shared database yet). Redis, when
 * configured, is reported but never makes an instance unready: without it each instance counts
 * its limits itself, and taking every instance out of service would be the greater harm.
 */

export type CheckState = 'ok' | 'failing'

export interface Readiness {
  ready: boolean
  checks: { database: CheckState; migrations: CheckState; redis?: CheckState }
  /** Why the instance is not ready or runs impaired, for a person; absent when all is well. */
  message?: string
}

/** Longer than any healthy answer, short enough that a probe never hangs on a dead database. */
const CHECK_TIMEOUT_MS = 2000

async function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error('timed out'))
    }, CHECK_TIMEOUT_MS)
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

export const REDIS_FALLBACK_MESSAGE =
  'Redis does not answer: rate limits and sign-in counters are counted in each instance until it is back.'

/** Reads the migration files once; each check then costs two small queries (and a Redis PING). */
export function createReadinessCheck(
  db: Database,
  redis?: SharedRedis,
  writes?: Pick<WriteRefusal, 'writesRefusedBecause'>,
): () => Promise<Readiness> {
  const checkDatabase = createDatabaseCheck(db, writes)
  return async () => {
    const [database, redisState] = await Promise.all([
      checkDatabase(),
      redis ? checkRedis(redis) : undefined,
    ])
    if (!redisState) return database
    const readiness = { ...database, checks: { ...database.checks, redis: redisState } }
    if (redisState === 'ok' || !readiness.ready) return readiness
    return { ...readiness, message: REDIS_FALLBACK_MESSAGE }
  }
}

async function checkRedis(redis: SharedRedis): Promise<CheckState> {
  if (!redis.isReady()) return 'failing'
  // The client's command timeout bounds the wait.
  return redis.client.ping().then(
    () => 'ok' as const,
    () => 'failing' as const,
  )
}

function createDatabaseCheck(
  db: Database,
  writes: Pick<WriteRefusal, 'writesRefusedBecause'> | undefined,
): () => Promise<Readiness> {
  const newestMigration = shippedMigrationLevel()

  return async () => {
    let applied: number
    try {
      // Asking for the migration level is also the ping.
      applied = await withinTimeout(appliedMigrationLevel(db))
    } catch {
      return {
        ready: false,
        checks: { database: 'failing', migrations: 'failing' },
        message: 'The database does not answer.',
      }
    }
    const migrations = applied < newestMigration ? 'failing' : 'ok'
    // A database that answers but cannot take an order is not ready for a shop's traffic.
    const writesRefusedBecause = writes?.writesRefusedBecause()
    if (writesRefusedBecause !== undefined) {
      return {
        ready: false,
        checks: { database: 'failing', migrations },
        message: `The database refuses writes: ${writesRefusedBecause}. Reads are still served.`,
      }
    }
    if (migrations === 'failing') {
      return {
        ready: false,
        checks: { database: 'ok', migrations: 'failing' },
        message: 'The database lacks migrations this version needs.',
      }
    }
    return { ready: true, checks: { database: 'ok', migrations: 'ok' } }
  }
}
