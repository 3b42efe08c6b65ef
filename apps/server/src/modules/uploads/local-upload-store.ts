import { randomUUID } from 'node:crypto'
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { IMAGE_WIDTHS, shapedImageBase, storedImageUrl } from '@shop/shared/images'
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '../../config/private-files.js'
import { encodeImageWidths } from './image-processing.js'
import { encodeMailPng, mailImageNameOf, mailImageOf } from './mail-image.js'
import { storedImageName } from './stored-image-name.js'
import { LOCAL_UPLOADS_PREFIX, storedImageNameOf } from './stored-image-url.js'
import type { UploadStore } from './upload-store.js'

/** Files under DATA_DIR/uploads, served at /uploads/ with immutable caching (plugins/web-app.ts). */
export function createLocalUploadStore(directory: string): UploadStore {
  return {
    async saveImage(data, shape) {
      const hash = storedImageName(data)
      const name = shape ? shapedImageBase(hash, shape) : hash
      const largestWidth = Math.max(...(shape?.widths ?? IMAGE_WIDTHS))
      const largestFile = path.join(directory, storedImageUrl(name, largestWidth))
      if (!(await exists(largestFile))) {
        const copies = await encodeImageWidths(data, shape)
        await mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE })
        // Narrowest first: once the largest copy exists, every width beside it does too.
        for (const copy of copies.sort((a, b) => a.width - b.width)) {
          await writeFileAtomically(
            path.join(directory, storedImageUrl(name, copy.width)),
            copy.data,
          )
        }
      }
      return `${LOCAL_UPLOADS_PREFIX}${storedImageUrl(name, largestWidth)}`
    },

    async mailImage(url) {
      const name = storedImageNameOf(LOCAL_UPLOADS_PREFIX, url)
      if (name === undefined) return undefined
      const pngName = mailImageNameOf(name)
      const pngFile = path.join(directory, pngName)
      let png = await readFileIfAny(pngFile)
      if (png === undefined) {
        png = await encodeMailPng(await readFile(path.join(directory, name)))
        await writeFileAtomically(pngFile, png)
      }
      return mailImageOf(`${LOCAL_UPLOADS_PREFIX}${pngName}`, png)
    },
  }
}

async function readFileIfAny(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file)
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined
    throw error
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file)
    return true
  } catch {
    return false
  }
}

/** A reader never sees half a file, even while the same image is saved twice at once. */
async function writeFileAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`
  try {
    await writeFile(temporary, data, { mode: PRIVATE_FILE_MODE })
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}
