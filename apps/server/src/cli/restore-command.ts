import path from 'node:path'
import type { BackupConfig } from '../backups/back-up-shop.js'
import { restoreShop } from '../backups/restore-shop.js'
import { shippedMigrationLevel } from '../db/migration-level.js'
import { describeDatabase, type CommandIo } from './backup-command.js'

/** `npm run restore FILE`: puts a backup back into the stopped shop (docs/backups.md). */

export const RESTORE_COMMAND_USAGE = `Usage: npm run restore FILE

Replaces the shop's database (and its images, when the backup has them) with the backup FILE:
a path, or the name of a file in DATA_DIR/backups. Stop the shop first. The data it replaces is
kept in DATA_DIR/backups/pre-restore-<time>.tar.`

export async function runRestoreCommand(
  args: readonly string[],
  config: BackupConfig,
  io: CommandIo,
): Promise<number> {
  const [file, ...rest] = args
  if (file === undefined || file === '--help' || rest.length > 0) {
    if (file === undefined) io.printError('Name the backup to restore.')
    if (rest.length > 0) io.printError(`Unexpected argument "${rest[0] ?? ''}".`)
    io.print(RESTORE_COMMAND_USAGE)
    return file === '--help' ? 0 : 1
  }
  const restored = await restoreShop(config, file)
  const { manifest } = restored
  io.print(
    `Restored ${path.basename(restored.file)}: the ${describeDatabase(manifest)}, made ${manifest.createdAt} by version ${manifest.shopVersion}.`,
  )
  if (restored.preRestoreSnapshot) {
    io.print(`The data it replaced is kept in ${restored.preRestoreSnapshot.file}.`)
  }
  const images = {
    restored: `Images: restored into ${config.uploadsDir}.`,
    kept:
      manifest.uploads === 's3'
        ? 'Images: not in the backup (they were in an S3 bucket); the bucket is as it is now.'
        : `Images: not in the backup (a ${manifest.kind} snapshot); ${config.uploadsDir} is kept as it is.`,
    'kept-s3':
      'Images: the backup has some, but this shop keeps its images in S3; they were not copied there.',
  }[restored.uploads]
  io.print(images)
  if (manifest.migrationLevel < shippedMigrationLevel()) {
    io.print('The backup is from an older version: the next start applies the newer migrations.')
  }
  io.print('Start the shop again: npm start')
  return 0
}
