import { loadConfig } from '../config/env.js'
import { keepDataDirectoryPrivate } from '../config/private-files.js'
import { finishCommand } from './finish-command.js'
import { runRestoreCommand } from './restore-command.js'

/** `npm run restore FILE` (scripts/restore.mjs builds first when needed), with the shop's settings. */
finishCommand(
  (async () => {
    const config = loadConfig()
    await keepDataDirectoryPrivate(config.dataDir)
    return runRestoreCommand(process.argv.slice(2), config, {
      print: (line) => {
        console.log(line)
      },
      printError: (line) => {
        console.error(line)
      },
    })
  })(),
  'The restore failed',
)
