import type { ImageShape } from '@shop/shared/images'
import type { MailImage } from './mail-image.js'

/**
 * Where uploaded and seeded images live. The local disk store is the default; an S3-compatible
 * store implements the same interface.
 */
export interface UploadStore {
  /**
   * Re-encodes an image to WebP in every width of IMAGE_WIDTHS under one content-derived name
   * and answers the public URL of the largest (`/uploads/<name>.w800.webp`, @shop/shared/images).
   * With a `shape` (the hero's crops) the image is cut to it in the shape's widths, under the
   * name with the shape's suffix (`/uploads/<name>-wide.w1920.webp`).
   * Throws a bad_input AppError when the bytes are not an image.
   */
  saveImage: (data: Buffer, shape?: ImageShape) => Promise<string>
  /**
   * The PNG copy mail shows of an image this store saved (`url` as saveImage answered it), made
   * from the stored file on first need and kept beside it as `<name>.mail.png`. Undefined when
   * `url` names no image of this store; throws when the stored file cannot be read.
   */
  mailImage: (url: string) => Promise<MailImage | undefined>
}
