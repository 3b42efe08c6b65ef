import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { backupsDirOf } from './backup-files.js'

/**
 * What an interrupted restore or backup leaves behind (docs/backups.md): a restore unpacks into
 * DATA_DIR/.restore-…, a backup is written in DATA_DIR/backups/.staging-… and `.….partial`
 * before it is renamed into place. Each removes its own when it ends; a kill or a power cut
 * leaves them, and they can be as large as the shop's data. A start removes them.
 *
 * Called once the shop holds its database (markShopRunning): no restore can run then. A backup
 * (`npm run backup`) may still run beside the shop, so a backup's leftovers are removed only once
 * nothing in them changed for STALE_BACKUP_STAGING_MS.
 */

/** Far longer than a backup goes without writing to its files. */
export const STALE_BACKUP_STAGING_MS = 15 * 60_000

export interface LeftoverStaging {
  removed: string[]
  /**
   * Restore folders holding the shop's previous database or images (`previous-…`): a restore cut
   * off between its two renames leaves them there alone. Kept, for the owner to look at.
   */
  kept: string[]
}

export async function removeLeftoverStaging(
  dataDir: string,
  now: number = Date.now(),
): Promise<LeftoverStaging> {
  const outcome: LeftoverStaging = { removed: [], kept: [] }
  for (const name of await namesIn(dataDir)) {
    if (!name.startsWith('.restore-')) continue
    const folder = path.join(dataDir, name)
    const inside = await namesIn(folder)
    if (inside.some((entry) => entry.startsWith('previous-'))) {
      outcome.kept.push(folder)
      continue
    }
    await rm(folder, { recursive: true, force: true })
    outcome.removed.push(folder)
  }
  const backupsDir = backupsDirOf(dataDir)
  for (const name of await namesIn(backupsDir)) {
    const isStaging =
      name.startsWith('.staging-') || (name.startsWith('.') && name.endsWith('.partial'))
    if (!isStaging) continue
    const entry = path.join(backupsDir, name)
    if (now - (await lastChangeIn(entry)) < STALE_BACKUP_STAGING_MS) continue
    await rm(entry, { recursive: true, force: true })
    outcome.removed.push(entry)
  }
  return outcome
}

async function namesIn(directory: string): Promise<string[]> {
  return readdir(directory).catch(() => [])
}

/** The newest modification time of a file, or of a folder and everything in it. */
async function lastChangeIn(entry: string): Promise<number> {
  const status = await stat(entry)
  let newest = status.mtimeMs
  if (status.isDirectory()) {
    for (const name of await namesIn(entry)) {
      newest = Math.max(newest, await lastChangeIn(path.join(entry, name)))
    }
  }
  return newest
}
