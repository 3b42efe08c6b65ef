// `npm run backup`: a snapshot of the shop's database and images into DATA_DIR/backups, on the
// built server code, with the shop's own configuration (docs/backups.md).
import { pathToFileURL } from 'node:url'
import { backupEntry, ensureBuilt } from './ensure-built.mjs'

ensureBuilt()
await import(pathToFileURL(backupEntry).href)
