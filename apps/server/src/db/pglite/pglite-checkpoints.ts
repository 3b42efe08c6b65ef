import type { PGlite } from '@electric-sql/pglite'

/**
 * PGlite runs PostgreSQL as a single process, without the checkpointer that a server runs every
 * `checkpoint_timeout` (5 min): left alone it checkpoints only when it closes, and the WAL a
 * crash must replay grows with every write since the start. This runs the checkpoint instead
 * (docs/decisions/020-durable-orders-on-the-embedded-database.md).
 */
export const CHECKPOINT_INTERVAL_MS = 5 * 60 * 1000

export interface Checkpoints {
  /** Checkpoints now unless nothing was written since the last one; true when it did. */
  checkpointIfWritten: () => Promise<boolean>
  stop: () => void
}

export async function scheduleCheckpoints(
  client: PGlite,
  intervalMs: number = CHECKPOINT_INTERVAL_MS,
): Promise<Checkpoints> {
  const insertPosition = async () =>
    (await client.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn')).rows[0]
      ?.lsn
  // An idle shop writes no WAL, and then needs no checkpoint (a checkpoint writes WAL itself).
  let positionAfterLastCheckpoint = await insertPosition()
  const checkpointIfWritten = async () => {
    if ((await insertPosition()) === positionAfterLastCheckpoint) return false
    // Runs between transactions: PGlite queues it behind the one that holds the connection.
    await client.exec('CHECKPOINT')
    positionAfterLastCheckpoint = await insertPosition()
    return true
  }
  const timer = setInterval(() => {
    // A checkpoint that fails is tried again at the next tick; a disk that fails fails the
    // shop's next write too, and that one is answered and logged.
    checkpointIfWritten().catch(() => undefined)
  }, intervalMs)
  timer.unref()
  return {
    checkpointIfWritten,
    stop: () => {
      clearInterval(timer)
    },
  }
}
