/**
 * Where uploaded and seeded images live. The local disk store is the default; an S3-compatible
 * store implements the same interface.
 */
export interface UploadStore {
  /** Stores the bytes under a content-derived name and answers the public URL. */
  save: (data: Buffer, extension: `.${string}`) => Promise<string>
}
