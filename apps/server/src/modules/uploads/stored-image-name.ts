import { createHash } from 'node:crypto'

/**
 * The name every copy of an image is stored under: derived from the uploaded bytes, so the same
 * image always gets the same name and a URL never changes what it shows.
 */
export function storedImageName(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 32)
}
