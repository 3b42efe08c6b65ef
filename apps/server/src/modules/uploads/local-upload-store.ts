import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { UploadStore } from './upload-store.js'

/** Files under DATA_DIR/uploads, served at /uploads/ with immutable caching (plugins/web-app.ts). */
export function createLocalUploadStore(directory: string): UploadStore {
  return {
    async save(data, extension) {
      await mkdir(directory, { recursive: true })
      // The same bytes always get the same name, so a URL never changes what it shows.
      const name = createHash('sha256').update(data).digest('hex').slice(0, 32) + extension
      await writeFile(path.join(directory, name), data)
      return `/uploads/${name}`
    },
  }
}
