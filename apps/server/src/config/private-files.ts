import { chmod, mkdir } from 'node:fs/promises'

/**
 * Everything under DATA_DIR (the embedded database and its WAL, mails, uploads, backups, the
 * JWT secret, locks, the backup socket) is readable by the shop's user only, whatever umask the
 * shop was started with (docs/configuration.md § Files under DATA_DIR).
 */
export const PRIVATE_FILE_MODE = 0o600
export const PRIVATE_DIRECTORY_MODE = 0o700

/** Group and others get nothing on any file this process creates, its libraries' included. */
const OWNER_ONLY_UMASK = 0o077

/** Only the umask, for a process that may not write under DATA_DIR at all (`npm run admin`). */
export function restrictNewFilesToOwner(): void {
  process.umask(OWNER_ONLY_UMASK)
}

/**
 * Run first by every process that writes under DATA_DIR (the shop, `npm run backup`, `restore`,
 * `admin`). The umask covers the files libraries create with modes of their own (PGlite's
 * database files, proper-lockfile's lock folders, the backup socket); the shop's own writes pass
 * PRIVATE_FILE_MODE and PRIVATE_DIRECTORY_MODE as well. A DATA_DIR left open by an older version
 * is closed, so nobody else can reach what is already inside it.
 */
export async function keepDataDirectoryPrivate(dataDir: string): Promise<void> {
  restrictNewFilesToOwner()
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE })
  try {
    await chmod(dataDir, PRIVATE_DIRECTORY_MODE)
  } catch (error) {
    // A DATA_DIR owned by someone else (a mounted volume) keeps its owner's choice.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error
  }
}
