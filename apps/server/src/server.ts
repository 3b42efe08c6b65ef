import { ConfigError, loadConfig } from './config/env.js'
import { DatabaseLockedError } from './db/client.js'
import { startShop } from './start-shop.js'

/** Time to close the database after the last connection, on top of SHUTDOWN_TIMEOUT_SECONDS. */
const CLOSE_DATABASE_ALLOWANCE_MS = 5000

/** The process: read the configuration once, start the shop, close it cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig()
  const shop = await startShop(config)
  let isClosing = false
  const shutdown = (signal: NodeJS.Signals) => {
    if (isClosing) return
    isClosing = true
    shop.app.log.info(`${signal} received, closing`)
    // Connections are cut at the bound (start-shop.ts); should closing the database hang even
    // then, the process still ends, so a process manager can start a fresh one.
    setTimeout(() => {
      shop.app.log.error('The shop did not close in time: exiting')
      process.exit(1)
    }, config.shutdownTimeoutMs + CLOSE_DATABASE_ALLOWANCE_MS).unref()
    shop.close().then(
      () => process.exit(0),
      (error: unknown) => {
        shop.app.log.error(error, 'error while closing')
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  // Expected start failures get their message alone; anything else keeps its stack for a bug report.
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(`Cannot start the shop: ${error.message}`)
  } else {
    console.error('Cannot start the shop:', error)
  }
  process.exit(1)
})
