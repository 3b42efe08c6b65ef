// Builds the shop when the build is missing or older than its sources: `npm start`,
// `npm run admin`, `backup` and `restore` run on the built app, and a fresh clone has none yet.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const fromRoot = (...parts) => path.join(root, ...parts)

export const serverEntry = fromRoot('apps/server/dist/server.js')
export const adminEntry = fromRoot('apps/server/dist/cli/admin.js')
export const backupEntry = fromRoot('apps/server/dist/cli/backup.js')
export const restoreEntry = fromRoot('apps/server/dist/cli/restore.js')
const outputs = [
  serverEntry,
  adminEntry,
  backupEntry,
  restoreEntry,
  fromRoot('apps/web/dist/index.html'),
]
/** Written after each full build: incremental compilers leave unchanged outputs untouched. */
const buildStamp = fromRoot('.build-stamp')
const sources = [
  'packages/shared/src',
  'packages/shared/package.json',
  'apps/server/src',
  'apps/server/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'tsconfig.base.json',
  'package-lock.json',
].map((part) => fromRoot(part))

function newestChange(target) {
  if (!existsSync(target)) return 0
  const stats = statSync(target)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = stats.mtimeMs
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)))
  return newest
}

function isBuildCurrent() {
  if (![...outputs, buildStamp].every((output) => existsSync(output))) return false
  const builtAt = statSync(buildStamp).mtimeMs
  return sources.every((source) => newestChange(source) <= builtAt)
}

export function markBuilt() {
  writeFileSync(buildStamp, `${new Date().toISOString()}\n`)
}

/** Builds when needed; exits the process when the build fails. */
export function ensureBuilt() {
  if (isBuildCurrent()) return
  console.log('Building the shop (first start or changed sources)...')
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  })
  if (build.status !== 0) {
    console.error('The build failed; see above.')
    process.exit(build.status ?? 1)
  }
}
