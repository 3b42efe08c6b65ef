import type { AppConfig } from '../../config/env.js'

/** What the upload store names a stored image: `<base>.w<width>.webp` (@shop/shared/images). */
const STORED_IMAGE_NAME = /^[A-Za-z0-9_-]+\.w\d+\.webp$/

/**
 * Whether a URL names an image this shop's upload pipeline stored (`POST /api/upload`): under
 * /uploads/ on the local store, or under the bucket's public address with S3. The owner's logo
 * and pictures are such images only, so a setting never points the shop at a foreign file.
 */
export function isStoredImageUrl(config: Pick<AppConfig, 's3'>, url: string): boolean {
  const prefixes = ['/uploads/', ...(config.s3 ? [`${config.s3.publicUrl}/`] : [])]
  const prefix = prefixes.find((candidate) => url.startsWith(candidate))
  return prefix !== undefined && STORED_IMAGE_NAME.test(url.slice(prefix.length))
}
