import { sql } from 'drizzle-orm'
import type { Executor } from './client.js'

/**
 * NOTIFY on the shared database: every connection listening on `channel` (postgres-listener.ts)
 * receives `payload` once the caller's transaction commits, or at once outside one. pg_notify
 * takes the channel as a value, so no name needs quoting.
 */
export async function postgresNotify(
  db: Executor,
  channel: string,
  payload: string,
): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`)
}
