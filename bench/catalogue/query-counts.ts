import { buildApp } from '../../apps/server/src/app.js'
import { openDatabase } from '../../apps/server/src/db/client.js'
import { migrateDatabase } from '../../apps/server/src/db/migrate.js'
import { createBenchConfig } from './bench-config.js'
import { seedBenchCatalogue } from './generate-catalogue.js'
import { createPassThroughCache } from './pass-through-cache.js'

export interface QueryCount {
  endpoint: string
  url: string
  status: number
  queries: number
}

/** Each catalogue endpoint once; a page past the end needs its separate count query. */
export function queryCountEndpoints(productId: string): { endpoint: string; url: string }[] {
  return [
    {
      endpoint: 'list with filters',
      url: '/api/products?gender=Women&category=Bottom%20Wear&size=M,L&color=Black,Navy&minPrice=20&sortBy=priceAsc',
    },
    { endpoint: 'search', url: '/api/products?search=jea' },
    { endpoint: 'product by id', url: `/api/products/${productId}` },
    { endpoint: 'similar', url: `/api/products/similar/${productId}` },
    { endpoint: 'new arrivals', url: '/api/products/new-arrivals' },
    { endpoint: 'best seller', url: '/api/products/best-seller' },
    { endpoint: 'page past the end', url: '/api/products?gender=Women&page=100000' },
  ]
}

/**
 * Counts the SQL statements each endpoint sends, on a catalogue of `productCount` products, with
 * a cache that never hits. Equal counts at two sizes mean no query runs per product (no N+1).
 */
export async function countQueriesPerRequest(productCount: number): Promise<QueryCount[]> {
  let isCounting = false
  let queries = 0
  const database = await openDatabase({
    driver: 'pglite-memory',
    onQuery: () => {
      if (isCounting) queries += 1
    },
  })
  const bench = await createBenchConfig()
  try {
    await migrateDatabase(database)
    const seeded = await seedBenchCatalogue(database.db, productCount)
    const productId = seeded.productIds[0]
    if (productId === undefined) throw new Error('The catalogue is empty')
    const app = await buildApp({
      config: bench.config,
      db: database.db,
      catalogCache: createPassThroughCache(),
    })
    try {
      await app.ready()
      const counts: QueryCount[] = []
      for (const { endpoint, url } of queryCountEndpoints(productId)) {
        queries = 0
        isCounting = true
        const response = await app.inject({ method: 'GET', url })
        isCounting = false
        counts.push({ endpoint, url, status: response.statusCode, queries })
      }
      return counts
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
    await bench.remove()
  }
}
