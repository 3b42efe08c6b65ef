// `npm run admin -- <command> EMAIL`: the owner's recovery commands (reset-password,
// create-admin) on the built server code, with the shop's own configuration (README).
import { pathToFileURL } from 'node:url'
import { adminEntry, ensureBuilt } from './ensure-built.mjs'

ensureBuilt()
await import(pathToFileURL(adminEntry).href)
