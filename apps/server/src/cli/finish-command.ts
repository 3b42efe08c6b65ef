import { BackupError } from '../backups/backup-error.js'
import { ConfigError } from '../config/env.js'

/**
 * Sets the exit code of a backup or restore command. Expected failures print their message
 * alone; anything else keeps its stack for a bug report.
 */
export function finishCommand(run: Promise<number>, failure: string): void {
  run.then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      if (error instanceof BackupError || error instanceof ConfigError) {
        console.error(`${failure}: ${error.message}`)
      } else {
        console.error(`${failure}:`, error)
      }
      process.exitCode = 1
    },
  )
}
