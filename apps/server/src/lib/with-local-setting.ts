import { sql } from 'drizzle-orm'
import type { Executor } from '../db/client.js'

/**
 * Runs `run` in a transaction with one planner or extension setting changed. `SET LOCAL` ends
 * with the transaction, so no pooled connection keeps it.
 */
export async function withLocalSetting<T>(
  db: Executor,
  setting: { name: string; value: string },
  run: (db: Executor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config(${setting.name}, ${setting.value}, true)`)
    return run(tx)
  })
}
