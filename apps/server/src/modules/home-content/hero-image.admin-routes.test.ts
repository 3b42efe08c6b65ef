import { readdir } from 'node:fs/promises'
import {
  UPLOAD_MISSING_FILE_MESSAGE,
  UPLOAD_NOT_AN_IMAGE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
} from '@shop/shared/admin-products'
import type { HeroImageUpload, HomeContent } from '@shop/shared/home-content'
import { HERO_TALL, HERO_WIDE, responsiveImageSources, type ImageShape } from '@shop/shared/images'
import { MAX_UPLOAD_BYTES } from '@shop/shared/limits'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { FORBIDDEN_MESSAGE, LOGIN_FIRST_MESSAGE } from '../../plugins/auth.js'
import { adminHeaders, customerHeaders } from '../../testing/auth-headers.js'
import { startFakeS3, type FakeS3 } from '../../testing/fake-s3.js'
import { postFile, postPictureAsJson } from '../../testing/file-upload-requests.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

/**
 * `POST /api/admin/content/hero-image` (docs/api.md § The home page): one upload becomes the
 * hero's wide and tall crops, each in the widths the storefront's srcset names, on the local
 * disk and in an S3 bucket alike; the answered URLs are pictures a save of the home page takes.
 */

function upload(t: TestApp, headers: Record<string, string>, data: Buffer, field?: string) {
  return postFile(t.app, '/api/admin/content/hero-image', headers, {
    field,
    filename: 'hero.jpg',
    type: 'image/jpeg',
    data,
  })
}

/** A landscape photo with a bright subject right of centre, as a camera would send it. */
function photo(width: number, height: number) {
  const subject = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}"><circle cx="${String(width * 0.7)}" cy="${String(height * 0.4)}" r="${String(height / 6)}" fill="#e2553b"/></svg>`,
  )
  return sharp({ create: { width, height, channels: 3, background: '#2f6fb0' } })
    .composite([{ input: subject }])
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Photographer' } })
    .toBuffer()
}

/** Every width of a crop, as [width, height] read back from the stored WebP files. */
async function storedSizes(
  url: string,
  read: (url: string) => Promise<Buffer>,
): Promise<[number, number][]> {
  const srcSet = responsiveImageSources(url).srcSet ?? ''
  const urls = srcSet.split(', ').map((entry) => entry.split(' ')[0] ?? '')
  return Promise.all(
    urls.map(async (copy) => {
      const data = await read(copy)
      const metadata = await sharp(data).metadata()
      expect(metadata.format).toBe('webp')
      expect(metadata.exif).toBeUndefined()
      expect(data.includes('Secret Photographer')).toBe(false)
      return [metadata.width, metadata.height] as [number, number]
    }),
  )
}

const sizesOf = (shape: ImageShape) =>
  shape.widths.map((width) => [width, Math.round((shape.height * width) / shape.width)])

/** The home page saved with the uploaded crops as its one slide. */
function saveWithSlide(t: TestApp, headers: Record<string, string>, crops: HeroImageUpload) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/admin/content/home',
    headers,
    payload: {
      heroSlides: [
        {
          ...crops,
          altText: 'A red sun over blue water',
          headline: 'Hello',
          ctaLabel: 'Shop now',
          ctaLink: '/collections/all',
        },
      ],
      featuredCollections: [],
      banner: null,
    },
  })
}

