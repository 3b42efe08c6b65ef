import { readdir } from 'node:fs/promises'
import type { AppConfig } from '../config/env.js'
import { migrationNameOf } from '../db/migration-level.js'
import { writeBackupArchive } from './backup-archive.js'
import { ensureBackupsDir, newBackupPath, pruneBackups } from './backup-files.js'
import {
  BACKUP_FORMAT,
  SHOP_VERSION,
  type BackupKind,
  type BackupManifest,
} from './backup-manifest.js'
import type { DatabaseDump } from './database-dump.js'

/** Where backups go and how many of each kind stay (BACKUP_KEEP). */
export type BackupSettings = Pick<AppConfig, 'dataDir' | 'backupKeep'>

/** The images to copy in, or why they are not. */
export type UploadsSource = { state: 'included'; directory: string } | { state: 's3' | 'left-out' }

/** Local uploads are copied; a bucket is not (docs/backups.md § What a backup holds). */
export function uploadsSourceOf(config: Pick<AppConfig, 's3' | 'uploadsDir'>): UploadsSource {
  return config.s3 ? { state: 's3' } : { state: 'included', directory: config.uploadsDir }
}

export interface WrittenBackup {
  file: string
  manifest: BackupManifest
  /** How many image files were copied in; 0 when uploads are not included. */
  uploadFileCount: number
  /** Older backups of the same kind deleted to keep BACKUP_KEEP. */
  removed: string[]
}

/** Writes one backup archive into DATA_DIR/backups, then deletes the oldest beyond BACKUP_KEEP. */
export async function writeBackup(
  settings: BackupSettings,
  kind: BackupKind,
  dump: DatabaseDump,
  uploads: UploadsSource,
): Promise<WrittenBackup> {
  const directory = await ensureBackupsDir(settings.dataDir)
  const createdAt = new Date()
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    kind,
    shopVersion: SHOP_VERSION,
    driver: dump.driver,
    migrationLevel: dump.migrationLevel,
    migrationName: migrationNameOf(dump.migrationLevel),
    createdAt: createdAt.toISOString(),
    uploads: uploads.state,
  }
  const file = newBackupPath(directory, kind, createdAt)
  const uploadsDir = uploads.state === 'included' ? uploads.directory : undefined
  await writeBackupArchive(file, {
    manifest,
    writeDatabase: (target) => dump.writeTo(target),
    uploadsDir,
  })
  const removed = await pruneBackups(directory, kind, settings.backupKeep)
  return {
    file,
    manifest,
    uploadFileCount: uploadsDir === undefined ? 0 : await countFiles(uploadsDir),
    removed,
  }
}

async function countFiles(directory: string): Promise<number> {
  try {
    const entries = await readdir(directory, { withFileTypes: true })
    return entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp')).length
  } catch {
    return 0
  }
}
