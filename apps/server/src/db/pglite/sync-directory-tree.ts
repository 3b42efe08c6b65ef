import { closeSync, fdatasyncSync, fsyncSync, openSync, readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * Puts every file and directory under `directory` on the disk: for a cluster PGlite has just
 * created, whose files it copied in without a sync (docs/decisions/020-durable-orders-on-the-embedded-database.md).
 * Children first, so a directory is synced once its entries are final.
 */
export function syncDirectoryTree(directory: string): void {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const child = path.join(directory, entry.name)
    if (entry.isDirectory()) syncDirectoryTree(child)
    else if (entry.isFile()) syncFile(child, fdatasyncSync)
  }
  syncDirectory(directory)
}

function syncFile(file: string, sync: (fd: number) => void): void {
  const fd = openSync(file, 'r')
  try {
    sync(fd)
  } finally {
    closeSync(fd)
  }
}

function syncDirectory(directory: string): void {
  // Windows opens no directory and has nothing to sync there; PostgreSQL skips it the same way.
  if (process.platform === 'win32') return
  syncFile(directory, fsyncSync)
}
