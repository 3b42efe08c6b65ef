import { stat } from 'node:fs/promises'
import path from 'node:path'
import { backUpShop, type BackupConfig } from '../backups/back-up-shop.js'
import type { BackupManifest } from '../backups/backup-manifest.js'

/**
 * `npm run backup`: one snapshot of the shop's data into DATA_DIR/backups (docs/backups.md),
 * and what it holds, said plainly: an owner must know the images in S3 are not in it.
 */

export const BACKUP_COMMAND_USAGE = `Usage: npm run backup

Writes the database and the uploaded images into DATA_DIR/backups/backup-<time>.tar, while the
shop runs or not, and deletes the oldest backups beyond BACKUP_KEEP (10).`

export interface CommandIo {
  print: (line: string) => void
  printError: (line: string) => void
}

export function describeDatabase(manifest: BackupManifest): string {
  const kind = manifest.driver === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL'
  return `${kind} database at migration ${manifest.migrationName ?? String(manifest.migrationLevel)}`
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** Runs one backup; answers the process's exit code. Failures are thrown to the entry. */
export async function runBackupCommand(
  args: readonly string[],
  config: BackupConfig,
  io: CommandIo,
): Promise<number> {
  if (args.length > 0) {
    if (args[0] !== '--help') io.printError(`Unexpected argument "${args[0] ?? ''}".`)
    io.print(BACKUP_COMMAND_USAGE)
    return args[0] === '--help' ? 0 : 1
  }
  const backup = await backUpShop(config)
  const { size } = await stat(backup.file)
  io.print(`Backup written: ${backup.file} (${megabytes(size)})`)
  const dumpedBy = backup.dumpedBy === 'running-shop' ? ', dumped by the running shop' : ''
  io.print(`  ${describeDatabase(backup.manifest)}${dumpedBy}`)
  if (config.s3) {
    io.print(
      `  images: NOT included. They are in the S3 bucket "${config.s3.bucket}": back the bucket up with your storage provider's tools (versioning or replication).`,
    )
  } else {
    io.print(`  images: ${String(backup.uploadFileCount)} files from ${config.uploadsDir}`)
  }
  if (backup.removed.length > 0) {
    const names = backup.removed.map((file) => path.basename(file)).join(', ')
    io.print(
      `Deleted ${String(backup.removed.length)} older backup(s) to keep BACKUP_KEEP=${String(config.backupKeep)}: ${names}`,
    )
  }
  io.print('Copy backups off this machine too: a disk that fails takes DATA_DIR/backups with it.')
  return 0
}
