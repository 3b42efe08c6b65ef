import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { UPLOAD_NOT_AN_IMAGE_MESSAGE } from '@shop/shared/admin-products'
import { HERO_WIDE, IMAGE_WIDTHS, responsiveImageSources } from '@shop/shared/images'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { AppError } from '../../lib/app-error.js'
import { createLocalUploadStore } from './local-upload-store.js'
import type { UploadStore } from './upload-store.js'

let directory: string
let store: UploadStore

beforeEach(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'shop-uploads-'))
  store = createLocalUploadStore(directory)
})

afterEach(async () => {
  await rm(directory, { recursive: true, force: true })
})

function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer()
}

const fileOf = (url: string) => path.join(directory, url.replace('/uploads/', ''))

test('a saved image answers the URL of its widest WebP copy, with every width beside it', async () => {
  const url = await store.saveImage(await photo(1200, 1500))
  expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.w800\.webp$/)

  const srcSet = responsiveImageSources(url).srcSet ?? ''
  const urls = srcSet.split(', ').map((entry) => entry.split(' ')[0] ?? '')
  expect(urls).toHaveLength(IMAGE_WIDTHS.length)
  for (const [index, width] of IMAGE_WIDTHS.entries()) {
    const metadata = await sharp(await readFile(fileOf(urls[index] ?? ''))).metadata()
    expect(metadata.format).toBe('webp')
    expect(metadata.width).toBe(width)
    expect(metadata.height).toBe(width * 1.25)
  }
})

test('a small image is never enlarged', async () => {
  const url = await store.saveImage(await photo(300, 375, 'png'))
  for (const width of IMAGE_WIDTHS) {
    const copy = fileOf(url.replace('.w800.', `.w${String(width)}.`))
    expect((await sharp(await readFile(copy)).metadata()).width).toBe(300)
  }
})

test('the same bytes keep the same name, and only finished files are left behind', async () => {
  const bytes = await photo(900, 900)
  const [first, second] = await Promise.all([store.saveImage(bytes), store.saveImage(bytes)])
  expect(second).toBe(first)
  expect(await store.saveImage(bytes)).toBe(first)
  expect(await store.saveImage(await photo(900, 901))).not.toBe(first)
  const files = await readdir(directory)
  expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([])
  expect(files).toHaveLength(2 * IMAGE_WIDTHS.length)
})

test('camera metadata is stripped and the orientation is applied to the pixels', async () => {
  // A landscape photo whose EXIF says "rotate 90°", with a GPS-bearing comment.
  const bytes = await sharp({
    create: { width: 1000, height: 600, channels: 3, background: '#336699' },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { ImageDescription: 'GPS 48.85N 2.35E' } })
    .toBuffer()
  const url = await store.saveImage(bytes)
  const stored = await readFile(fileOf(url))
  const metadata = await sharp(stored).metadata()
  expect(metadata.exif).toBeUndefined()
  expect(metadata.orientation).toBeUndefined()
  expect([metadata.width, metadata.height]).toEqual([600, 1000])
  expect(stored.includes('GPS 48.85N')).toBe(false)
})

test.each([
  ['text pretending to be a JPEG', Buffer.from('hello, not an image')],
  [
    'an SVG, which could carry scripts',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
  ],
  ['an empty file', Buffer.alloc(0)],
])('%s is refused as bad input and nothing is stored', async (_label, bytes) => {
  const saving = store.saveImage(bytes)
  await expect(saving).rejects.toBeInstanceOf(AppError)
  await expect(saving).rejects.toMatchObject({
    kind: 'bad_input',
    message: UPLOAD_NOT_AN_IMAGE_MESSAGE,
  })
  expect(await readdir(directory)).toEqual([])
})

test('a truncated image is refused as bad input', async () => {
  const bytes = await photo(800, 800)
  await expect(store.saveImage(bytes.subarray(0, bytes.length / 2))).rejects.toMatchObject({
    kind: 'bad_input',
  })
})

test('an image saved in a shape is cut to it in each of its widths, under the shape’s name', async () => {
  const url = await store.saveImage(await photo(1600, 1600), HERO_WIDE)
  expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-wide\.w1920\.webp$/)
  for (const width of HERO_WIDE.widths) {
    const metadata = await sharp(
      await readFile(fileOf(url.replace('.w1920.', `.w${String(width)}.`))),
    ).metadata()
    expect([metadata.width, metadata.height]).toEqual([width, (width * 9) / 16])
  }
  // A product image of the same bytes keeps its own name and widths beside the crops.
  expect(await store.saveImage(await photo(1600, 1600))).toMatch(
    /^\/uploads\/[0-9a-f]{32}\.w800\.webp$/,
  )
})

describe('the PNG copy mail shows (docs/decisions/029 § Update)', () => {
  test('is made from the stored image on first need, beside it, and kept', async () => {
    const url = await store.saveImage(await photo(1200, 300, 'png'))
    const image = await store.mailImage(url)
    expect(image).toEqual({ url: url.replace('.w800.webp', '.mail.png'), width: 256, height: 64 })
    const file = fileOf(image?.url ?? '')
    const png = await readFile(file)
    expect((await sharp(png).metadata()).format).toBe('png')

    const madeAt = (await stat(file)).mtimeMs
    expect(await store.mailImage(url)).toEqual(image)
    expect((await stat(file)).mtimeMs).toBe(madeAt)
  })

  test('a small logo is not enlarged', async () => {
    const url = await store.saveImage(await photo(120, 40, 'png'))
    expect(await store.mailImage(url)).toMatchObject({ width: 120, height: 40 })
  })

  test.each([
    'https://cdn.example.com/0f1e2d3c4b5a69788796a5b4c3d2e1f0.w800.webp',
    '/uploads/../0f1e2d3c4b5a69788796a5b4c3d2e1f0.w800.webp',
    '/uploads/logo.png',
    '/hero/hero-1-wide.w1920.webp',
  ])('%s is no image of this store: no copy', async (url) => {
    expect(await store.mailImage(url)).toBeUndefined()
    expect(await readdir(directory)).toEqual([])
  })

  test('a stored image that is gone cannot be copied', async () => {
    await expect(
      store.mailImage('/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.w800.webp'),
    ).rejects.toThrow()
    expect(await readdir(directory)).toEqual([])
  })
})
