import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app.js'
import { loadConfig, type AppConfig } from '../config/env.js'
import type { Database } from '../db/client.js'
import { createCatalogCache, type CatalogCache } from '../modules/catalog/catalog-cache.js'
import { openTestDatabase } from './test-database.js'

export interface TestApp {
  app: FastifyInstance
  db: Database
  config: Readonly<AppConfig>
  catalogCache: CatalogCache
  close: () => Promise<void>
}

/** The real app on a fresh database, for `app.inject`. Close it in afterAll/afterEach. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    ...env,
  })
  const database = await openTestDatabase()
  const catalogCache = createCatalogCache()
  const app = await buildApp({ config, db: database.db, catalogCache, logger: false })
  await app.ready()
  return {
    app,
    db: database.db,
    config,
    catalogCache,
    close: async () => {
      await app.close()
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
