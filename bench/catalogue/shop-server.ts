import { parseArgs } from 'node:util'
import { buildApp } from '../../apps/server/src/app.js'
import { openDatabase } from '../../apps/server/src/db/client.js'
import { migrateDatabase } from '../../apps/server/src/db/migrate.js'
import { createCatalogCache } from '../../apps/server/src/modules/catalog/catalog-cache.js'
import { createBenchConfig } from './bench-config.js'
import { listenForParent } from './child-ready.js'
import { seedBenchCatalogue } from './generate-catalogue.js'
import { createPassThroughCache } from './pass-through-cache.js'

/**
 * The real shop app on an in-memory PGlite holding a generated catalogue. `--cache off` builds
 * it with a cache that never hits, so every request pays for its SQL and serialization.
 */
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    cache: { type: 'string', default: 'on' },
    /** `info` logs as the shop does in production: a line per request, to standard output. */
    log: { type: 'string', default: 'off' },
  },
})
if (values.cache !== 'on' && values.cache !== 'off') throw new Error('--cache must be on or off')

const bench = await createBenchConfig()
const database = await openDatabase({ driver: 'pglite-memory' })
await migrateDatabase(database)
const seeded = await seedBenchCatalogue(database.db, Number(values.products))
const app = await buildApp({
  config: bench.config,
  db: database.db,
  catalogCache: values.cache === 'on' ? createCatalogCache() : createPassThroughCache(),
  // Production logs each request at info; the catalogue bench leaves it out, as for its baseline.
  logger: values.log === 'off' ? false : { level: values.log },
})
await listenForParent(
  app,
  { productId: seeded.productIds[0], seedMilliseconds: seeded.milliseconds },
  async () => {
    await database.close()
    await bench.remove()
  },
)
