import type { DatabaseHandle } from '../db/client.js'
import { appliedMigrationLevel, shippedMigrationLevel } from '../db/migration-level.js'
import { pgliteClientOf, pgliteDumpOf, readPgliteDump } from './pglite-dump.js'
import { writeBackup, type BackupSettings, type WrittenBackup } from './write-backup.js'

/**
 * Before a start applies new migrations to an embedded database that has some already, the
 * database as it was goes to `DATA_DIR/backups/pre-migration-<time>.tar`: an update that goes
 * wrong can be undone with `npm run restore` and the previous version (docs/product-rules.md § Several
 * instances). Images are left out; migrations never touch them. A new database has nothing to
 * keep, and PostgreSQL is the owner's own server to back up.
 */
export async function snapshotBeforeNewMigrations(
  database: DatabaseHandle,
  settings: BackupSettings,
  migrationsFolder?: string,
): Promise<WrittenBackup | undefined> {
  if (database.driver !== 'pglite') return undefined
  const applied = await appliedMigrationLevel(database.db)
  if (applied === 0 || applied >= shippedMigrationLevel(migrationsFolder)) return undefined
  const dump = pgliteDumpOf(await readPgliteDump(pgliteClientOf(database)))
  return writeBackup(settings, 'pre-migration', dump, { state: 'left-out' })
}
