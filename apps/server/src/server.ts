import { ConfigError, loadConfig } from './config/env.js'
import { DatabaseLockedError, DiskFullAtStartError } from './db/client.js'
import { startShop } from './start-shop.js'

/** Time to close the database after the last connection, on top of SHUTDOWN_TIMEOUT_SECONDS. */
const CLOSE_DATABASE_ALLOWANCE_MS = 5000

/**
 * The process: read the configuration once, start the shop, close it cleanly on a signal, and
 * end with code 1 when the embedded database stops, so a process manager starts it again.
 */
async function main(): Promise<void> {
  const config = loadConfig()
  const shop = await startShop(config)
  let isClosing = false
  const closeAndExit = (exitCode: number) => {
    if (isClosing) return
    isClosing = true
    // Connections are cut at the bound (start-shop.ts); should closing the database hang even
    // then, the process still ends, so a process manager can start a fresh one.
    setTimeout(() => {
      shop.app.log.error('The shop did not close in time: exiting')
      process.exit(1)
    }, config.shutdownTimeoutMs + CLOSE_DATABASE_ALLOWANCE_MS).unref()
    shop.close().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        shop.app.log.error(error, 'error while closing')
        process.exit(1)
      },
    )
  }
  const onSignal = (signal: NodeJS.Signals) => {
    if (!isClosing) shop.app.log.info(`${signal} received, closing`)
    closeAndExit(0)
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  // PGlite cannot come back in the process it panicked in; a new start recovers the database
  // from its WAL (docs/decisions/022-full-disk.md).
  void shop.database.stopped?.then((reason) => {
    const severity = 'severity' in reason ? `${String(reason.severity)}: ` : ''
    shop.app.log.fatal(
      `The embedded database stopped (${severity}${reason.message}). Exiting with code 1 so that the process manager starts the shop again; the start recovers the database once its disk has space.`,
    )
    closeAndExit(1)
  })
}

main().catch((error: unknown) => {
  // Expected start failures get their message alone; anything else keeps its stack for a bug report.
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseLockedError ||
    error instanceof DiskFullAtStartError
  ) {
    console.error(`Cannot start the shop: ${error.message}`)
  } else {
    console.error('Cannot start the shop:', error)
  }
  process.exit(1)
})
