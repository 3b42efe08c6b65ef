import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as tar from 'tar'
import { inject } from 'vitest'
import { loadConfig, type AppConfig } from '../config/env.js'
import { configuredDatabase, openDatabase, type DatabaseHandle } from '../db/client.js'
import { migrateDatabase } from '../db/migrate.js'
import { createPostgresTestDatabase, isPostgresRun } from './test-database.js'

/**
 * A shop's data as `npm start` keeps it, for tests of what happens across starts, backups and
 * restores: a DATA_DIR on disk with the embedded database in it, or (on the `server-pg` project)
 * a database of its own on the PostgreSQL server of TEST_DATABASE_URL.
 */
export interface TestShopData {
  config: Readonly<AppConfig>
  /** The environment that gives `config`, for `createTestApp`. */
  env: Record<string, string>
  /** Opens the shop's database as a start does (the embedded one locked to this process). */
  open: () => Promise<DatabaseHandle>
  /** Deletes the data directory and drops the database. */
  remove: () => Promise<void>
}

export async function createTestShopData({
  migrated = true,
  env = {},
}: { migrated?: boolean; env?: Record<string, string> } = {}): Promise<TestShopData> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-data-'))
  const database = isPostgresRun() ? await createPostgresTestDatabase() : undefined
  const fullEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  }
  const config = loadConfig(fullEnv)
  const open = () => openDatabase(configuredDatabase(config))
  if (migrated) {
    if (database) {
      const handle = await open()
      await migrateDatabase(handle)
      await handle.close()
    } else {
      await fillFromMigratedTemplate(path.join(dataDir, 'pglite'))
    }
  }
  return {
    config,
    env: fullEnv,
    open,
    remove: async () => {
      await rm(dataDir, { recursive: true, force: true })
      await database?.drop()
    },
  }
}

/**
 * The suite's migrated template (pglite-template.global-setup.ts) unpacked as the data
 * directory: the dump is a tar of exactly those files, and unpacking takes a fraction of the
 * seconds PGlite needs to load it.
 */
async function fillFromMigratedTemplate(directory: string): Promise<void> {
  const file = inject('pgliteTemplatePath')
  if (!file) throw new Error('The server project provides pgliteTemplatePath')
  await mkdir(directory, { recursive: true })
  // The dump names its entries from the root (`/base/1/…`); they land inside `directory`.
  await tar.x({ file, cwd: directory, preserveOwner: false, onwarn: () => undefined })
}
