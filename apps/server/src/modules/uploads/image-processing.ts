import {
  UPLOAD_NOT_AN_IMAGE_MESSAGE,
  UPLOAD_TOO_MANY_PIXELS_MESSAGE,
} from '@shop/shared/admin-products'
import { IMAGE_WIDTHS } from '@shop/shared/images'
import { MAX_UPLOAD_PIXELS } from '@shop/shared/limits'
import sharp from 'sharp'
import { AppError, badInput } from '../../lib/app-error.js'

/**
 * Turns an uploaded or drawn image into the WebP copies the shop serves, one per width of
 * IMAGE_WIDTHS. Re-encoding strips metadata (camera, GPS) and anything hidden in the file.
 */

/** docs/product-rules.md § Admin: only real images, recognised by their content, never by their name. */
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])

const WEBP_QUALITY = 80

export interface EncodedImage {
  /** The width this copy was made for; a smaller original is never enlarged to it. */
  width: number
  data: Buffer
}

export async function encodeImageWidths(data: Buffer): Promise<EncodedImage[]> {
  if (data.length === 0) throw badInput(UPLOAD_NOT_AN_IMAGE_MESSAGE)
  // The header tells the size before any pixel is decoded; sharp itself refuses to decode more.
  const metadata = await sharp(data)
    .metadata()
    .catch(() => undefined)
  if (!metadata?.format || !READABLE_FORMATS.has(metadata.format)) {
    throw badInput(UPLOAD_NOT_AN_IMAGE_MESSAGE)
  }
  if (metadata.width * metadata.height > MAX_UPLOAD_PIXELS) {
    throw new AppError('too_large', UPLOAD_TOO_MANY_PIXELS_MESSAGE)
  }
  const source = sharp(data, { failOn: 'error', limitInputPixels: MAX_UPLOAD_PIXELS })
  // Orientation lives in the metadata that is dropped, so it is applied to the pixels first.
  const oriented = source.autoOrient()
  try {
    return await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        data: await oriented
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      })),
    )
  } catch {
    // A header that parses but pixels that do not (a truncated file) is still not an image.
    throw badInput(UPLOAD_NOT_AN_IMAGE_MESSAGE)
  }
}
