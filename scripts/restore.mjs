// `npm run restore FILE`: puts a backup back into the stopped shop, on the built server code,
// with the shop's own configuration (docs/backups.md).
import { pathToFileURL } from 'node:url'
import { ensureBuilt, restoreEntry } from './ensure-built.mjs'

ensureBuilt()
await import(pathToFileURL(restoreEntry).href)
