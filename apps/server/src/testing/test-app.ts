import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildAppOptions } from '../app.js'
import { loadConfig, type AppConfig } from '../config/env.js'
import type { Database, DatabaseHandle } from '../db/client.js'
import { createCatalogCache, type CatalogCache } from '../modules/catalog/catalog-cache.js'
import { openTestDatabase } from './test-database.js'

export interface TestApp {
  app: FastifyInstance
  db: Database
  config: Readonly<AppConfig>
  catalogCache: CatalogCache
  close: () => Promise<void>
}

export interface TestAppOptions extends Pick<
  BuildAppOptions,
  | 'runsBackgroundJobs'
  | 'mailSenderOptions'
  | 'guestCartSweeperOptions'
  | 'signInCounters'
  | 'logger'
  | 'paymentProvider'
  | 'poolStats'
  | 'databaseWrites'
> {
  /**
   * An open database to build on instead of a fresh one: a second app on it is the same shop
   * after a restart. The caller closes it.
   */
  database?: DatabaseHandle
  /** The data directory to keep using (the mail folder survives a restart too). */
  dataDir?: string
}

/**
 * The real app on a fresh database, for `app.inject`. Close it in afterAll/afterEach. The mail
 * sender stays idle unless `runsBackgroundJobs` is set; `app.mailSender.deliverDue()` runs it.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { database: givenDatabase, dataDir: givenDataDir, ...options }: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = givenDataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'shop-test-')))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    ...env,
  })
  const database = givenDatabase ?? (await openTestDatabase())
  const catalogCache = createCatalogCache()
  const app = await buildApp({
    config,
    db: database.db,
    catalogCache,
    listenForNotifications: database.listen,
    logger: false,
    runsBackgroundJobs: false,
    ...options,
  })
  await app.ready()
  return {
    app,
    db: database.db,
    config,
    catalogCache,
    close: async () => {
      await app.close()
      if (!givenDatabase) await database.close()
      if (!givenDataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
}
