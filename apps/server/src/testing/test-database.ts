import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
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
    const handle = await openDatabase({ driver: 'pglite-memory', from: await pgliteTemplate() })
    // Nothing to apply when the template is current; proves it is.
    await migrateDatabase(handle)
    return handle
  }
  const database = await createPostgresTestDatabase()
  const handle = await openDatabase({ driver: 'postgres', url: database.url })
  await migrateDatabase(handle)
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await database.drop()
    },
  }
}

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL, and how to drop it. */
export async function createPostgresTestDatabase(): Promise<{
  url: string
  drop: () => Promise<void>
}> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL')
  const name = `shop_test_${randomBytes(6).toString('hex')}`
  await runOnServer(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`),
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

/** The migrated database the suite's global setup dumped (pglite-template.global-setup.ts). */
async function pgliteTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplatePath')
  return file ? new Blob([await readFile(file)]) : undefined
}
