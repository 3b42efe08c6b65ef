import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { loadConfig } from './config/env.js'
import { startShop } from './start-shop.js'
import { isPostgresRun } from './testing/test-database.js'

// The embedded database in a data directory: the PostgreSQL run has nothing to add.
test.skipIf(isPostgresRun())(
  'a start removes the folder an interrupted restore left in DATA_DIR',
  async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-start-leftovers-'))
    const leftover = path.join(dataDir, '.restore-0a1b2c')
    await mkdir(path.join(leftover, 'archive'), { recursive: true })
    await writeFile(path.join(leftover, 'archive', 'database.pgdump'), 'half a dump')
    try {
      const shop = await startShop(
        loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          HOST: '127.0.0.1',
          PORT: '0',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'silent',
          JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
        }),
      )
      await shop.close()
      expect(existsSync(leftover)).toBe(false)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  },
  120_000,
)
