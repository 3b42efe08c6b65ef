import fs from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'
import path from 'node:path'

/**
 * Loaded into a shop process a test starts (`node --import`, see testing/fillable-disk.ts): the
 * disk under DATA_DIR fills up when the test says so, without a small file system to mount. The
 * file FILLABLE_DISK_STATE holds one word:
 *
 * - `ok`: the real disk.
 * - `low`: statfs reports 1 MB free, below any reserve; writes still succeed.
 * - `full`: statfs reports nothing free; a write that makes a file under DATA_DIR longer fails
 *   with ENOSPC, and so does a sync there (as with delayed allocation, where the space is found
 *   missing at writeback).
 *
 * PGlite's NODEFS reaches the disk through `fs.openSync`, `fs.writeSync` and the shop's own
 * `fdatasyncSync`/`fsyncSync` (db/pglite/pglite-synced-fs.ts), and the free-space watch through
 * `statfs`; those are replaced here, before the server's modules load.
 */

type DiskState = 'ok' | 'low' | 'full'

const stateFile = process.env.FILLABLE_DISK_STATE
const dataDir = process.env.DATA_DIR
if (stateFile === undefined || dataDir === undefined) {
  throw new Error('fillable-disk.preload needs FILLABLE_DISK_STATE and DATA_DIR')
}
const root = `${path.resolve(dataDir)}${path.sep}`

let state: DiskState = 'ok'
const readState = () => {
  const word = fs.readFileSync(stateFile, 'utf8').trim()
  if (word === 'ok' || word === 'low' || word === 'full') state = word
}
readState()
// The test waits for what the shop does next, so a few milliseconds of lag are harmless.
setInterval(readState, 10).unref()

/** Descriptors of files under DATA_DIR. */
const watched = new Set<number>()

const noSpace = (syscall: string) =>
  Object.assign(new Error(`ENOSPC: no space left on device, ${syscall}`), {
    code: 'ENOSPC',
    errno: -28,
    syscall,
  })

const { openSync, closeSync, writeSync, fstatSync, fdatasyncSync, fsyncSync } = fs
const statfs = fs.promises.statfs

fs.openSync = (file: fs.PathLike, flags?: fs.OpenMode, mode?: fs.Mode | null) => {
  const fd = openSync(file, flags ?? 'r', mode)
  if (path.resolve(String(file)).startsWith(root)) watched.add(fd)
  return fd
}

fs.closeSync = (fd: number) => {
  watched.delete(fd)
  closeSync(fd)
}

fs.writeSync = ((fd: number, buffer: NodeJS.ArrayBufferView, ...rest: unknown[]) => {
  if (state === 'full' && watched.has(fd)) {
    const [offset = 0, length = buffer.byteLength - offset, position] = rest as [
      number?,
      number?,
      number?,
    ]
    const end = (typeof position === 'number' ? position : fstatSync(fd).size) + length
    if (end > fstatSync(fd).size) throw noSpace('write')
  }
  return (writeSync as (...args: unknown[]) => number)(fd, buffer, ...rest)
}) as typeof fs.writeSync

fs.fdatasyncSync = (fd: number) => {
  if (state === 'full' && watched.has(fd)) throw noSpace('fdatasync')
  fdatasyncSync(fd)
}

fs.fsyncSync = (fd: number) => {
  if (state === 'full' && watched.has(fd)) throw noSpace('fsync')
  fsyncSync(fd)
}

fs.promises.statfs = (async (file: fs.PathLike, options?: fs.StatFsOptions) => {
  const real = await statfs(file, options as { bigint?: false })
  if (state === 'ok') return real
  const freeBlocks = state === 'low' ? Math.floor((1024 * 1024) / real.bsize) : 0
  real.bfree = freeBlocks
  real.bavail = freeBlocks
  return real
}) as typeof fs.promises.statfs

// ES modules' named imports of `node:fs` and `node:fs/promises` see the replacements too.
syncBuiltinESMExports()
