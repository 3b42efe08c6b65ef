// `npm start`: builds the shop when the build is missing or older than its sources, then runs the
// server (API + web app on PORT) in this same process, so signals reach it directly.
import { pathToFileURL } from 'node:url'
import { ensureBuilt, markBuilt, serverEntry } from './ensure-built.mjs'

if (process.argv.includes('--mark-built')) {
  markBuilt()
  process.exit(0)
}

ensureBuilt()
await import(pathToFileURL(serverEntry).href)
