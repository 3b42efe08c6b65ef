import { readdir } from 'node:fs/promises'
import {
  UPLOAD_FIELD_NAME,
  UPLOAD_NOT_AN_IMAGE_MESSAGE,
  type UploadResponse,
} from '@shop/shared/admin-products'
import { HERO_TALL, IMAGE_WIDTHS, storedImageUrl } from '@shop/shared/images'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { S3Config } from '../../config/env.js'
import { adminHeaders } from '../../testing/auth-headers.js'
import { startFakeS3, type FakeS3 } from '../../testing/fake-s3.js'
import { createTestApp } from '../../testing/test-app.js'
import { createS3UploadStore } from './s3-upload-store.js'

let s3: FakeS3
let config: S3Config

beforeAll(async () => {
  s3 = await startFakeS3()
  config = {
    bucket: 'shop-images',
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: 'TESTKEYID',
    secretAccessKey: 'test-secret-key',
    publicUrl: `${s3.endpoint}/shop-images`,
    forcePathStyle: true,
  }
})

beforeEach(() => {
  s3.puts.length = 0
  s3.objects.clear()
})

afterAll(async () => {
  await s3.close()
})

function cameraPhoto() {
  return sharp({ create: { width: 1600, height: 2000, channels: 3, background: '#2f6fb0' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Photographer' } })
    .toBuffer()
}

test('an image goes to the bucket as WebP at every width, without EXIF, under the public URL', async () => {
  const store = createS3UploadStore(config)
  const url = await store.saveImage(await cameraPhoto())
  expect(url).toMatch(new RegExp(`^${config.publicUrl}/[0-9a-f]{32}\\.w800\\.webp$`))

  const name = url.slice(config.publicUrl.length + 1).replace(/\.w800\.webp$/, '')
  expect(s3.puts.map((put) => put.key)).toEqual(
    IMAGE_WIDTHS.map((width) => storedImageUrl(name, width)),
  )
  for (const [index, put] of s3.puts.entries()) {
    expect(put).toMatchObject({ bucket: 'shop-images', contentType: 'image/webp' })
    expect(put.cacheControl).toContain('immutable')
    expect(put.authorization).toContain('Credential=TESTKEYID/')
    const metadata = await sharp(put.body).metadata()
    expect(metadata.format).toBe('webp')
    expect(metadata.width).toBe(IMAGE_WIDTHS[index])
    expect(metadata.exif).toBeUndefined()
    expect(put.body.includes('Secret Photographer')).toBe(false)
  }
})

test('a file that is no image is refused and nothing reaches the bucket', async () => {
  const store = createS3UploadStore(config)
  await expect(store.saveImage(Buffer.from('not a picture'))).rejects.toMatchObject({
    kind: 'bad_input',
    message: UPLOAD_NOT_AN_IMAGE_MESSAGE,
  })
  expect(s3.puts).toEqual([])
})

describe('with the S3_* settings', () => {
  test('POST /api/upload stores in the bucket, answers its public URL and the page may show it', async () => {
    const t = await createTestApp({
      S3_BUCKET: config.bucket,
      S3_REGION: config.region,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_PUBLIC_URL: `${config.publicUrl}/`,
      S3_FORCE_PATH_STYLE: 'true',
    })
    try {
      const boundary = '----s3-upload-test'
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${UPLOAD_FIELD_NAME}"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        await cameraPhoto(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: {
          ...(await adminHeaders(t)),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      })
      expect(response.statusCode).toBe(201)
      const { imageUrl } = response.json<UploadResponse>()
      expect(imageUrl.startsWith(`${config.publicUrl}/`)).toBe(true)

      // The answered URL serves the 800 px WebP from the bucket, and nothing went to DATA_DIR.
      const served = await fetch(imageUrl)
      expect(served.status).toBe(200)
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
      expect([metadata.format, metadata.width]).toEqual(['webp', 800])
      expect(await readdir(t.config.uploadsDir)).toEqual([])

      // The shop's pages may load images from the bucket's origin.
      const page = await t.app.inject({ method: 'GET', url: '/robots.txt' })
      expect(page.headers['content-security-policy']).toMatch(
        new RegExp(`img-src [^;]*${new URL(s3.endpoint).origin}`),
      )
    } finally {
      await t.close()
    }
  })
})

test('an image saved in a shape goes to the bucket cut to it, in each of its widths', async () => {
  const store = createS3UploadStore(config)
  const url = await store.saveImage(await cameraPhoto(), HERO_TALL)
  expect(url).toMatch(new RegExp(`^${config.publicUrl}/[0-9a-f]{32}-tall\\.w900\\.webp$`))
  const name = url.slice(config.publicUrl.length + 1).replace(/\.w900\.webp$/, '')
  expect(s3.puts.map((put) => put.key)).toEqual(
    HERO_TALL.widths.map((width) => storedImageUrl(name, width)),
  )
  for (const [index, put] of s3.puts.entries()) {
    const metadata = await sharp(put.body).metadata()
    const width = HERO_TALL.widths[index] ?? 0
    expect([metadata.width, metadata.height]).toEqual([width, (width * 4) / 3])
  }
})
