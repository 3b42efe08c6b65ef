import { writeFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import type { Database, DatabaseHandle } from '../db/client.js'
import { appliedMigrationLevel } from '../db/migration-level.js'
import { openPgliteDirectory } from '../db/pglite/open-pglite-directory.js'
import { syncDirectoryTree } from '../db/pglite/sync-directory-tree.js'
import type { DatabaseDump } from './database-dump.js'

/**
 * The embedded database's dump: PGlite's own `dumpDataDir`, a gzipped tar of its data directory
 * that `loadDataDir` reads back (docs/decisions/019-backups.md).
 */

/** The PGlite client under the shop's Drizzle database. */
export function pgliteClientOf(database: DatabaseHandle): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client
}

/**
 * Dumps between two transactions: PGlite's transaction lock keeps every other query out while
 * a checkpoint writes all changes to the files and the files are read, so the dump needs no
 * recovery when it is loaded and holds every committed order.
 */
export async function readPgliteDump(client: PGlite): Promise<PgliteDumpData> {
  const migrationLevel = await appliedMigrationLevel(drizzle({ client }) as unknown as Database)
  const dump = await client.transaction(async (transaction) => {
    await transaction.exec('CHECKPOINT')
    return client.dumpDataDir('gzip')
  })
  return { data: Buffer.from(await dump.arrayBuffer()), migrationLevel }
}

export interface PgliteDumpData {
  data: Buffer
  migrationLevel: number
}

export function pgliteDumpOf({ data, migrationLevel }: PgliteDumpData): DatabaseDump {
  return {
    driver: 'pglite',
    migrationLevel,
    writeTo: (file) => writeFile(file, data, { mode: 0o600 }),
  }
}

/** The extension the migrations create, as db/client.ts loads it. */
const EXTENSIONS = { pg_trgm }

/**
 * Opens a data directory whose lock the caller already holds (db/pglite/data-dir-lock.ts), durable as
 * the shop opens it (docs/decisions/020). Only restore does this: the shop and the commands
 * open the database through db/client.ts, which takes the lock itself.
 */
export async function openLockedPgliteDirectory(
  directory: string,
): Promise<{ client: PGlite; close: () => Promise<void> }> {
  const { client, checkpoints } = await openPgliteDirectory(directory, { extensions: EXTENSIONS })
  return {
    client,
    close: async () => {
      checkpoints?.stop()
      await client.close()
    },
  }
}

/**
 * Fills a new data directory from a dump and puts it on the disk (PGlite writes a loaded dump
 * without a sync); answers the loaded database's migration level.
 */
export async function loadPgliteDump(directory: string, dump: Blob): Promise<number> {
  const client = await PGlite.create(directory, { extensions: EXTENSIONS, loadDataDir: dump })
  try {
    return await appliedMigrationLevel(drizzle({ client }) as unknown as Database)
  } finally {
    await client.close()
    syncDirectoryTree(directory)
  }
}
