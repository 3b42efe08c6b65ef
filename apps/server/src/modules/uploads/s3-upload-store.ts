import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { IMAGE_WIDTHS, shapedImageBase, storedImageUrl } from '@shop/shared/images'
import { MAX_UPLOAD_BYTES } from '@shop/shared/limits'
import type { S3Config } from '../../config/env.js'
import { encodeImageWidths } from './image-processing.js'
import { encodeMailPng, mailImageNameOf, mailImageOf, type MailImage } from './mail-image.js'
import { storedImageName } from './stored-image-name.js'
import { storedImageNameOf } from './stored-image-url.js'
import type { UploadStore } from './upload-store.js'

/** Object names never change their bytes, so browsers and CDNs may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** How long reading a stored image back from S3_PUBLIC_URL may take. */
const READ_TIMEOUT_MS = 10_000

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
  const prefix = `${config.publicUrl}/`
  /** The last logo's mail copy: made once per process, not looked up for every batch of mail. */
  let lastMailImage: { url: string; image: Promise<MailImage> } | undefined

  const put = (key: string, body: Buffer, contentType: string) =>
    client.send(
      new PutObjectCommand({
        Bucket: config.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: IMMUTABLE,
      }),
    )

  /**
   * The stored image is read from S3_PUBLIC_URL as shoppers read it (the access key may only be
   * allowed PutObject), and the copy is put without asking first whether it exists: a CDN in
   * front would keep that "not found" for a while. It derives from the stored bytes alone, so
   * putting it again changes nothing.
   */
  async function makeMailImage(name: string): Promise<MailImage> {
    const stored = await fetch(`${prefix}${name}`, {
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
      redirect: 'error',
    })
    if (!stored.ok) throw new Error(`${prefix}${name} answered ${String(stored.status)}`)
    // The stored copies are WebP of uploads of at most MAX_UPLOAD_BYTES; a larger answer is not one.
    const declared = Number(stored.headers.get('content-length') ?? 0)
    if (declared > MAX_UPLOAD_BYTES)
      throw new Error(`${prefix}${name} is ${String(declared)} bytes`)
    const bytes = Buffer.from(await stored.arrayBuffer())
    if (bytes.length > MAX_UPLOAD_BYTES) throw new Error(`${prefix}${name} is too large`)
    const png = await encodeMailPng(bytes)
    const pngName = mailImageNameOf(name)
    await put(pngName, png, 'image/png')
    return mailImageOf(`${prefix}${pngName}`, png)
  }

  return {
    async saveImage(data, shape) {
      const hash = storedImageName(data)
      const name = shape ? shapedImageBase(hash, shape) : hash
      const largestWidth = Math.max(...(shape?.widths ?? IMAGE_WIDTHS))
      const copies = await encodeImageWidths(data, shape)
      // Narrowest first: once the largest copy exists, every width beside it does too.
      for (const copy of copies.sort((a, b) => a.width - b.width)) {
        await put(storedImageUrl(name, copy.width), copy.data, 'image/webp')
      }
      return `${prefix}${storedImageUrl(name, largestWidth)}`
    },

    async mailImage(url) {
      const name = storedImageNameOf(prefix, url)
      if (name === undefined) return undefined
      if (lastMailImage?.url !== url) {
        const image = makeMailImage(name)
        lastMailImage = { url, image }
        // A failure is not kept: the next mail tries again.
        image.catch(() => {
          if (lastMailImage?.image === image) lastMailImage = undefined
        })
      }
      return lastMailImage.image
    },
  }
}
