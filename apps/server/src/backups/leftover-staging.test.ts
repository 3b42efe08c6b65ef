import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { removeLeftoverStaging, STALE_BACKUP_STAGING_MS } from './leftover-staging.js'

let dataDir: string

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-leftovers-'))
})

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

/** A file with its parent folders, last changed at `changedAt`. */
async function fileAt(relative: string, changedAt = new Date()): Promise<string> {
  const file = path.join(dataDir, relative)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, 'data')
  await utimes(file, changedAt, changedAt)
  await utimes(path.dirname(file), changedAt, changedAt)
  return file
}

test('a start removes what an interrupted restore or backup left, and keeps the shop’s own files', async () => {
  const now = Date.now()
  const longAgo = new Date(now - STALE_BACKUP_STAGING_MS - 60_000)
  await fileAt('.restore-0a1b2c/archive/database.pgdump')
  await fileAt('backups/.staging-3d4e5f/database.pgdump', longAgo)
  await fileAt('backups/.backup-2026-01-01T00-00-00Z.tar.partial', longAgo)
  const kept = [
    await fileAt('backups/backup-2026-01-01T00-00-00Z.tar', longAgo),
    await fileAt('pglite/PG_VERSION'),
    await fileAt('uploads/front.w800.webp'),
  ]

  const outcome = await removeLeftoverStaging(dataDir, now)

  expect(outcome.removed.map((entry) => path.relative(dataDir, entry)).sort()).toEqual([
    '.restore-0a1b2c',
    path.join('backups', '.backup-2026-01-01T00-00-00Z.tar.partial'),
    path.join('backups', '.staging-3d4e5f'),
  ])
  expect(existsSync(path.join(dataDir, '.restore-0a1b2c'))).toBe(false)
  expect(existsSync(path.join(dataDir, 'backups', '.staging-3d4e5f'))).toBe(false)
  for (const file of kept) expect(existsSync(file)).toBe(true)
  expect(outcome.kept).toEqual([])
})

test('a backup still being written beside the shop keeps its staging folder', async () => {
  const now = Date.now()
  const longAgo = new Date(now - STALE_BACKUP_STAGING_MS - 60_000)
  // The folder was made long ago, but the dump in it is being written now.
  await fileAt('backups/.staging-running/manifest.json', longAgo)
  await fileAt('backups/.staging-running/database.pgdump')

  const outcome = await removeLeftoverStaging(dataDir, now)

  expect(outcome.removed).toEqual([])
  expect(existsSync(path.join(dataDir, 'backups', '.staging-running', 'database.pgdump'))).toBe(
    true,
  )
})

test('a restore cut off while it held the previous database aside is kept and named', async () => {
  await fileAt('.restore-9f8e7d/previous-pglite/PG_VERSION')

  const outcome = await removeLeftoverStaging(dataDir)

  expect(outcome).toEqual({ removed: [], kept: [path.join(dataDir, '.restore-9f8e7d')] })
  expect(existsSync(path.join(dataDir, '.restore-9f8e7d', 'previous-pglite', 'PG_VERSION'))).toBe(
    true,
  )
})
