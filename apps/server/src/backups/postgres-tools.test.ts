import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { isPostgresRun } from '../testing/test-database.js'
import { runPgDump } from './postgres-tools.js'

/**
 * pg_dump comes from the machine, not from npm: a missing or too old one is refused with what
 * to install, before anything is written. PostgreSQL runs only (`server-pg`).
 */

let binDir: string
const originalPath = process.env.PATH

beforeAll(async () => {
  binDir = await mkdtemp(path.join(os.tmpdir(), 'shop-fake-bin-'))
})

afterAll(async () => {
  process.env.PATH = originalPath
  await rm(binDir, { recursive: true, force: true })
})

async function withPath<T>(searchPath: string, work: () => Promise<T>): Promise<T> {
  process.env.PATH = searchPath
  try {
    return await work()
  } finally {
    process.env.PATH = originalPath
  }
}

const databaseUrl = () => process.env.TEST_DATABASE_URL ?? ''
const target = () => path.join(binDir, 'never-written.pg_dump')

test.skipIf(!isPostgresRun())(
  'a machine without pg_dump is told to install the client programs',
  async () => {
    await expect(withPath(binDir, () => runPgDump(databaseUrl(), target()))).rejects.toThrow(
      /^pg_dump was not found: install PostgreSQL's client programs of version \d+ or newer/,
    )
  },
)

test.skipIf(!isPostgresRun())(
  'a pg_dump older than the server is refused before it runs',
  async () => {
    const fake = path.join(binDir, 'pg_dump')
    await writeFile(fake, '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n')
    await chmod(fake, 0o755)
    await expect(
      withPath(`${binDir}${path.delimiter}${originalPath ?? ''}`, () =>
        runPgDump(databaseUrl(), target()),
      ),
    ).rejects.toThrow(/^pg_dump is version 9, older than the PostgreSQL \d+ server: install/)
  },
)
