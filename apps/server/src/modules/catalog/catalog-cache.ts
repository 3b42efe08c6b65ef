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
  /**
   * Loads an answer once and keeps it. `address`, the request's URL, keeps the answer under that
   * too, so the next request for the same URL is answered before its query is read again
   * (`getByAddress`).
   */
  getOrLoad: (
    key: string,
    load: () => Promise<CachedResponse>,
    address?: string,
  ) => Promise<CachedResponse>
  /** The answer kept for a request's URL, or undefined; never loads. */
  getByAddress: (address: string) => CachedResponse | undefined
  clear: () => void
  /** Lookups since the start, for the hit rate in /metrics. */
  lookups: () => { hits: number; misses: number }
}

export function createCatalogCache(
  options: { maxEntries?: number; ttlMs?: number } = {},
): CatalogCache {
  const cache = new LRUCache<string, CachedResponse>({
    // Room for 1,000 answers with the URLs that asked for them; a URL's entry shares the answer.
    max: options.maxEntries ?? 2000,
    ttl: options.ttlMs ?? 60_000,
  })
  // Loads started before a clear() must not write their stale answer back afterwards.
  let generation = 0
  const counted = { hits: 0, misses: 0 }
  // URLs and answer keys share the cache, and its bound; the prefix keeps them apart.
  const addressKey = (address: string) => `address ${address}`
  return {
    async getOrLoad(key, load, address) {
      const hit = cache.get(key)
      if (hit) {
        counted.hits += 1
        if (address !== undefined) cache.set(addressKey(address), hit)
        return hit
      }
      counted.misses += 1
      const startedIn = generation
      const loaded = await load()
      if (startedIn === generation) {
        cache.set(key, loaded)
        if (address !== undefined) cache.set(addressKey(address), loaded)
      }
      return loaded
    },
    getByAddress(address) {
      const hit = cache.get(addressKey(address))
      if (hit) counted.hits += 1
      return hit
    },
    clear() {
      generation += 1
      cache.clear()
    },
    lookups: () => ({ ...counted }),
  }
}
