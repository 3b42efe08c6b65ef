/**
 * Where uploaded and seeded images live. The local disk store is the default; an S3-compatible
 * store implements the same interface.
 */
export interface UploadStore {
  /**
   * Re-encodes an image to WebP in every width of IMAGE_WIDTHS under one content-derived name
   * and answers the public URL of the largest (`/uploads/<name>.w800.webp`, @shop/shared/images).
   * Throws a bad_input AppError when the bytes are not an image.
   */
  saveImage: (data: Buffer) => Promise<string>
}
