import { readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import lockfile from 'proper-lockfile'
import { PRIVATE_FILE_MODE } from '../../config/private-files.js'

/**
 * PGlite is single-process: a second server on the same directory would corrupt it, so the
 * directory is locked (proper-lockfile: a `.lock` folder whose time the owner renews). A lock
 * whose owner was killed goes stale only after STALE_MS; to restart at once after a crash, the
 * owner's process id and host are written beside it, and a lock whose owner process is gone on
 * this host is taken over. A live owner, or one on another host, still refuses the start
 * (docs/decisions/018-data-directory-lock-owner.md).
 */

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError'
}

const STALE_MS = 15_000
const UPDATE_MS = 5_000

interface LockOwner {
  pid: number
  hostname: string
}

const ownerFileOf = (directory: string) => `${directory}.owner.json`

async function readOwner(directory: string): Promise<LockOwner | undefined> {
  try {
    const owner = JSON.parse(await readFile(ownerFileOf(directory), 'utf8')) as Partial<LockOwner>
    return typeof owner.pid === 'number' && typeof owner.hostname === 'string'
      ? { pid: owner.pid, hostname: owner.hostname }
      : undefined
  } catch {
    return undefined
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Directories this process holds, to tell its own lock from a former process's. */
const heldByThisProcess = new Set<string>()

/**
 * The lock's owner is known to be gone: recorded on this host, and no such process runs. An
 * owner with this process's own id was an earlier process (a container's shop is often pid 1
 * after every restart), unless this process holds the lock itself.
 */
async function isOwnerGone(directory: string): Promise<boolean> {
  const owner = await readOwner(directory)
  if (owner === undefined || owner.hostname !== os.hostname()) return false
  if (owner.pid === process.pid) return !heldByThisProcess.has(directory)
  return !isProcessAlive(owner.pid)
}

function acquire(directory: string): Promise<() => Promise<void>> {
  return lockfile.lock(directory, {
    stale: STALE_MS,
    update: UPDATE_MS,
    realpath: false,
    onCompromised: (error) => {
      // Someone removed or took our lock: stop rather than risk two writers.
      console.error(`Lost the lock on ${directory}: ${error.message}`)
      process.exit(1)
    },
  })
}

async function acquireAndRecordOwner(directory: string): Promise<() => Promise<void>> {
  const release = await acquire(directory)
  try {
    const owner: LockOwner = { pid: process.pid, hostname: os.hostname() }
    await writeFile(ownerFileOf(directory), JSON.stringify(owner), { mode: PRIVATE_FILE_MODE })
  } catch (error) {
    await release()
    throw error
  }
  heldByThisProcess.add(directory)
  return async () => {
    heldByThisProcess.delete(directory)
    await rm(ownerFileOf(directory), { force: true })
    await release()
  }
}

/**
 * Servers starting together must not both take over one stale lock, nor take one that another
 * has just acquired and not yet recorded: acquiring, recording and taking over happen under a
 * second, briefly held lock. One killed while holding it delays the next start by its staleness.
 */
const GATE = { stale: 5_000, retries: { retries: 12, minTimeout: 100, maxTimeout: 1_000 } }

export async function lockDataDirectory(directory: string): Promise<() => Promise<void>> {
  const releaseGate = await lockfile.lock(`${directory}.gate`, { ...GATE, realpath: false })
  try {
    try {
      return await acquireAndRecordOwner(directory)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error
    }
    if (await isOwnerGone(directory)) {
      await rm(`${directory}.lock`, { recursive: true, force: true })
      return await acquireAndRecordOwner(directory)
    }
    throw new DatabaseLockedError(
      `The database in ${directory} is in use by another running shop server. ` +
        'Stop that server first, or give this one its own DATA_DIR.',
    )
  } finally {
    await releaseGate()
  }
}
