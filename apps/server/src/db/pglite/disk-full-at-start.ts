import { statfsFreeBytes } from './free-space-watch.js'

/**
 * A start of the embedded database that fails on a full disk says so. PostgreSQL recovers from
 * its WAL at such a start and needs room for it (a 16 MB WAL segment, a checkpoint); PGlite
 * only reports that it "failed to initialize properly". A process manager starts the shop again
 * until space is freed (docs/decisions/022-full-disk.md).
 */

/** Less free than one WAL segment: PostgreSQL cannot finish a recovery. */
const TOO_LITTLE_TO_START_BYTES = 16 * 1024 * 1024

export class DiskFullAtStartError extends Error {
  override name = 'DiskFullAtStartError'
}

/** The error to report for a failed start in `directory`: this one, unless the disk is full. */
export async function explainFailedStart(directory: string, error: unknown): Promise<unknown> {
  const free = await statfsFreeBytes(directory).catch(() => undefined)
  if (free === undefined || free >= TOO_LITTLE_TO_START_BYTES) return error
  const freeMb = (free / (1024 * 1024)).toFixed(1)
  return new DiskFullAtStartError(
    `only ${freeMb} MB is free on the disk of ${directory}, too little for the embedded database to start. Free some space: the next start recovers every confirmed write.`,
    { cause: error },
  )
}
