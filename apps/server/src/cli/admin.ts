import { read } from 'read'
import { ConfigError, loadConfig } from '../config/env.js'
import { restrictNewFilesToOwner } from '../config/private-files.js'
import { DatabaseLockedError, configuredDatabase, openDatabase } from '../db/client.js'
import { prepareDatabase } from '../db/prepare-database.js'
import { runAdminCommand } from './admin-command.js'

/**
 * `npm run admin -- …` on the server (scripts/admin.mjs builds first when needed): the same
 * configuration and database as `npm start`, one command, then out.
 */
async function main(): Promise<number> {
  const config = loadConfig()
  restrictNewFilesToOwner()
  const database = await openDatabase(configuredDatabase(config))
  try {
    // Migrates as a start would: under the lock on PostgreSQL, after a snapshot on PGlite.
    await prepareDatabase(database, { config })
    return await runAdminCommand(process.argv.slice(2), database.db, {
      passwordFromEnv: process.env.ADMIN_PASSWORD || undefined,
      askSecret: (prompt) => read({ prompt, silent: true, replace: '' }),
      print: (line) => {
        console.log(line)
      },
      printError: (line) => {
        console.error(line)
      },
    })
  } finally {
    await database.close()
  }
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(error.message)
    } else if (error instanceof DatabaseLockedError) {
      console.error(
        `${error.message}\nThe command needs the database to itself: stop the shop, run it, start the shop again.`,
      )
    } else {
      console.error('The command failed:', error)
    }
    process.exitCode = 1
  },
)
