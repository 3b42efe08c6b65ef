import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.js'
import { DEMO_ADMIN_PASSWORD, type AppConfig } from './config/env.js'
import { resolveJwtSecret } from './config/jwt-secret.js'
import { removeLeftoverStaging, type LeftoverStaging } from './backups/leftover-staging.js'
import { keepDataDirectoryPrivate } from './config/private-files.js'
import { markShopRunning } from './backups/running-shop-presence.js'
import { configuredDatabase, openDatabase, type DatabaseHandle } from './db/client.js'
import { watchFreeSpace, type FreeSpaceWatch } from './db/pglite/free-space-watch.js'
import { prepareDatabase } from './db/prepare-database.js'
import { seedShopIfEmpty } from './seed-shop.js'
import { createCatalogCache } from './modules/catalog/catalog-cache.js'
import { createUploadStore } from './modules/uploads/create-upload-store.js'

/** The built web app beside this package: apps/web/dist. */
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url))

export interface RunningShop {
  app: FastifyInstance
  database: DatabaseHandle
  close: () => Promise<void>
}

/**
 * Everything `npm start` does, in order: an owner-only DATA_DIR, secret, database (locked when embedded, marked running
 * for backups and restores), migrations and first-run seed (db/prepare-database.ts), the watch
 * over the embedded database's free disk space, then the app listening on PORT.
 */
export async function startShop(baseConfig: Readonly<AppConfig>): Promise<RunningShop> {
  await keepDataDirectoryPrivate(baseConfig.dataDir)
  const config: Readonly<AppConfig> = {
    ...baseConfig,
    jwtSecret: await resolveJwtSecret(baseConfig.jwtSecret, baseConfig.dataDir),
    webDistDir: baseConfig.webDistDir ?? DEFAULT_WEB_DIST_DIR,
  }
  const database = await openDatabase(configuredDatabase(config))
  // Before migrations: `npm run restore` refuses from here on (docs/decisions/019-backups.md).
  const presence = await markShopRunning(database, config).catch(async (error: unknown) => {
    await database.close()
    throw error
  })
  let freeSpace: FreeSpaceWatch | undefined
  try {
    // With the database held no restore runs: what an interrupted one (or a backup) left can go.
    const leftovers = await removeLeftoverStaging(config.dataDir).catch(
      (error: unknown): LeftoverStaging | Error =>
        error instanceof Error ? error : new Error(String(error)),
    )
    // One store for the seed and the upload route: the local disk, or the S3 bucket when set.
    const uploadStore = createUploadStore(config)
    const { seed, preMigrationSnapshot } = await prepareDatabase(database, {
      config,
      seed: (db) =>
        seedShopIfEmpty(db, {
          adminEmail: config.adminEmail,
          adminPassword: config.adminPassword,
          seedDemo: config.seedDemo,
          shopName: config.shopName,
          shopEmail: config.mail.shopEmail,
          uploadStore,
        }),
    })
    const app = await buildApp({
      config,
      db: database.db,
      catalogCache: createCatalogCache(),
      uploadStore,
      poolStats: database.poolStats,
      listenForNotifications: database.listen,
      databaseWrites: database.writes,
      logger: { level: config.logLevel },
    })
    presence.logTo(app.log)
    logLeftoverStaging(app, leftovers)
    // After the migrations, which a nearly full disk would refuse: such a start serves reads.
    if (database.writes && config.minFreeDiskBytes > 0) {
      const watch = watchFreeSpace({
        directory: path.join(config.dataDir, 'pglite'),
        minFreeBytes: config.minFreeDiskBytes,
        writes: database.writes,
        log: app.log,
      })
      freeSpace = watch
      // A stopped database refuses everything already; the process says why (server.ts).
      void database.stopped?.then(() => {
        watch.stop()
      })
    }
    if (preMigrationSnapshot) {
      app.log.info(
        `New migrations applied; the database as it was before them is in ${preMigrationSnapshot.file}`,
      )
    }
    if (seed.seeded) {
      const password =
        config.adminPassword === DEMO_ADMIN_PASSWORD
          ? `password ${DEMO_ADMIN_PASSWORD} (the demo default: set ADMIN_PASSWORD for a real shop)`
          : 'password from ADMIN_PASSWORD'
      app.log.info(
        `First start: seeded ${String(seed.productCount)} demo products and the admin account ${config.adminEmail} with ${password}`,
      )
    }
    await app.listen({ host: config.host, port: config.port })
    app.log.info(
      `Shop ready on port ${String(config.port)} with ${database.driver === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL'}`,
    )
    return {
      app,
      database,
      close: async () => {
        freeSpace?.stop()
        // Fastify closes idle keep-alive connections at once and lets requests in flight end,
        // but a client that connected and sent nothing (or half a request) would hold the
        // close open for a minute or more: past the bound, every connection is cut.
        const cutConnections = setTimeout(() => {
          app.log.warn('Requests still open at the shutdown bound: closing their connections')
          app.server.closeAllConnections()
        }, config.shutdownTimeoutMs)
        try {
          await app.close()
        } finally {
          clearTimeout(cutConnections)
        }
        await presence.stop()
        await database.close()
      },
    }
  } catch (error) {
    freeSpace?.stop()
    await presence.stop()
    await database.close()
    throw error
  }
}

function logLeftoverStaging(app: FastifyInstance, leftovers: LeftoverStaging | Error): void {
  if (leftovers instanceof Error) {
    app.log.warn({ err: leftovers }, 'Could not remove what an interrupted restore or backup left')
    return
  }
  for (const removed of leftovers.removed) {
    app.log.info(`Removed ${removed}, left by an interrupted restore or backup`)
  }
  for (const kept of leftovers.kept) {
    app.log.warn(
      `${kept} holds the shop's data as it was before an interrupted restore (previous-…): kept. Check the shop, then delete it (docs/backups.md).`,
    )
  }
}
