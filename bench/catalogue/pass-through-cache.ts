import type { CatalogCache } from '../../apps/server/src/modules/catalog/catalog-cache.js'

/** A catalogue cache that never hits: every request reaches the database and the serializer. */
export function createPassThroughCache(): CatalogCache {
  let misses = 0
  return {
    getOrLoad: (_key, load) => {
      misses += 1
      return load()
    },
    getByAddress: () => undefined,
    clear() {
      // Nothing is kept, so there is nothing to drop.
    },
    lookups: () => ({ hits: 0, misses }),
  }
}
