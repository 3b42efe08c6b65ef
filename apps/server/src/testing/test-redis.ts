import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'

/**
 * The Redis of TEST_REDIS_URL (.ci/run sets it; a fresh machine has none, and the tests that
 * need one are skipped there). Each caller gets a key prefix of its own, so test files running
 * side by side never count each other's requests.
 */
export const testRedisUrl = process.env.TEST_REDIS_URL

export function testRedisEnv(url = testRedisUrl): { REDIS_URL: string; REDIS_KEY_PREFIX: string } {
  if (!url) throw new Error('TEST_REDIS_URL is not set')
  return { REDIS_URL: url, REDIS_KEY_PREFIX: `test:${randomUUID()}:` }
}

/** Deletes every key under `prefix`; answers how many there were. */
export async function dropTestKeys(prefix: string, url = testRedisUrl): Promise<number> {
  if (!url) return 0
  const redis = new Redis(url)
  let dropped = 0
  try {
    let cursor = '0'
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
      if (keys.length > 0) dropped += await redis.del(...keys)
      cursor = next
    } while (cursor !== '0')
    return dropped
  } finally {
    await redis.quit()
  }
}
