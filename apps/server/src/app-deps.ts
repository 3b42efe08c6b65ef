import type { AppConfig } from './config/env.js'
import type { Database } from './db/client.js'
import type { CatalogCache } from './modules/catalog/catalog-cache.js'

/** What every route plugin is given: passed explicitly, so tests can build the app with fakes. */
export interface AppDeps {
  config: Readonly<AppConfig>
  db: Database
  catalogCache: CatalogCache
}
