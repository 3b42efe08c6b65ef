import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Extensions } from '@electric-sql/pglite'
import { explainFailedStart } from './disk-full-at-start.js'
import { DiskGuardedPGlite } from './disk-guarded-pglite.js'
import { scheduleCheckpoints, type Checkpoints } from './pglite-checkpoints.js'
import { SYNCED_START_PARAMS, SyncedNodeFS } from './pglite-synced-fs.js'
import { syncDirectoryTree } from './sync-directory-tree.js'

export interface PgliteDirectoryOptions {
  extensions: Extensions
  /**
   * True (the shop): a commit is on the disk before it returns, and a checkpoint runs every
   * 5 min. False: PGlite as it comes (fsync off), which survives a killed process but not a
   * power cut; the benchmark of what the sync costs compares the two.
   */
  syncToDisk?: boolean
  /**
   * Hears each file once it is synced to the disk; tests watch it. A hook that throws an error
   * with a Node code (ENOSPC) fails the sync with it, as a failing disk would.
   */
  onFileSync?: (file: string) => void
}

export interface PgliteDirectory {
  /** Guarded against a disk that fails or fills (docs/decisions/022-full-disk.md). */
  client: DiskGuardedPGlite
  /** The periodic checkpoint; undefined without `syncToDisk`. */
  checkpoints?: Checkpoints
}

/**
 * The embedded database in `directory`, durable as a PostgreSQL server with its defaults is
 * (docs/decisions/020-durable-orders-on-the-embedded-database.md).
 */
export async function openPgliteDirectory(
  directory: string,
  { extensions, syncToDisk = true, onFileSync }: PgliteDirectoryOptions,
): Promise<PgliteDirectory> {
  if (!syncToDisk) {
    return { client: await DiskGuardedPGlite.open({ dataDir: directory, extensions }) }
  }

  const isNewCluster = !existsSync(path.join(directory, 'PG_VERSION'))
  const client = await DiskGuardedPGlite.open({
    fs: new SyncedNodeFS(directory, onFileSync),
    startParams: [...SYNCED_START_PARAMS],
    extensions,
  }).catch(async (error: unknown) => {
    throw await explainFailedStart(directory, error)
  })
  try {
    // PGlite copies a new cluster in from its initdb without a sync.
    if (isNewCluster) syncDirectoryTree(directory)
    return { client, checkpoints: await scheduleCheckpoints(client) }
  } catch (error) {
    await client.close()
    throw error
  }
}
