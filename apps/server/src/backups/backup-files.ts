import { existsSync } from 'node:fs'
import { mkdir, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import type { BackupKind } from './backup-manifest.js'

/**
 * Where backups go and what they are called: `DATA_DIR/backups/<kind>-<UTC time>.tar`, so the
 * names sort by age and say why each was made (docs/backups.md).
 */

export function backupsDirOf(dataDir: string): string {
  return path.join(dataDir, 'backups')
}

/** The folder for backups, readable by the shop's user only: backups hold customers' data. */
export async function ensureBackupsDir(dataDir: string): Promise<string> {
  const directory = backupsDirOf(dataDir)
  await mkdir(directory, { recursive: true, mode: 0o700 })
  return directory
}

/** `2026-11-24T20:05:41.123Z` → `2026-11-24T20-05-41-123Z`: no colons, which some systems refuse. */
function fileTimeOf(date: Date): string {
  return date.toISOString().replaceAll(':', '-').replace('.', '-')
}

const NAME_PATTERN =
  /^(backup|pre-migration|pre-restore)-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)(-\d+)?\.tar$/

/** A name no file in the folder has yet: a second backup in the same millisecond gets `-2`. */
export function newBackupPath(directory: string, kind: BackupKind, createdAt: Date): string {
  const base = `${kind}-${fileTimeOf(createdAt)}`
  let candidate = path.join(directory, `${base}.tar`)
  for (let attempt = 2; existsSync(candidate); attempt++) {
    candidate = path.join(directory, `${base}-${String(attempt)}.tar`)
  }
  return candidate
}

/** The finished backups of one kind, oldest first; half-written files start with a dot. */
export async function listBackups(directory: string, kind: BackupKind): Promise<string[]> {
  let names: string[]
  try {
    names = await readdir(directory)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return names
    .map((name) => ({ name, match: NAME_PATTERN.exec(name) }))
    .filter(({ match }) => match?.[1] === kind)
    .sort((a, b) => compareBackupNames(a.match, b.match))
    .map(({ name }) => path.join(directory, name))
}

function compareBackupNames(a: RegExpExecArray | null, b: RegExpExecArray | null): number {
  const time = (a?.[2] ?? '').localeCompare(b?.[2] ?? '')
  if (time !== 0) return time
  return Number(a?.[3]?.slice(1) ?? 1) - Number(b?.[3]?.slice(1) ?? 1)
}

/**
 * Keeps the `keep` newest backups of a kind and deletes the older ones (BACKUP_KEEP); answers
 * the deleted files. Kinds are counted apart, so daily backups never push out the snapshot
 * taken before the last migrations.
 */
export async function pruneBackups(
  directory: string,
  kind: BackupKind,
  keep: number,
): Promise<string[]> {
  const files = await listBackups(directory, kind)
  const expired = files.slice(0, Math.max(0, files.length - keep))
  for (const file of expired) await rm(file, { force: true })
  return expired
}
