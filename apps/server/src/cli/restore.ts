import { loadConfig } from '../config/env.js'
import { finishCommand } from './finish-command.js'
import { runRestoreCommand } from './restore-command.js'

/** `npm run restore FILE` (scripts/restore.mjs builds first when needed), with the shop's settings. */
finishCommand(
  (async () =>
    runRestoreCommand(process.argv.slice(2), loadConfig(), {
      print: (line) => {
        console.log(line)
      },
      printError: (line) => {
        console.error(line)
      },
    }))(),
  'The restore failed',
)
