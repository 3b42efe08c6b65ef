import {
  createMemoryCountStore,
  createSignInCounters,
  type AccountCount,
  type CountStore,
  type SignInCounters,
} from '../users/sign-in-counters.js'
import { SIGN_IN_LIMITS, type SignInLimits } from '../users/sign-in-throttle.js'
import type { SharedRedis } from './shared-redis.js'

/**
 * Sign-in counts in Redis, shared by every instance. An update reads the counts, applies the
 * rule in TypeScript (the same code as in memory), and writes them back only if nobody changed
 * them meanwhile: a compare-and-set script, retried on a conflict. The rule stays in one place
 * and every update is still atomic (docs/decisions/021-shared-state-across-instances.md).
 * Updates of one process run one after another, so a flood of parallel guesses at one
 * instance never conflicts with itself; only instances racing each other retry.
 */

/** Writes ARGV[n+1..2n] (an empty value deletes) if KEYS still hold ARGV[1..n] ('' = absent). */
const COMPARE_AND_SET = `
local n = #KEYS
for i = 1, n do
  local current = redis.call('GET', KEYS[i]) or ''
  if current ~= ARGV[i] then return 0 end
end
local ttl = tonumber(ARGV[2 * n + 1])
for i = 1, n do
  local value = ARGV[n + i]
  if value == '' then redis.call('DEL', KEYS[i]) else redis.call('SET', KEYS[i], value, 'PX', ttl) end
end
return 1
`

/** Conflicts need guesses at the same instant from several instances; this many means a flood. */
const MAX_ATTEMPTS = 20

declare module 'ioredis' {
  interface RedisCommander {
    signInCompareAndSet: (numberOfKeys: number, ...keysAndValues: string[]) => Promise<number>
  }
}

const parse = (raw: string | null): AccountCount | undefined =>
  raw === null ? undefined : (JSON.parse(raw) as AccountCount)

export function createRedisCountStore(
  redis: SharedRedis,
  limits: SignInLimits = SIGN_IN_LIMITS,
): CountStore {
  const { client } = redis
  client.defineCommand('signInCompareAndSet', { lua: COMPARE_AND_SET })
  const keyOf = (key: string) => `sign-in:${key}`
  let queue: Promise<unknown> = Promise.resolve()
  const oneAtATime = <Result>(work: () => Promise<Result>): Promise<Result> => {
    const run = queue.then(work, work)
    queue = run.catch(() => undefined)
    return run
  }

  return {
    update: (keys, change) =>
      oneAtATime(async () => {
        const redisKeys = keys.map(keyOf)
        for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
          const read = await client.mget(...redisKeys)
          const next = change(read.map(parse))
          if (!next.counts) return next.result
          const written = next.counts.map((count) => (count ? JSON.stringify(count) : ''))
          const isWritten = await client.signInCompareAndSet(
            redisKeys.length,
            ...redisKeys,
            ...read.map((raw) => raw ?? ''),
            ...written,
            String(limits.windowMs),
          )
          if (isWritten === 1) return next.result
        }
        throw new Error('The sign-in counters kept changing under this update')
      }),
    remove: async (key) => {
      await client.del(keyOf(key))
    },
  }
}

/**
 * Counts in Redis while it answers, else in this process: an outage makes each instance apply
 * the rule on its own, never lifts it, and never fails a sign-in.
 */
export function withLocalFallback(
  shared: CountStore,
  local: CountStore,
  redis: SharedRedis,
): CountStore {
  const attempt = async <Result>(work: (store: CountStore) => Promise<Result>) => {
    if (!redis.isReady()) return work(local)
    try {
      return await work(shared)
    } catch (error) {
      redis.reportFailure(error, 'sign-in failures are')
      return work(local)
    }
  }
  return {
    update: (keys, change) => attempt((store) => store.update(keys, change)),
    remove: (key) => attempt((store) => store.remove(key)),
  }
}

/** The sign-in counters of a shop with REDIS_URL. */
export function createSharedSignInCounters(
  redis: SharedRedis,
  limits: SignInLimits = SIGN_IN_LIMITS,
): SignInCounters {
  return createSignInCounters(
    withLocalFallback(createRedisCountStore(redis, limits), createMemoryCountStore(limits), redis),
    limits,
  )
}
