import { readdir } from 'node:fs/promises'
import {
  UPLOAD_FIELD_NAME,
  UPLOAD_NOT_AN_IMAGE_MESSAGE,
  type UploadResponse,
} from '@shop/shared/admin-products'
import { HERO_TALL, IMAGE_WIDTHS, storedImageUrl } from '@shop/shared/images'
import type { ShopSettings } from '@shop/shared/shop-settings'
import { uploadStorePictureUrl } from '@shop/shared/upload-store'
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

      // The settings name the bucket's address, so a page's Markdown shows the picture
      // (docs/decisions/030-shop-pages-in-safe-markdown.md § Update), and so does the admin's
      // save, whose answer the web app keeps as the settings.
      const settings = (await t.app.inject({ url: '/api/settings' })).json<ShopSettings>()
      expect(settings.uploadsUrl).toBe(config.publicUrl)
      expect(uploadStorePictureUrl(imageUrl, settings.uploadsUrl ?? '')).toBe(imageUrl)
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: await adminHeaders(t),
        payload: { logoUrl: imageUrl },
      })
      expect(saved.json<ShopSettings>()).toMatchObject({
        logoUrl: imageUrl,
        uploadsUrl: config.publicUrl,
      })
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

describe('the PNG copy mail shows (docs/decisions/029 § Update)', () => {
  const wideLogo = () =>
    sharp({
      create: { width: 1200, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer()

  test('is read back from the public URL, put beside the image as PNG, once a process', async () => {
    const store = createS3UploadStore(config)
    const url = await store.saveImage(await wideLogo())
    s3.puts.length = 0

    const image = await store.mailImage(url)
    const pngUrl = url.replace(/\.w800\.webp$/, '.mail.png')
    expect(image).toEqual({ url: pngUrl, width: 256, height: 64 })
    expect(s3.puts).toHaveLength(1)
    expect(s3.puts[0]).toMatchObject({
      key: pngUrl.slice(config.publicUrl.length + 1),
      contentType: 'image/png',
    })
    expect(s3.puts[0]?.cacheControl).toContain('immutable')

    const served = Buffer.from(await (await fetch(pngUrl)).arrayBuffer())
    expect(served.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    )
    const metadata = await sharp(served).metadata()
    expect([metadata.format, metadata.hasAlpha]).toEqual(['png', true])

    expect(await store.mailImage(url)).toEqual(image)
    expect(s3.puts).toHaveLength(1)
  })

  test('none for an image of another store; a missing one fails, and is tried again', async () => {
    const store = createS3UploadStore(config)
    expect(
      await store.mailImage('/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.w800.webp'),
    ).toBeUndefined()
    const missing = `${config.publicUrl}/0f1e2d3c4b5a69788796a5b4c3d2e1f0.w800.webp`
    await expect(store.mailImage(missing)).rejects.toThrow('answered 404')
    expect(s3.puts).toEqual([])

    // Once the image is there, the next attempt makes the copy.
    const url = await store.saveImage(await wideLogo())
    await expect(store.mailImage(url)).resolves.toMatchObject({ width: 256, height: 64 })
  })
})
