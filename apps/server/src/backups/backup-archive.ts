import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as tar from 'tar'
import { BackupError } from './backup-error.js'
import {
  ARCHIVE_ENTRIES,
  backupManifestSchema,
  databaseEntryOf,
  type BackupManifest,
} from './backup-manifest.js'

/**
 * One backup is one tar file (node-tar): `manifest.json`, the database dump, and the uploads
 * folder when it is included. The dumps are compressed already and images are WebP, so the
 * archive itself is not.
 */

export interface ArchiveContents {
  manifest: BackupManifest
  /** Writes the database dump to the file it is given. */
  writeDatabase: (file: string) => Promise<void>
  /** The uploads folder to copy in; undefined leaves images out. */
  uploadsDir: string | undefined
}

/** A file still being written or a half-renamed upload; never part of a backup. */
const isTemporaryFile = (name: string) => name.endsWith('.tmp') || name.endsWith('.partial')

/**
 * Writes the archive next to `target` under a dot name and renames it into place when complete,
 * so a backup that fails half-way never looks like a finished one. Mode 0600: the shop's data.
 */
export async function writeBackupArchive(target: string, contents: ArchiveContents): Promise<void> {
  const directory = path.dirname(target)
  const token = randomBytes(6).toString('hex')
  const staging = path.join(directory, `.staging-${token}`)
  const partial = path.join(directory, `.${path.basename(target)}.partial`)
  await mkdir(staging, { recursive: true, mode: 0o700 })
  try {
    const databaseEntry = databaseEntryOf(contents.manifest.driver)
    await writeFile(
      path.join(staging, ARCHIVE_ENTRIES.manifest),
      `${JSON.stringify(contents.manifest, null, 2)}\n`,
    )
    await contents.writeDatabase(path.join(staging, databaseEntry))
    await tar.c({ file: partial, cwd: staging, portable: true }, [
      ARCHIVE_ENTRIES.manifest,
      databaseEntry,
    ])
    await chmod(partial, 0o600)
    if (contents.uploadsDir !== undefined && existsSync(contents.uploadsDir)) {
      await tar.r(
        {
          file: partial,
          cwd: contents.uploadsDir,
          portable: true,
          prefix: ARCHIVE_ENTRIES.uploads,
          filter: (entry) => !isTemporaryFile(entry),
        },
        ['.'],
      )
    }
    await rename(partial, target)
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

export interface ExtractedBackup {
  manifest: BackupManifest
  databaseFile: string
  /** The backup's uploads folder; undefined when it holds no images. */
  uploadsDir: string | undefined
}

/** Unpacks a backup into `directory` (made empty by the caller) and checks its manifest. */
export async function extractBackupArchive(
  file: string,
  directory: string,
): Promise<ExtractedBackup> {
  const name = path.basename(file)
  try {
    // Owner-only whatever modes the archive carries or the umask allows (config/private-files.ts).
    await tar.x({ file, cwd: directory, strict: true, preserveOwner: false, umask: 0o077 })
  } catch (error) {
    throw new BackupError(
      `${name} is not a backup of this shop: it cannot be read as a tar archive (${(error as Error).message}).`,
    )
  }
  let manifestText: string
  try {
    manifestText = await readFile(path.join(directory, ARCHIVE_ENTRIES.manifest), 'utf8')
  } catch {
    throw new BackupError(`${name} is not a backup of this shop: it has no manifest.json.`)
  }
  let manifestData: unknown
  try {
    manifestData = JSON.parse(manifestText)
  } catch {
    throw new BackupError(`${name} is not a backup of this shop: its manifest.json is not JSON.`)
  }
  const parsed = backupManifestSchema.safeParse(manifestData)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new BackupError(
      `${name} has a manifest this version of the shop does not understand (${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}).`,
    )
  }
  const manifest = parsed.data
  const databaseFile = path.join(directory, databaseEntryOf(manifest.driver))
  if (!existsSync(databaseFile)) {
    throw new BackupError(`${name} is incomplete: it has no ${databaseEntryOf(manifest.driver)}.`)
  }
  const uploadsDir = path.join(directory, ARCHIVE_ENTRIES.uploads)
  return {
    manifest,
    databaseFile,
    uploadsDir: manifest.uploads === 'included' ? uploadsDir : undefined,
  }
}
