import type { AppConfig } from '../../config/env.js'
import { isStoredImageUrl } from '../uploads/stored-image-url.js'

/**
 * The pictures the web app ships under /hero/ (apps/web/public/hero/, drawn by
 * scripts/draw-hero-images.ts), named like the upload store's crops: `hero-1-wide.w1920.webp`.
 */
const BUNDLED_PICTURE = /^\/hero\/[a-z0-9-]+\.w\d+\.webp$/

/**
 * Whether a home page picture is the shop's own: an upload of its image pipeline (a hero crop of
 * `POST /api/admin/content/hero-image` or any stored image), or a picture the app bundles. The
 * home page never points a visitor's browser at a file from elsewhere.
 */
export function isShopPicture(config: Pick<AppConfig, 's3'>, url: string): boolean {
  return BUNDLED_PICTURE.test(url) || isStoredImageUrl(config, url)
}
