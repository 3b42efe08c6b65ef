import { statfs } from 'node:fs/promises'
import type { WriteRefusal } from './disk-guarded-pglite.js'

/**
 * Refuses the embedded database's writes while the disk under it has less than MIN_FREE_DISK_MB
 * free, and accepts them again once space is back (docs/decisions/022-full-disk.md). PostgreSQL
 * creates each 16 MB WAL segment whole; when that fails it stops with a PANIC, and the process
 * must start again. Refusing writes before that keeps the shop serving reads, and it recovers by
 * itself.
 */

/** How often free space is read: statfs costs microseconds. */
export const FREE_SPACE_CHECK_INTERVAL_MS = 1000

/**
 * Writes come back only with this much more than the reserve free, so a disk at the line does not
 * flip the shop between refusing and accepting with every write: one WAL segment.
 */
export const RESUME_MARGIN_BYTES = 16 * 1024 * 1024

const BYTES_PER_MB = 1024 * 1024

export interface FreeSpaceLog {
  info: (message: string) => void
  warn: (message: string) => void
  error: (details: { err: unknown }, message: string) => void
}

export interface FreeSpaceWatchOptions {
  /** The database's directory: DATA_DIR/pglite. */
  directory: string
  minFreeBytes: number
  writes: WriteRefusal
  log: FreeSpaceLog
  /** Bytes free for the shop on the disk of `directory`; statfs by default, tests fake it. */
  freeBytes?: (directory: string) => Promise<number>
  intervalMs?: number
}

export interface FreeSpaceWatch {
  stop: () => void
}

/** Free bytes as an unprivileged process sees them (`bavail`: root's reserve left out). */
export async function statfsFreeBytes(directory: string): Promise<number> {
  const { bavail, bsize } = await statfs(directory)
  return bavail * bsize
}

/** Starts at once: a shop that starts on a nearly full disk refuses writes from the start. */
export function watchFreeSpace({
  directory,
  minFreeBytes,
  writes,
  log,
  freeBytes = statfsFreeBytes,
  intervalMs = FREE_SPACE_CHECK_INTERVAL_MS,
}: FreeSpaceWatchOptions): FreeSpaceWatch {
  const reserveMb = Math.round(minFreeBytes / BYTES_PER_MB)
  const reason = `less than ${String(reserveMb)} MB is free on the disk of DATA_DIR (MIN_FREE_DISK_MB)`
  let isChecking = false
  let hasFailed = false

  const check = async () => {
    const free = await freeBytes(directory)
    const freeMb = (free / BYTES_PER_MB).toFixed(1)
    const isRefusing = writes.writesRefusedBecause() !== undefined
    if (!isRefusing && free < minFreeBytes) {
      await writes.refuseWrites(reason)
      log.warn(
        `Only ${freeMb} MB is free on the disk of ${directory}: the database refuses writes (503) until at least ${String(reserveMb + RESUME_MARGIN_BYTES / BYTES_PER_MB)} MB is free (MIN_FREE_DISK_MB=${String(reserveMb)})`,
      )
    } else if (isRefusing && free >= minFreeBytes + RESUME_MARGIN_BYTES) {
      await writes.acceptWrites()
      log.info(`${freeMb} MB is free on the disk of ${directory} again: writes are accepted`)
    }
  }

  const tick = () => {
    if (isChecking) return
    isChecking = true
    check()
      .then(
        () => {
          hasFailed = false
        },
        (error: unknown) => {
          // Once per run of failures: a stopped database is reported by the process itself.
          if (!hasFailed) log.error({ err: error }, 'Could not check the free disk space')
          hasFailed = true
        },
      )
      .finally(() => {
        isChecking = false
      })
  }

  tick()
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  return {
    stop: () => {
      clearInterval(timer)
    },
  }
}
