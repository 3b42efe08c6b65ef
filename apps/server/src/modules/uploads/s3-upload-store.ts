import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { IMAGE_WIDTHS, shapedImageBase, storedImageUrl } from '@shop/shared/images'
import type { S3Config } from '../../config/env.js'
import { encodeImageWidths } from './image-processing.js'
import { storedImageName } from './stored-image-name.js'
import type { UploadStore } from './upload-store.js'

/** Object names never change their bytes, so browsers and CDNs may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer
    // default ones on PutObject.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …): every WebP width at the
 * bucket's root under the content-derived name, served from S3_PUBLIC_URL.
 */
export function createS3UploadStore(
  config: S3Config,
  client: S3Client = createS3Client(config),
): UploadStore {
  return {
    async saveImage(data, shape) {
      const hash = storedImageName(data)
      const name = shape ? shapedImageBase(hash, shape) : hash
      const largestWidth = Math.max(...(shape?.widths ?? IMAGE_WIDTHS))
      const copies = await encodeImageWidths(data, shape)
      // Narrowest first: once the largest copy exists, every width beside it does too.
      for (const copy of copies.sort((a, b) => a.width - b.width)) {
        await client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: storedImageUrl(name, copy.width),
            Body: copy.data,
            ContentType: 'image/webp',
            CacheControl: IMMUTABLE,
          }),
        )
      }
      return `${config.publicUrl}/${storedImageUrl(name, largestWidth)}`
    },
  }
}
