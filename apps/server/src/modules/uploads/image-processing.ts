import {
  UPLOAD_NOT_AN_IMAGE_MESSAGE,
  UPLOAD_TOO_MANY_PIXELS_MESSAGE,
} from '@shop/shared/admin-products'
import { IMAGE_WIDTHS, type ImageShape } from '@shop/shared/images'
import { MAX_UPLOAD_PIXELS } from '@shop/shared/limits'
import sharp, { type ResizeOptions } from 'sharp'
import { AppError, badInput } from '../../lib/app-error.js'

/**
 * Turns an uploaded or drawn image into the WebP copies the shop serves: one per width of
 * IMAGE_WIDTHS, or, cut to a shape (the hero's crops), one per width of that shape. Re-encoding
 * strips metadata (camera, GPS) and anything hidden in the file.
 */

/** docs/product-rules.md § Admin: only real images, recognised by their content, never by their name. */
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])

const WEBP_QUALITY = 80
/**
 * A crop of the home hero is the page's largest paint on a phone (docs/performance.md §
 * Lighthouse): it is encoded a little lighter, at the quality of the pictures the app bundles
 * (scripts/draw-hero-images.ts). The hero's gradients lie over it, which hide what that costs.
 */
const SHAPED_WEBP_QUALITY = 70

export interface EncodedImage {
  /** The width this copy was made for; a smaller original is never enlarged to it. */
  width: number
  data: Buffer
}

/**
 * The copies of an image: each width of IMAGE_WIDTHS keeping the image's proportions, or with a
 * `shape` each of the shape's widths cut to its proportions.
 */
export async function encodeImageWidths(data: Buffer, shape?: ImageShape): Promise<EncodedImage[]> {
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
  const widths = shape?.widths ?? IMAGE_WIDTHS
  try {
    return await Promise.all(
      widths.map(async (width) => ({
        width,
        data: await oriented
          .clone()
          .resize(shape ? cropTo(shape, width) : { width, withoutEnlargement: true })
          .webp({ quality: shape ? SHAPED_WEBP_QUALITY : WEBP_QUALITY })
          .toBuffer(),
      })),
    )
  } catch {
    // A header that parses but pixels that do not (a truncated file) is still not an image.
    throw badInput(UPLOAD_NOT_AN_IMAGE_MESSAGE)
  }
}

/**
 * A crop of the shape's proportions at `width`, around what draws the eye (sharp's attention
 * strategy: skin, saturation, edges). A smaller picture is enlarged to it: the storefront lays
 * the crop out by the shape's size (docs/api.md § Product images).
 */
function cropTo(shape: ImageShape, width: number): ResizeOptions {
  return {
    width,
    height: Math.round((shape.height * width) / shape.width),
    fit: 'cover',
    position: sharp.strategy.attention,
  }
}
