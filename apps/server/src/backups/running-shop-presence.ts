import type { AppConfig } from '../config/env.js'
import { acquireShopLock, type HeldLock } from '../db/advisory-locks.js'
import type { DatabaseHandle } from '../db/client.js'
import type { BackupLog } from './backup-log.js'
import { listenForDumpRequests, type DumpRequestListener } from './backup-socket.js'

/**
 * How a running shop shows itself to `npm run backup` and `npm run restore`
 * (docs/decisions/019-backups.md). The embedded database's directory lock already says a shop
 * runs; the shop also answers dump requests on DATA_DIR/backup.sock. On PostgreSQL every
 * instance holds the `shopRunning` advisory lock shared, and a restore refuses while anyone does.
 * Taken before migrations, so a restore can never run under a shop that is starting.
 */

export interface RunningShopPresence {
  /** Where problems are logged once the app's logger exists; earlier ones are logged then. */
  logTo: (log: BackupLog) => void
  stop: () => Promise<void>
}

/** After the lock's connection breaks (the server restarted), ask again this often. */
const RELOCK_INTERVAL_MS = 5000

type DeferredLog = BackupLog & { logTo: (log: BackupLog) => void }

/** Holds log lines until the app's logger is there: the mark is made before the app is built. */
function deferredLog(): DeferredLog {
  let target: BackupLog | undefined
  const waiting: ((log: BackupLog) => void)[] = []
  const send = (write: (log: BackupLog) => void) => {
    if (target) write(target)
    else waiting.push(write)
  }
  return {
    info: (message) => {
      send((log) => {
        log.info(message)
      })
    },
    warn: (message) => {
      send((log) => {
        log.warn(message)
      })
    },
    error: (error, message) => {
      send((log) => {
        log.error(error, message)
      })
    },
    logTo: (log) => {
      target = log
      for (const write of waiting.splice(0)) write(log)
    },
  }
}

export async function markShopRunning(
  database: DatabaseHandle,
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl'>,
): Promise<RunningShopPresence> {
  const log = deferredLog()
  if (database.driver === 'pglite') {
    const listener: DumpRequestListener = await listenForDumpRequests(config.dataDir, database, log)
    return { logTo: log.logTo, stop: listener.close }
  }
  if (config.databaseUrl === undefined) {
    throw new Error('A PostgreSQL shop is marked running through its DATABASE_URL')
  }
  return holdRunningLock(config.databaseUrl, log)
}

/** The shared lock, taken again whenever its connection breaks, until the shop stops. */
async function holdRunningLock(
  databaseUrl: string,
  log: DeferredLog,
): Promise<RunningShopPresence> {
  let held: HeldLock | undefined
  let isStopped = false
  let retry: NodeJS.Timeout | undefined

  const keep = (lock: HeldLock) => {
    held = lock
    lock.onLost((error) => {
      held = undefined
      if (isStopped) return
      log.warn(
        `Lost the connection that marks this shop as running (${error.message}); taking the mark again`,
      )
      relockLater()
    })
  }
  const relockLater = () => {
    retry = setTimeout(() => {
      acquireShopLock(databaseUrl, { lock: 'shopRunning', shared: true, wait: true }).then(
        async (lock) => {
          if (!lock) return
          if (isStopped) await lock.release()
          else keep(lock)
        },
        () => {
          if (!isStopped) relockLater()
        },
      )
    }, RELOCK_INTERVAL_MS)
    retry.unref()
  }

  // The first mark is taken before the start goes on: a database that does not answer stops it.
  const first = await acquireShopLock(databaseUrl, {
    lock: 'shopRunning',
    shared: true,
    wait: true,
  })
  if (first) keep(first)
  return {
    logTo: log.logTo,
    stop: async () => {
      isStopped = true
      clearTimeout(retry)
      await held?.release()
    },
  }
}
