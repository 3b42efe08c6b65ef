import type { AppConfig } from '../../config/env.js'

/** What the upload store names a stored image: `<base>.w<width>.webp` (@shop/shared/images). */
const STORED_IMAGE_NAME = /^[A-Za-z0-9_-]+\.w\d+\.webp$/

/** Where the local store's images are served from, by the shop itself. */
export const LOCAL_UPLOADS_PREFIX = '/uploads/'

/**
 * The file name (`<base>.w800.webp`) of a URL that names a stored image under `prefix` (the
 * store's public address and a slash), or undefined. The name never holds a slash or a `..`.
 */
export function storedImageNameOf(prefix: string, url: string): string | undefined {
  if (!url.startsWith(prefix)) return undefined
  const name = url.slice(prefix.length)
  return STORED_IMAGE_NAME.test(name) ? name : undefined
}

/**
 * Whether a URL names an image this shop's upload pipeline stored (`POST /api/upload`): under
 * /uploads/ on the local store, or under the bucket's public address with S3. The owner's logo
 * and pictures are such images only, so a setting never points the shop at a foreign file.
 */
export function isStoredImageUrl(config: Pick<AppConfig, 's3'>, url: string): boolean {
  const prefixes = [LOCAL_UPLOADS_PREFIX, ...(config.s3 ? [`${config.s3.publicUrl}/`] : [])]
  return prefixes.some((prefix) => storedImageNameOf(prefix, url) !== undefined)
}

/**
 * The upload store's public base when it is not the shop itself (S3_PUBLIC_URL), which the
 * settings' answer names so that pages may show its pictures
 * (docs/decisions/030-shop-pages-in-safe-markdown.md § Update); undefined for /uploads/.
 */
export function uploadsUrlOf(config: Pick<AppConfig, 's3'>): string | undefined {
  return config.s3?.publicUrl
}
