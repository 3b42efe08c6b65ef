import { snapshotBeforeNewMigrations } from '../backups/pre-migration-snapshot.js'
import type { WrittenBackup } from '../backups/write-backup.js'
import type { AppConfig } from '../config/env.js'
import { withShopLock } from './advisory-locks.js'
import type { Database, DatabaseHandle } from './client.js'
import { migrateDatabase } from './migrate.js'
import { statfsFreeBytes } from './pglite/free-space-watch.js'
import { analyzeDatabase } from './planner-statistics.js'

/**
 * What a start does to the database before the shop serves: a snapshot when new migrations are
 * about to change an embedded database, the migrations, and the first-run seed. On PostgreSQL
 * every instance may start at once, so this runs under an advisory lock: the first migrates and
 * seeds, the others wait, then find nothing left to do (docs/product-rules.md § Several instances). The
 * embedded database needs no lock; its directory belongs to one process already. It runs no
 * autovacuum either, so its planner statistics are refreshed here (db/planner-statistics.ts).
 */

/** What the first-run seed did: nothing on a database already in use. */
export interface SeedResult {
  seeded: boolean
  productCount: number
}

export interface PrepareDatabaseOptions {
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'backupKeep'> &
    Partial<Pick<AppConfig, 'minFreeDiskBytes'>>
  /** The first-run seed (src/seed-shop.ts), run after the migrations; undefined migrates only (`npm run admin`). */
  seed?: (db: Database) => Promise<SeedResult>
  /** This build's migrations by default; tests pass an older build's. */
  migrationsFolder?: string
}

export interface PreparedDatabase {
  seed: SeedResult
  /** The snapshot taken before new migrations were applied, if one was. */
  preMigrationSnapshot: WrittenBackup | undefined
}

export async function prepareDatabase(
  database: DatabaseHandle,
  { config, seed, migrationsFolder }: PrepareDatabaseOptions,
): Promise<PreparedDatabase> {
  const prepare = async (): Promise<PreparedDatabase> => {
    const preMigrationSnapshot = await snapshotBeforeNewMigrations(
      database,
      config,
      migrationsFolder,
    )
    await migrateDatabase(database, migrationsFolder)
    const seeded = seed ? await seed(database.db) : { seeded: false, productCount: 0 }
    return { seed: seeded, preMigrationSnapshot }
  }
  if (database.driver === 'pglite') {
    const prepared = await prepare()
    if (await hasRoomToWrite(config)) await analyzeDatabase(database.db)
    return prepared
  }
  if (config.databaseUrl === undefined) {
    throw new Error('A PostgreSQL database is prepared with its DATABASE_URL')
  }
  return withShopLock(config.databaseUrl, 'prepareDatabase', prepare)
}

/**
 * A start on a nearly full disk serves reads and writes nothing it can do without
 * (docs/decisions/022-full-disk.md): the statistics wait for a start with room.
 */
async function hasRoomToWrite({
  dataDir,
  minFreeDiskBytes = 0,
}: PrepareDatabaseOptions['config']): Promise<boolean> {
  if (minFreeDiskBytes <= 0) return true
  const free = await statfsFreeBytes(dataDir).catch(() => undefined)
  return free === undefined || free >= minFreeDiskBytes
}
