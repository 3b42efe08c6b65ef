import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { openDatabase, type Database } from './client.js'
import { MIGRATIONS_FOLDER } from './migrate.js'

/**
 * How far a database is migrated, as the time stamp drizzle records for the newest migration it
 * applied (0: none). The build's own level is its newest migration file's; a database below it
 * has migrations to apply at the next start.
 */

/** Where drizzle records the migrations it applied (its default table). */
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations'

/** The level this build's migration files bring a database to. */
export function shippedMigrationLevel(migrationsFolder = MIGRATIONS_FOLDER): number {
  const migrations = readMigrationFiles({ migrationsFolder })
  return Math.max(0, ...migrations.map((migration) => migration.folderMillis))
}

/** The level of the newest migration applied to this database; 0 when it has none. */
export async function appliedMigrationLevel(db: Database): Promise<number> {
  const [table] = await db
    .select({ present: sql<boolean>`to_regclass(${MIGRATIONS_TABLE}) is not null` })
    .from(sql`(select 1) as ping`)
  if (table?.present !== true) return 0
  const [row] = await db
    .select({ newest: sql<string | number | null>`max(created_at)` })
    .from(sql.raw(MIGRATIONS_TABLE))
  return Number(row?.newest ?? 0)
}

/** The applied level of the PostgreSQL database at `url`, read on a connection of its own. */
export async function postgresMigrationLevel(url: string): Promise<number> {
  const database = await openDatabase({ driver: 'postgres', url })
  try {
    return await appliedMigrationLevel(database.db)
  } finally {
    await database.close()
  }
}

/** The name drizzle-kit gave the migration of a level (`0009_storefront_search_trigram`). */
export function migrationNameOf(
  level: number,
  migrationsFolder = MIGRATIONS_FOLDER,
): string | null {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number; tag: string }[] }
  return journal.entries.find((entry) => entry.when === level)?.tag ?? null
}
