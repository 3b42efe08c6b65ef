import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { isPostgresRun } from '../../testing/test-database.js'
import { DiskGuardedPGlite } from './disk-guarded-pglite.js'
import { openPgliteDirectory } from './open-pglite-directory.js'

/**
 * The embedded database on a disk that fails or fills (docs/decisions/022-full-disk.md): after
 * PostgreSQL panics, statements fail at once instead of spinning in PGlite's wasm, and the next
 * start recovers every committed row; a refused write gets PostgreSQL's disk-full error while
 * reads go on.
 */

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const noSpace = () =>
  Object.assign(new Error('ENOSPC: no space left on device, fdatasync'), { code: 'ENOSPC' })

// The embedded database only: the `server-pg` project would run it again for nothing.
describe.skipIf(isPostgresRun())('DiskGuardedPGlite', () => {
  test('after a PANIC every statement fails at once, and the next start has every committed row', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'shop-panic-'))
    cleanups.push(() => rm(directory, { recursive: true, force: true }))
    let isDiskFull = false
    const { client, checkpoints } = await openPgliteDirectory(directory, {
      extensions: {},
      // The disk fails every sync once full: the next commit's WAL cannot reach it.
      onFileSync: () => {
        if (isDiskFull) throw noSpace()
      },
    })
    cleanups.push(() => client.close())
    checkpoints?.stop()
    await client.exec('create table notes (body text)')
    await client.query(`insert into notes values ('committed')`)

    isDiskFull = true
    await expect(client.query(`insert into notes values ('lost')`)).rejects.toMatchObject({
      severity: 'PANIC',
      code: '53100',
    })
    // PGlite as it comes spins here forever; the test's timeout would end it.
    await expect(client.query('select 1')).rejects.toMatchObject({ code: '57P02' })
    await expect(client.transaction((tx) => tx.query('select 1'))).rejects.toMatchObject({
      code: '57P02',
    })
    expect(await client.stopped).toMatchObject({ severity: 'PANIC' })
    await client.close()

    isDiskFull = false
    const restarted = await openPgliteDirectory(directory, { extensions: {} })
    cleanups.push(() => restarted.client.close())
    restarted.checkpoints?.stop()
    const { rows } = await restarted.client.query<{ body: string }>('select body from notes')
    // The panicked commit's WAL may be in the file (only its sync failed) and be replayed: a
    // commit that got no answer may or may not be there, as on a server.
    expect(rows).toContainEqual({ body: 'committed' })
  }, 60_000)

  test('refused writes get the disk-full error, reads go on, and writes come back', async () => {
    const client = await DiskGuardedPGlite.open()
    cleanups.push(() => client.close())
    await client.exec('create table notes (body text)')
    await client.query(`insert into notes values ('before')`)

    await client.refuseWrites('less than 64 MB is free')
    expect(client.writesRefusedBecause()).toBe('less than 64 MB is free')
    await expect(client.query(`insert into notes values ('refused')`)).rejects.toMatchObject({
      code: '53100',
      message: 'could not write: less than 64 MB is free',
    })
    await expect(
      client.transaction((tx) => tx.query(`insert into notes values ('refused')`)),
    ).rejects.toMatchObject({ code: '53100' })
    expect((await client.query('select body from notes')).rows).toEqual([{ body: 'before' }])

    await client.acceptWrites()
    expect(client.writesRefusedBecause()).toBeUndefined()
    await client.query(`insert into notes values ('after')`)
    expect((await client.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }])
  })
})