describe('on the local disk', () => {
  let t: TestApp
  let admin: Record<string, string>

  beforeAll(async () => {
    t = await createTestApp()
    admin = await adminHeaders(t)
  })

  afterAll(async () => {
    await t.close()
  })

  const readServed = async (url: string) => {
    const response = await t.app.inject({ url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/webp')
    return response.rawPayload
  }

  test('a photo becomes the wide crop at 1920×1080 and 960×540 and the tall one at 900×1200 and 450×600', async () => {
    const response = await upload(t, admin, await photo(3000, 2000))
    expect(response.statusCode).toBe(201)
    const crops = response.json<HeroImageUpload>()
    expect(crops.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}-wide\.w1920\.webp$/)
    expect(crops.mobileImageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}-tall\.w900\.webp$/)
    expect(crops.mobileImageUrl.replace('-tall.w900', '')).toBe(
      crops.imageUrl.replace('-wide.w1920', ''),
    )

    expect(await storedSizes(crops.imageUrl, readServed)).toEqual(sizesOf(HERO_WIDE))
    expect(await storedSizes(crops.mobileImageUrl, readServed)).toEqual(sizesOf(HERO_TALL))

    // The answered pictures are the shop's own: the home page takes them, and shows them.
    const saved = await saveWithSlide(t, admin, crops)
    expect(saved.statusCode).toBe(200)
    expect(saved.json<HomeContent>().heroSlides[0]).toMatchObject(crops)
  })

  test('a small picture is enlarged to the crops’ sizes, so the storefront’s layout holds', async () => {
    const response = await upload(t, admin, await photo(640, 480))
    expect(response.statusCode).toBe(201)
    const crops = response.json<HeroImageUpload>()
    expect(await storedSizes(crops.imageUrl, readServed)).toEqual(sizesOf(HERO_WIDE))
    expect(await storedSizes(crops.mobileImageUrl, readServed)).toEqual(sizesOf(HERO_TALL))
  })

  test('the same picture uploaded twice keeps its names, and leaves four files', async () => {
    const bytes = await photo(1200, 800)
    const first = (await upload(t, admin, bytes)).json<HeroImageUpload>()
    const second = (await upload(t, admin, bytes)).json<HeroImageUpload>()
    expect(second).toEqual(first)
    const hash = first.imageUrl.slice('/uploads/'.length, '/uploads/'.length + 32)
    const files = (await readdir(t.config.uploadsDir)).filter((file) => file.startsWith(hash))
    expect(files.sort()).toEqual([
      `${hash}-tall.w450.webp`,
      `${hash}-tall.w900.webp`,
      `${hash}-wide.w1920.webp`,
      `${hash}-wide.w960.webp`,
    ])
  })

  test('refuses what /api/upload refuses, with the same messages', async () => {
    const notImage = await upload(t, admin, Buffer.from('these are my notes, not a picture'))
    expect(notImage.statusCode).toBe(400)
    expect(notImage.json()).toEqual({ message: UPLOAD_NOT_AN_IMAGE_MESSAGE })

    const tooLarge = await upload(t, admin, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff))
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json()).toEqual({ message: UPLOAD_TOO_LARGE_MESSAGE })

    const elsewhere = await upload(t, admin, await photo(100, 100), 'file')
    expect(elsewhere.statusCode).toBe(400)
    expect(elsewhere.json()).toEqual({ message: UPLOAD_MISSING_FILE_MESSAGE })

    const json = await postPictureAsJson(t.app, '/api/admin/content/hero-image', admin)
    expect(json.statusCode).toBe(400)
    expect(json.json()).toEqual({ message: UPLOAD_MISSING_FILE_MESSAGE })
  })

  test('a guest gets 401 and a customer 403, before the file is read', async () => {
    const bytes = await photo(100, 100)
    const guest = await upload(t, {}, bytes)
    expect(guest.statusCode).toBe(401)
    expect(guest.json()).toEqual({ message: LOGIN_FIRST_MESSAGE })
    const customer = await upload(t, await customerHeaders(t), bytes)
    expect(customer.statusCode).toBe(403)
    expect(customer.json()).toEqual({ message: FORBIDDEN_MESSAGE })
  })
})

describe('in an S3 bucket', () => {
  let s3: FakeS3
  let t: TestApp
  let admin: Record<string, string>
  const bucket = 'shop-images'

  beforeAll(async () => {
    s3 = await startFakeS3()
    t = await createTestApp({
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'TESTKEYID',
      S3_SECRET_ACCESS_KEY: 'test-secret-key',
      S3_PUBLIC_URL: `${s3.endpoint}/${bucket}`,
      S3_FORCE_PATH_STYLE: 'true',
    })
    admin = await adminHeaders(t)
  })

  afterAll(async () => {
    await t.close()
    await s3.close()
  })

  const readFromBucket = async (url: string) => {
    const served = await fetch(url)
    expect(served.status).toBe(200)
    return Buffer.from(await served.arrayBuffer())
  }

  test('the crops go to the bucket in every width under the public URL, and nothing to the disk', async () => {
    const response = await upload(t, admin, await photo(2400, 1600))
    expect(response.statusCode).toBe(201)
    const crops = response.json<HeroImageUpload>()
    const publicUrl = `${s3.endpoint}/${bucket}`
    expect(crops.imageUrl).toMatch(new RegExp(`^${publicUrl}/[0-9a-f]{32}-wide\\.w1920\\.webp$`))
    expect(crops.mobileImageUrl).toMatch(
      new RegExp(`^${publicUrl}/[0-9a-f]{32}-tall\\.w900\\.webp$`),
    )
    expect(s3.puts.map((put) => put.key).sort()).toEqual(
      [crops.imageUrl, crops.mobileImageUrl]
        .flatMap((url) => (responsiveImageSources(url).srcSet ?? '').split(', '))
        .map((entry) => (entry.split(' ')[0] ?? '').slice(publicUrl.length + 1))
        .sort(),
    )
    for (const put of s3.puts) {
      expect(put).toMatchObject({ bucket, contentType: 'image/webp' })
      expect(put.cacheControl).toContain('immutable')
    }

    expect(await storedSizes(crops.imageUrl, readFromBucket)).toEqual(sizesOf(HERO_WIDE))
    expect(await storedSizes(crops.mobileImageUrl, readFromBucket)).toEqual(sizesOf(HERO_TALL))
    expect(await readdir(t.config.uploadsDir).catch(() => [])).toEqual([])

    const saved = await saveWithSlide(t, admin, crops)
    expect(saved.statusCode).toBe(200)
  })
})
