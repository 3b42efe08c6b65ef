import { loadConfig } from '../config/env.js'
import { keepDataDirectoryPrivate } from '../config/private-files.js'
import { runBackupCommand } from './backup-command.js'
import { finishCommand } from './finish-command.js'

/** `npm run backup` (scripts/backup.mjs builds first when needed), with the shop's settings. */
finishCommand(
  (async () => {
    const config = loadConfig()
    await keepDataDirectoryPrivate(config.dataDir)
    return runBackupCommand(process.argv.slice(2), config, {
      print: (line) => {
        console.log(line)
      },
      printError: (line) => {
        console.error(line)
      },
    })
  })(),
  'The backup failed',
)
