import { readFileSync } from 'node:fs'
import { z } from 'zod'

/**
 * `manifest.json`, the first entry of every backup archive: what the archive holds and which
 * shop made it, so a restore can refuse what it cannot put back (docs/decisions/019-backups.md).
 */

/** Why the archive was written; each kind keeps its own BACKUP_KEEP newest files. */
export const BACKUP_KINDS = ['backup', 'pre-migration', 'pre-restore'] as const
export type BackupKind = (typeof BACKUP_KINDS)[number]

/**
 * Where the uploaded images were: copied into the archive, in an S3 bucket (never copied), or
 * left out on purpose (a pre-migration snapshot: migrations do not touch images).
 */
export const UPLOADS_STATES = ['included', 's3', 'left-out'] as const
export type UploadsState = (typeof UPLOADS_STATES)[number]

export const BACKUP_FORMAT = 1

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  kind: z.enum(BACKUP_KINDS),
  shopVersion: z.string(),
  driver: z.enum(['pglite', 'postgres']),
  /** The newest applied migration's time stamp (db/migration-level.ts); 0: none. */
  migrationLevel: z.number().int().min(0),
  /** That migration's name, for people: `0009_storefront_search_trigram`. */
  migrationName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  uploads: z.enum(UPLOADS_STATES),
})
export type BackupManifest = z.infer<typeof backupManifestSchema>

/** The archive entries beside the manifest. */
export const ARCHIVE_ENTRIES = {
  manifest: 'manifest.json',
  /** PGlite's own dump of its data directory (`dumpDataDir`), a gzipped tar. */
  pgliteDatabase: 'database.pglite.tar.gz',
  /** `pg_dump --format=custom`. */
  postgresDatabase: 'database.pg_dump',
  uploads: 'uploads',
} as const

export function databaseEntryOf(driver: BackupManifest['driver']): string {
  return driver === 'pglite' ? ARCHIVE_ENTRIES.pgliteDatabase : ARCHIVE_ENTRIES.postgresDatabase
}

/** The server package's version: apps/server/package.json, beside both src/ and dist/. */
export const SHOP_VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
).version
