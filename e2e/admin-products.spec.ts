import { deflateSync } from 'node:zlib'
import type { Locator, Page } from '@playwright/test'
import { DEMO_ADMIN, expect, logInAsAdmin, snap, test } from './fixtures.js'

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1
  return crc >>> 0
})

function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typeAndData))
  return Buffer.concat([length, typeAndData, crc])
}

/** A small solid-colour PNG drawn here, so the test downloads nothing. */
function solidPng([red, green, blue]: [number, number, number], width = 40, height = 50): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(2, 9) // colour type: RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array(width).fill([red, green, blue]).flat()),
  ])
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** Drags with the mouse in small steps, as a hand would (dnd-kit starts after a few pixels), to the top of `target`. */
async function dragAbove(handle: Locator, target: Locator, page: Page): Promise<void> {
  const from = await handle.boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error('Both drag handles are on screen.')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 })
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 })
  await page.mouse.up()
}

const imageUrls = (page: Page) =>
  page
    .getByRole('list', { name: 'Product images' })
    .getByLabel('Image URL')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))

/** Names of products this run created, deleted at the end even when a step failed. */
const createdNames: string[] = []

test.afterAll(async ({ playwright }, testInfo) => {
  if (createdNames.length === 0) return
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const login = await request.post('/api/users/login', { data: DEMO_ADMIN })
  const { token } = (await login.json()) as { token: string }
  const headers = { authorization: `Bearer ${token}` }
  const products = (await (await request.get('/api/admin/products', { headers })).json()) as {
    _id: string
    name: string
  }[]
  for (const product of products.filter((candidate) => createdNames.includes(candidate.name))) {
    await request.delete(`/api/products/${product._id}`, { headers })
  }
  await request.dispose()
})

