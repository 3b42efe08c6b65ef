import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { PRIVATE_DIRECTORY_MODE } from '../config/private-files.js'
import { lockDataDirectory } from './pglite/data-dir-lock.js'
import { DiskGuardedPGlite, type WriteRefusal } from './pglite/disk-guarded-pglite.js'
import { openPgliteDirectory, type PgliteDirectoryOptions } from './pglite/open-pglite-directory.js'
import { postgresListener, type ListenForNotifications } from './postgres-listener.js'
import * as schema from './schema/index.js'

export { DatabaseLockedError } from './pglite/data-dir-lock.js'
export { DiskFullAtStartError } from './pglite/disk-full-at-start.js'

/**
 * Opens the database: a PostgreSQL server when a URL is given, else the embedded PGlite under
 * DATA_DIR (docs/decisions/003-pglite-by-default.md). Both speak the same dialect, so every
 * module works with the one `Database` type below.
 */

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** Services take either the database or an open transaction. */
export type Executor = Database | Transaction

/** A PostgreSQL connection pool's state, for /metrics. */
export interface DatabasePoolStats {
  total: number
  idle: number
  /** Queries waiting for a free connection. */
  waiting: number
}

export interface DatabaseHandle {
  db: Database
  driver: 'pglite' | 'postgres'
  close: () => Promise<void>
  /** The pool of the PostgreSQL driver; PGlite has one connection and no pool. */
  poolStats?: () => DatabasePoolStats
  /**
   * LISTEN for NOTIFY on the PostgreSQL driver, where several instances may share the database;
   * PGlite belongs to one process and has nobody to hear from.
   */
  listen?: ListenForNotifications
  /**
   * The embedded database's checkpoint, which also runs every 5 min; true when it ran (nothing
   * written since the last one: no checkpoint). PostgreSQL's server checkpoints by itself.
   */
  checkpoint?: () => Promise<boolean>
  /**
   * The embedded database's refusal of writes while its disk is nearly full, which the free-space
   * watch drives (db/pglite/free-space-watch.ts). A PostgreSQL server's disk is the server's.
   */
  writes?: WriteRefusal
  /**
   * Settles when the embedded database stopped for good (PostgreSQL panicked: a full or failing
   * disk). Every statement fails from then on; the process must start again, and the start
   * recovers the database from its WAL (docs/decisions/022-full-disk.md).
   */
  stopped?: Promise<Error>
}

export type DatabaseTarget = (
  | { driver: 'postgres'; url: string }
  | ({ driver: 'pglite'; dataDir: string } & Pick<
      PgliteDirectoryOptions,
      'syncToDisk' | 'onFileSync'
    >)
  /**
   * A throwaway database in memory, for tests; `from` is a dump (PGlite's `dumpDataDir`) to
   * start from instead of an empty cluster.
   */
  | { driver: 'pglite-memory'; from?: Blob }
) & {
  /** Sees every SQL statement; benchmarks count queries per request with it. */
  onQuery?: (query: string) => void
}

/** The shop's database as configured: the PostgreSQL of DATABASE_URL, else PGlite in DATA_DIR. */
export function configuredDatabase(config: {
  databaseUrl: string | undefined
  dataDir: string
}): DatabaseTarget {
  return config.databaseUrl
    ? { driver: 'postgres', url: config.databaseUrl }
    : { driver: 'pglite', dataDir: config.dataDir }
}

/** Extensions the migrations create (pg_trgm for searches by any part of a word). */
const PGLITE_EXTENSIONS = { pg_trgm }

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const onQuery = target.onQuery
  const options = {
    schema,
    casing: 'snake_case' as const,
    logger: onQuery
      ? {
          logQuery: (query: string) => {
            onQuery(query)
          },
        }
      : false,
  }
  if (target.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 })
    // A broken idle connection must not take the process down; the next query gets a fresh one.
    pool.on('error', () => undefined)
    // Nor one that breaks while a request holds it (PostgreSQL restarting between two statements
    // of a transaction): the pool listens only to idle ones. The request fails with 503.
    pool.on('connect', (client) => {
      client.on('error', () => undefined)
    })
    const db = drizzleNodePg({ client: pool, ...options }) as unknown as Database
    return {
      db,
      driver: 'postgres',
      close: () => pool.end(),
      listen: postgresListener(target.url),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    }
  }

  if (target.driver === 'pglite-memory') {
    const client = await DiskGuardedPGlite.open({
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: target.from,
    })
    const db = drizzlePglite({ client, ...options }) as unknown as Database
    return {
      db,
      driver: 'pglite',
      writes: client,
      stopped: client.stopped,
      close: () => client.close(),
    }
  }

  const directory = path.join(target.dataDir, 'pglite')
  await mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE })
  const release = await lockDataDirectory(directory)
  try {
    const { client, checkpoints } = await openPgliteDirectory(directory, {
      extensions: PGLITE_EXTENSIONS,
      syncToDisk: target.syncToDisk,
      onFileSync: target.onFileSync,
    })
    const db = drizzlePglite({ client, ...options }) as unknown as Database
    return {
      db,
      driver: 'pglite',
      checkpoint: checkpoints?.checkpointIfWritten,
      writes: client,
      stopped: client.stopped,
      close: async () => {
        checkpoints?.stop()
        await client.close()
        await release()
      },
    }
  } catch (error) {
    await release()
    throw error
  }
}
