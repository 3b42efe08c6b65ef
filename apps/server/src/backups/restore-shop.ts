import { randomBytes } from 'node:crypto'
import { closeSync, existsSync, fsyncSync, openSync } from 'node:fs'
import { cp, mkdir, readFile, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { PRIVATE_DIRECTORY_MODE } from '../config/private-files.js'
import { acquireShopLock, withShopLock } from '../db/advisory-locks.js'
import { DatabaseLockedError } from '../db/client.js'
import { lockDataDirectory } from '../db/pglite/data-dir-lock.js'
import { syncDirectoryTree } from '../db/pglite/sync-directory-tree.js'
import {
  postgresMigrationLevel,
  migrationNameOf,
  shippedMigrationLevel,
} from '../db/migration-level.js'
import { extractBackupArchive, type ExtractedBackup } from './backup-archive.js'
import { BackupError } from './backup-error.js'
import { backupsDirOf } from './backup-files.js'
import type { BackupManifest } from './backup-manifest.js'
import { hasPgliteDatabase, type BackupConfig } from './back-up-shop.js'
import {
  loadPgliteDump,
  openLockedPgliteDirectory,
  pgliteDumpOf,
  readPgliteDump,
} from './pglite-dump.js'
import { runPgDump, runPgRestore } from './postgres-tools.js'
import { uploadsSourceOf, writeBackup, type WrittenBackup } from './write-backup.js'

/**
 * `npm run restore FILE`: puts a backup back into a stopped shop, database and images
 * (docs/backups.md). The shop's data as it was goes to a `pre-restore-…` backup first, so a
 * restore of the wrong file can be undone the same way.
 */

export interface RestoredShop {
  file: string
  manifest: BackupManifest
  /** The shop's data from before the restore; undefined when there was none. */
  preRestoreSnapshot: WrittenBackup | undefined
  /** What happened to DATA_DIR/uploads. */
  uploads: 'restored' | 'kept' | 'kept-s3'
}

const SHOP_RUNNING =
  'The shop is running on this database: stop it first (every instance, with PostgreSQL), then run the restore again. Nothing was changed.'

/** A path as given, or a name in DATA_DIR/backups. */
export function resolveBackupFile(dataDir: string, given: string): string {
  const candidates = [path.resolve(given), path.join(backupsDirOf(dataDir), given)]
  const found = candidates.find((candidate) => existsSync(candidate))
  if (found === undefined) {
    throw new BackupError(
      `There is no backup ${given}: give the file's path, or the name of a file in ${backupsDirOf(dataDir)}.`,
    )
  }
  return found
}

export async function restoreShop(config: BackupConfig, given: string): Promise<RestoredShop> {
  const file = resolveBackupFile(config.dataDir, given)
  await mkdir(config.dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE })
  // Unpacked inside DATA_DIR, so the restored folders move into place by renaming.
  const staging = path.join(config.dataDir, `.restore-${randomBytes(6).toString('hex')}`)
  await mkdir(staging, { mode: PRIVATE_DIRECTORY_MODE })
  try {
    const archiveDir = path.join(staging, 'archive')
    await mkdir(archiveDir)
    const backup = await extractBackupArchive(file, archiveDir)
    checkRestorable(backup.manifest, config)
    const outcome = config.databaseUrl
      ? await restorePostgres(config, config.databaseUrl, backup, staging)
      : await restorePglite(config, backup, staging)
    return { file, ...outcome }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

function checkRestorable(manifest: BackupManifest, config: BackupConfig): void {
  if (manifest.driver === 'pglite' && config.databaseUrl) {
    throw new BackupError(
      'This backup holds an embedded (PGlite) database, but DATABASE_URL names a PostgreSQL server: unset DATABASE_URL to restore it into DATA_DIR.',
    )
  }
  if (manifest.driver === 'postgres' && !config.databaseUrl) {
    throw new BackupError(
      "This backup holds a PostgreSQL database: set DATABASE_URL to the database to restore it into (the shop's, with the shop stopped).",
    )
  }
  if (manifest.migrationLevel > shippedMigrationLevel()) {
    throw new BackupError(
      `This backup comes from a newer version of the shop (${manifest.shopVersion}, database at migration ${manifest.migrationName ?? String(manifest.migrationLevel)}; this version knows up to ${migrationNameOf(shippedMigrationLevel()) ?? 'an older one'}): restore it with that version.`,
    )
  }
}

type RestoreOutcome = Omit<RestoredShop, 'file'>

async function restorePglite(
  config: BackupConfig,
  backup: ExtractedBackup,
  staging: string,
): Promise<RestoreOutcome> {
  const directory = path.join(config.dataDir, 'pglite')
  let release: () => Promise<void>
  try {
    release = await lockDataDirectory(directory)
  } catch (error) {
    if (error instanceof DatabaseLockedError) throw new BackupError(SHOP_RUNNING)
    throw error
  }
  try {
    const preRestoreSnapshot = hasPgliteDatabase(config.dataDir)
      ? await snapshotPgliteDirectory(config, directory)
      : undefined
    const restored = path.join(staging, 'pglite')
    const level = await loadPgliteDump(restored, new Blob([await readFile(backup.databaseFile)]))
    if (level !== backup.manifest.migrationLevel) {
      throw new BackupError(
        "The backup's database does not match its manifest (a different migration level): nothing was changed.",
      )
    }
    await replaceDirectory(directory, restored, staging)
    const uploads = await restoreUploads(config, backup, staging)
    return { manifest: backup.manifest, preRestoreSnapshot, uploads }
  } finally {
    await release()
  }
}

/** The embedded database as it is, with the images, into a `pre-restore-…` backup. */
async function snapshotPgliteDirectory(
  config: BackupConfig,
  directory: string,
): Promise<WrittenBackup | undefined> {
  const database = await openLockedPgliteDirectory(directory)
  try {
    const dump = await readPgliteDump(database.client)
    if (dump.migrationLevel === 0) return undefined
    return await writeBackup(config, 'pre-restore', pgliteDumpOf(dump), uploadsSourceOf(config))
  } finally {
    await database.close()
  }
}

async function restorePostgres(
  config: BackupConfig,
  databaseUrl: string,
  backup: ExtractedBackup,
  staging: string,
): Promise<RestoreOutcome> {
  // Held alone while the restore runs: no instance runs, and none can start (start-shop.ts
  // marks itself running before it migrates).
  const running = await acquireShopLock(databaseUrl, { lock: 'shopRunning', wait: false })
  if (!running) throw new BackupError(SHOP_RUNNING)
  try {
    const preRestoreSnapshot = await withShopLock(databaseUrl, 'prepareDatabase', async () => {
      const snapshot = await snapshotPostgres(config, databaseUrl)
      await emptyShopSchemas(databaseUrl)
      try {
        await runPgRestore(databaseUrl, backup.databaseFile)
      } catch (error) {
        throw new BackupError(
          `${(error as Error).message}\nThe database was emptied before the restore. ${
            snapshot
              ? `Its data from before is in ${snapshot.file}: npm run restore ${path.basename(snapshot.file)} puts it back.`
              : 'It held no shop data before.'
          }`,
        )
      }
      return snapshot
    })
    const uploads = await restoreUploads(config, backup, staging)
    return { manifest: backup.manifest, preRestoreSnapshot, uploads }
  } finally {
    await running.release()
  }
}

async function snapshotPostgres(
  config: BackupConfig,
  databaseUrl: string,
): Promise<WrittenBackup | undefined> {
  const migrationLevel = await postgresMigrationLevel(databaseUrl)
  if (migrationLevel === 0) return undefined
  return writeBackup(
    config,
    'pre-restore',
    { driver: 'postgres', migrationLevel, writeTo: (file) => runPgDump(databaseUrl, file) },
    uploadsSourceOf(config),
  )
}

/**
 * pg_restore --clean drops only what the dump holds. Tables a newer version's migrations added
 * would stay, and that version's next start would fail to add them again: the shop's schemas
 * are emptied first.
 */
async function emptyShopSchemas(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(
      'begin; drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public; commit',
    )
  } finally {
    await client.end()
  }
}

/** Swaps DATA_DIR/uploads for the backup's images when the backup has them. */
async function restoreUploads(
  config: BackupConfig,
  backup: ExtractedBackup,
  staging: string,
): Promise<RestoredShop['uploads']> {
  if (backup.uploadsDir === undefined) return 'kept'
  if (config.s3) return 'kept-s3'
  await mkdir(backup.uploadsDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE })
  syncDirectoryTree(backup.uploadsDir)
  await replaceDirectory(config.uploadsDir, backup.uploadsDir, staging)
  return 'restored'
}

/**
 * Puts `replacement` where `target` is. The old folder moves into `staging`, which the caller
 * deletes. A target that cannot be renamed (a mount point) is emptied and filled by copying.
 */
async function replaceDirectory(
  target: string,
  replacement: string,
  staging: string,
): Promise<void> {
  const previous = path.join(staging, `previous-${path.basename(target)}`)
  try {
    if (existsSync(target)) await rename(target, previous)
    await rename(replacement, target)
    // The renames reach the disk with their folder's sync.
    syncFolder(path.dirname(target))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'EXDEV' && code !== 'EBUSY') throw error
    for (const entry of await readdir(target)) {
      await rm(path.join(target, entry), { recursive: true, force: true })
    }
    await cp(replacement, target, { recursive: true })
    syncDirectoryTree(target)
  }
}

function syncFolder(directory: string): void {
  // Windows opens no directory to sync (db/pglite/sync-directory-tree.ts does the same).
  if (process.platform === 'win32') return
  const fd = openSync(directory, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}
