import { loadConfig } from '../config/env.js'
import { runBackupCommand } from './backup-command.js'
import { finishCommand } from './finish-command.js'

/** `npm run backup` (scripts/backup.mjs builds first when needed), with the shop's settings. */
finishCommand(
  (async () =>
    runBackupCommand(process.argv.slice(2), loadConfig(), {
      print: (line) => {
        console.log(line)
      },
      printError: (line) => {
        console.error(line)
      },
    }))(),
  'The backup failed',
)