test('an admin creates a product with two uploaded, reordered images and two variants, edits its price in the shop, and deletes it', async ({
  page,
}) => {
  // One journey through two screens of the back office and three of the shop, with screenshots.
  test.setTimeout(120_000)
  const stamp = `${String(Date.now())}${String(Math.floor(Math.random() * 1000))}`
  const name = `E2E Ramp Tee ${stamp}`
  createdNames.push(name)
  await logInAsAdmin(page)

  await page.goto('/admin/products')
  await expect(page.getByRole('heading', { level: 1, name: 'Product Management' })).toBeVisible()
  await page.getByRole('link', { name: '+ New Product' }).click()
  await expect(page).toHaveURL('/admin/products/create')

  const form = page.getByRole('form', { name: 'Create product' })
  await form.getByLabel('Name', { exact: true }).fill(name)
  await form.getByLabel('Description').fill('A tee made by the end-to-end test.\n• Soft cotton')
  await form.getByLabel('Price ($)', { exact: true }).fill('42.5')
  await form.getByLabel('Category').selectOption('Top Wear')
  await form.getByLabel('Brand').fill('Slide Supply Co.')
  await form.getByLabel('Gender').selectOption('Unisex')

  const firstVariant = form.getByRole('group', { name: 'Variant 1' })
  await firstVariant.getByLabel('Size').selectOption('M')
  await firstVariant.getByLabel('Color').selectOption('Red')
  await firstVariant.getByLabel('SKU').fill(`E2E-${stamp}-M`)
  await firstVariant.getByLabel('Stock').fill('5')
  await form.getByRole('button', { name: 'Add variant' }).click()
  const secondVariant = form.getByRole('group', { name: 'Variant 2' })
  await expect(secondVariant.getByLabel('Stock')).toHaveValue('0')
  await secondVariant.getByLabel('Size').selectOption('L')
  await secondVariant.getByLabel('Color').selectOption('Red')
  await secondVariant.getByLabel('SKU').fill(`E2E-${stamp}-L`)
  await secondVariant.getByLabel('Stock').fill('3')

  // Two images in one pick: they join the list in the order chosen (red, then blue).
  await form.getByLabel('Upload image').setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: solidPng([200, 40, 40]) },
    { name: 'blue.png', mimeType: 'image/png', buffer: solidPng([40, 60, 200]) },
  ])
  const images = form.getByRole('list', { name: 'Product images' })
  await expect(images.getByRole('listitem')).toHaveCount(2)
  await expect(form.getByLabel('Upload image')).toBeEnabled()
  await images.getByLabel('Alt text').nth(0).fill('Red side')
  await images.getByLabel('Alt text').nth(1).fill('Blue side')
  const [redUrl, blueUrl] = await imageUrls(page)
  expect(redUrl).toMatch(/^\/uploads\/.+\.webp$/)
  expect(blueUrl).toMatch(/^\/uploads\/.+\.webp$/)

  // Blue is dragged above red and becomes the cover; both rows on screen, as a hand needs them.
  await page.setViewportSize({ width: 1280, height: 1400 })
  await images.scrollIntoViewIfNeeded()
  await dragAbove(
    images.getByRole('button', { name: 'Move image 2', exact: true }),
    images.getByRole('listitem').first(),
    page,
  )
  await expect.poll(() => imageUrls(page)).toEqual([blueUrl, redUrl])
  await expect(images.getByLabel('Alt text').nth(0)).toHaveValue('Blue side')
  await snap(page, 'admin-product-create')

  await form.getByRole('button', { name: 'Create Product' }).click()
  await expect(page.getByText('Product created successfully')).toBeVisible()
  await expect(page).toHaveURL('/admin/products')
  await expect(page.getByRole('link', { name: `Edit ${name}` })).toBeVisible()
  await snap(page, 'admin-products')

  // The shop finds it, with the images in the dragged order.
  await page.goto(`/collections/all?search=${encodeURIComponent(name)}`)
  const card = page.getByRole('main').locator('a[href^="/product/"]', { hasText: name })
  await expect(card).toHaveCount(1)
  await card.click()
  await expect(page).toHaveURL(/\/product\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible()
  const productUrl = new URL(page.url()).pathname
  const thumbnails = page.getByRole('list', { name: 'Product images' }).getByRole('button')
  await expect(thumbnails).toHaveCount(2)
  expect(
    await thumbnails.evaluateAll((buttons) => buttons.map((button) => button.ariaLabel)),
  ).toEqual(['Blue side', 'Red side'])
  await expect(page.getByRole('img', { name: 'Blue side', exact: true })).toHaveAttribute(
    'src',
    blueUrl ?? '',
  )
  await expect(page.getByRole('main').getByText('$42.50').first()).toBeVisible()

  // A new price, seen in the shop.
  await page.goto('/admin/products')
  await page.getByRole('link', { name: `Edit ${name}` }).click()
  await expect(page).toHaveURL(/\/admin\/products\/[^/]+\/edit$/)
  const editForm = page.getByRole('form', { name: 'Edit product' })
  await expect(editForm.getByLabel('Name', { exact: true })).toHaveValue(name)
  const editedImages = editForm.getByRole('list', { name: 'Product images' })
  await expect(editedImages.getByLabel('Alt text').nth(0)).toHaveValue('Blue side')
  await expect(editedImages.getByLabel('Alt text').nth(1)).toHaveValue('Red side')
  await editForm.getByLabel('Price ($)', { exact: true }).fill('39.95')
  await editForm.getByRole('button', { name: 'Update Product' }).click()
  await expect(page.getByText('Product updated successfully')).toBeVisible()
  await expect(page).toHaveURL('/admin/products')
  await page.goto(productUrl)
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible()
  await expect(page.getByRole('main').getByText('$39.95').first()).toBeVisible()

  // Deleted after a confirm, and gone from the shop.
  await page.goto('/admin/products')
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this product?')
    void dialog.accept()
  })
  await page.getByRole('button', { name: `Delete ${name}` }).click()
  await expect(page.getByText('Product deleted.')).toBeVisible()
  await expect(page.getByRole('link', { name: `Edit ${name}` })).toHaveCount(0)
  await page.goto(`/collections/all?search=${encodeURIComponent(name)}`)
  await expect(page.getByText('No products found.')).toBeVisible()
})
