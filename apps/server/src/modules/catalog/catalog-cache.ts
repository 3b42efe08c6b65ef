import { LRUCache } from 'lru-cache'
import type { EncodedJson } from '../../lib/send-json.js'

/**
 * Serialized catalogue responses, kept in the process: the UTF-8 bytes and, for a large enough
 * answer, their gzip and brotli encodings, all made once, so a hit neither serializes nor
 * compresses (docs/performance.md). Any product write calls `clear()`; the
 * TTL bounds staleness when several server processes share one PostgreSQL database.
 */
export interface CachedResponse extends EncodedJson {
  /** The list's X-Total-Count. */
  total?: number
  /** The list's X-Search-Corrected: the search a typo-tolerant retry used. */
  correctedSearch?: string
}

export interface CatalogCache {
  getOrLoad: (key: string, load: () => Promise<CachedResponse>) => Promise<CachedResponse>
  clear: () => void
  /** Lookups since the start, for the hit rate in /metrics. */
  lookups: () => { hits: number; misses: number }
}

export function createCatalogCache(
  options: { maxEntries?: number; ttlMs?: number } = {},
): CatalogCache {
  const cache = new LRUCache<string, CachedResponse>({
    max: options.maxEntries ?? 1000,
    ttl: options.ttlMs ?? 60_000,
  })
  // Loads started before a clear() must not write their stale answer back afterwards.
  let generation = 0
  const counted = { hits: 0, misses: 0 }
  return {
    async getOrLoad(key, load) {
      const hit = cache.get(key)
      if (hit) {
        counted.hits += 1
        return hit
      }
      counted.misses += 1
      const startedIn = generation
      const loaded = await load()
      if (startedIn === generation) cache.set(key, loaded)
      return loaded
    },
    clear() {
      generation += 1
      cache.clear()
    },
    lookups: () => ({ ...counted }),
  }
}
