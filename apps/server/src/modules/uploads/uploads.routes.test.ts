import {
  UPLOAD_MISSING_FILE_MESSAGE,
  UPLOAD_NOT_AN_IMAGE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  type UploadResponse,
} from '@shop/shared/admin-products'
import { IMAGE_WIDTHS, storedImageUrl } from '@shop/shared/images'
import { MAX_UPLOAD_BYTES } from '@shop/shared/limits'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { FORBIDDEN_MESSAGE, LOGIN_FIRST_MESSAGE } from '../../plugins/auth.js'
import { adminHeaders, customerHeaders } from '../../testing/auth-headers.js'
import {
  multipartBody,
  postFile,
  postPictureAsJson,
  type FormFile,
} from '../../testing/file-upload-requests.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { UPLOAD_UNREADABLE_MESSAGE } from './image-upload-field.js'

let t: TestApp
let admin: { authorization: string }

beforeAll(async () => {
  t = await createTestApp()
  admin = await adminHeaders(t)
})

afterAll(async () => {
  await t.close()
})

function upload(headers: { authorization: string } | undefined, file: FormFile) {
  return postFile(t.app, '/api/upload', headers, file)
}

function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#b04a2f' } })
}

async function fetchImage(url: string) {
  const response = await t.app.inject({ method: 'GET', url })
  expect(response.statusCode).toBe(200)
  return { response, metadata: await sharp(response.rawPayload).metadata() }
}

describe('POST /api/upload', () => {
  test.each([
    ['PNG', 'image/png', () => photo(1000, 1250).png().toBuffer()],
    ['JPEG', 'image/jpeg', () => photo(1200, 1500).jpeg().toBuffer()],
  ])(
    'an admin uploads a %s and its URL serves a WebP at every width',
    async (_label, type, make) => {
      const response = await upload(admin, { filename: 'photo', type, data: await make() })
      expect(response.statusCode).toBe(201)
      const { imageUrl } = response.json<UploadResponse>()
      expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.w800\.webp$/)

      const base = imageUrl.replace(/\.w800\.webp$/, '')
      for (const width of IMAGE_WIDTHS) {
        const { response: served, metadata } = await fetchImage(storedImageUrl(base, width))
        expect(served.headers['content-type']).toBe('image/webp')
        expect(metadata.format).toBe('webp')
        expect(metadata.width).toBe(width)
      }
    },
  )

  test('the stored image carries no EXIF data from the camera', async () => {
    const withExif = await photo(900, 900)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Photographer', ImageDescription: 'GPS 51.5N 0.12W' } })
      .toBuffer()
    expect((await sharp(withExif).metadata()).exif).toBeDefined()

    const response = await upload(admin, {
      filename: 'camera.jpg',
      type: 'image/jpeg',
      data: withExif,
    })
    expect(response.statusCode).toBe(201)
    const { response: served, metadata } = await fetchImage(
      response.json<UploadResponse>().imageUrl,
    )
    expect(metadata.exif).toBeUndefined()
    expect(served.rawPayload.includes('Secret Photographer')).toBe(false)
  })

  test('a text file named .png is refused with 400', async () => {
    const response = await upload(admin, {
      filename: 'notes.png',
      type: 'image/png',
      data: Buffer.from('these are my notes, not a picture'),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: UPLOAD_NOT_AN_IMAGE_MESSAGE })
  })

  test('a file over 5 MB is refused with 413', async () => {
    const response = await upload(admin, {
      filename: 'huge.jpg',
      type: 'image/jpeg',
      data: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ message: UPLOAD_TOO_LARGE_MESSAGE })
  })

  test('a file of exactly 5 MB is read (and judged by its content)', async () => {
    const response = await upload(admin, {
      filename: 'big.jpg',
      type: 'image/jpeg',
      data: Buffer.alloc(MAX_UPLOAD_BYTES, 0x20),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: UPLOAD_NOT_AN_IMAGE_MESSAGE })
  })

  test('a file in another field, or no multipart body at all, is refused with 400', async () => {
    const elsewhere = await upload(admin, {
      field: 'file',
      filename: 'photo.png',
      type: 'image/png',
      data: await photo(10, 10).png().toBuffer(),
    })
    expect(elsewhere.statusCode).toBe(400)
    expect(elsewhere.json()).toEqual({ message: UPLOAD_MISSING_FILE_MESSAGE })

    const json = await postPictureAsJson(t.app, '/api/upload', admin)
    expect(json.statusCode).toBe(400)
    expect(json.json()).toEqual({ message: UPLOAD_MISSING_FILE_MESSAGE })
  })

  test('a cut-off multipart body is refused with 400, not a server error', async () => {
    const body = multipartBody({
      filename: 'photo.png',
      type: 'image/png',
      data: await photo(10, 10).png().toBuffer(),
    })
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...admin, 'content-type': body.contentType },
      payload: body.payload.subarray(0, body.payload.length - 20),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: UPLOAD_UNREADABLE_MESSAGE })
  })

  test('a guest gets 401 and a customer 403', async () => {
    const file = {
      filename: 'a.png',
      type: 'image/png',
      data: await photo(10, 10).png().toBuffer(),
    }
    const guest = await upload(undefined, file)
    expect(guest.statusCode).toBe(401)
    expect(guest.json()).toEqual({ message: LOGIN_FIRST_MESSAGE })
    const customer = await upload(await customerHeaders(t), file)
    expect(customer.statusCode).toBe(403)
    expect(customer.json()).toEqual({ message: FORBIDDEN_MESSAGE })
  })
})
