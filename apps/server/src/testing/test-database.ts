import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../db/client.js'
import { migrateDatabase } from '../db/migrate.js'

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL when the suite runs as the `server-pg` project.
 */
export function isPostgresRun(): boolean {
  return process.env.TEST_DB_DRIVER === 'postgres'
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (!isPostgresRun()) {
    const handle = await openDatabase({ driver: 'pglite-memory' })
    await migrateDatabase(handle)
    return handle
  }
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL')
  const name = `shop_test_${randomBytes(6).toString('hex')}`
  await runOnServer(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ driver: 'postgres', url: url.toString() })
  await migrateDatabase(handle)
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await runOnServer(serverUrl, `drop database if exists ${name} with (force)`)
    },
  }
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
