import { sql } from 'drizzle-orm'
import type { Executor } from './client.js'

/**
 * PostgreSQL plans a query from the statistics ANALYZE keeps (pg_statistic, pg_class.reltuples).
 * A server's autovacuum refreshes them as tables change; the embedded database runs no
 * autovacuum, so without these calls its tables keep the statistics of their first days (or
 * none), and a large catalogue filtered by size and colour is planned as if it were empty:
 * seconds instead of milliseconds.
 */

/** Every table of the database: once per start of the embedded database. */
export async function analyzeDatabase(db: Executor): Promise<void> {
  await db.execute(sql`analyze`)
}

/** The catalogue's tables, after a write that changes many of their rows at once (a CSV import). */
export async function analyzeCatalogue(db: Executor): Promise<void> {
  await db.execute(sql`analyze products, product_variants`)
}
