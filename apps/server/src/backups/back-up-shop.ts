import { existsSync } from 'node:fs'
import path from 'node:path'
import type { AppConfig } from '../config/env.js'
import { DatabaseLockedError, openDatabase, type DatabaseHandle } from '../db/client.js'
import { postgresMigrationLevel } from '../db/migration-level.js'
import { BackupError } from './backup-error.js'
import { requestDumpFromRunningShop } from './backup-socket.js'
import type { DatabaseDump } from './database-dump.js'
import { pgliteClientOf, pgliteDumpOf, readPgliteDump } from './pglite-dump.js'
import { runPgDump } from './postgres-tools.js'
import { uploadsSourceOf, writeBackup, type WrittenBackup } from './write-backup.js'

/**
 * `npm run backup`: a consistent snapshot of the shop's data, whether the shop runs or not
 * (docs/decisions/019-backups.md). PostgreSQL is dumped by pg_dump; the embedded database by
 * the running shop when there is one, else by this process, which then holds the database.
 */

export type BackupConfig = Pick<
  AppConfig,
  'dataDir' | 'databaseUrl' | 'uploadsDir' | 's3' | 'backupKeep'
>

export interface ShopBackup extends WrittenBackup {
  /** Who made the database dump: the running shop (over its socket) or this process. */
  dumpedBy: 'running-shop' | 'this-process'
}

export async function backUpShop(config: BackupConfig): Promise<ShopBackup> {
  const { dump, dumpedBy } = config.databaseUrl
    ? { dump: await dumpPostgres(config.databaseUrl), dumpedBy: 'this-process' as const }
    : await dumpPglite(config.dataDir)
  const written = await writeBackup(config, 'backup', dump, uploadsSourceOf(config))
  return { ...written, dumpedBy }
}

async function dumpPostgres(databaseUrl: string): Promise<DatabaseDump> {
  const migrationLevel = await postgresMigrationLevel(databaseUrl)
  return {
    driver: 'postgres',
    migrationLevel,
    writeTo: (file) => runPgDump(databaseUrl, file),
  }
}

/** PostgreSQL's marker of an initialised data directory. */
export function hasPgliteDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))
}

async function dumpPglite(
  dataDir: string,
): Promise<{ dump: DatabaseDump; dumpedBy: ShopBackup['dumpedBy'] }> {
  const fromShop = await requestDumpFromRunningShop(dataDir)
  if (fromShop) return { dump: fromShop, dumpedBy: 'running-shop' }
  if (!hasPgliteDatabase(dataDir)) {
    throw new BackupError(
      `There is no shop database in ${dataDir} yet: start the shop once, or set DATA_DIR (or DATABASE_URL) to the shop's.`,
    )
  }
  let database: DatabaseHandle
  try {
    database = await openDatabase({ driver: 'pglite', dataDir })
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      // Locked, yet nobody answered on the socket: a shop starting or stopping right now.
      throw new BackupError(
        `A shop holds the database in ${dataDir} but did not answer the backup request: it is starting or stopping. Try again in a moment.`,
      )
    }
    throw error
  }
  try {
    return {
      dump: pgliteDumpOf(await readPgliteDump(pgliteClientOf(database))),
      dumpedBy: 'this-process',
    }
  } finally {
    await database.close()
  }
}
