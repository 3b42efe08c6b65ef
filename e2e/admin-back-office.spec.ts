import { DEMO_ADMIN, SNAP_VIEWPORTS, expect, logInAsAdmin, snap, test } from './fixtures.js'

const stamp = `${String(Date.now())}${String(Math.floor(Math.random() * 1000))}`
const namePrefix = `Backoffice Import Tee ${stamp}`
const IMPORTED_COUNT = 30
const productName = (index: number) => `${namePrefix} ${String(index).padStart(2, '0')}`

const COLUMNS =
  'handle,name,status,description,price,originalPrice,category,brand,collections,material,gender,imageUrls,imageAlts,size,color,sku,countInStock'

/** A catalogue file as an owner would bring it: one row per variant, no handles (new products). */
function catalogueCsv(): string {
  const description =
    'A heavyweight cotton tee brought in from the supplier’s catalogue file. '.repeat(3)
  const rows = Array.from({ length: IMPORTED_COUNT }, (_, offset) => {
    const index = offset + 1
    return [
      '',
      productName(index),
      'active',
      `"${description}"`,
      '24.5',
      '',
      'Top Wear',
      'Import Co.',
      '',
      'Cotton',
      'Men',
      '',
      '',
      'M',
      'Black',
      `BO-${stamp}-${String(index)}`,
      '7',
    ].join(',')
  })
  return [COLUMNS, ...rows].join('\n') + '\n'
}

test.afterAll(async ({ playwright }, testInfo) => {
  // The imported products leave the shop whatever happened, so other specs see the demo catalogue.
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const login = await request.post('/api/users/login', { data: DEMO_ADMIN })
  const { token } = (await login.json()) as { token: string }
  const headers = { authorization: `Bearer ${token}` }
  const found = await request.get(
    `/api/admin/products?limit=100&search=${encodeURIComponent(namePrefix)}`,
    { headers },
  )
  const ids = ((await found.json()) as { _id: string }[]).map((product) => product._id)
  if (ids.length > 0) {
    await request.post('/api/admin/products/bulk', { headers, data: { ids, action: 'delete' } })
  }
  await request.dispose()
})

test('an admin imports a catalogue file, finds a product on page 2, sees it in the shop, reads the audit log and the 30-day chart', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await logInAsAdmin(page)

  await page.goto('/admin/products')
  await expect(page.getByRole('heading', { level: 1, name: 'Product Management' })).toBeVisible()
  await page.getByRole('button', { name: 'Import products' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import products' })
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(catalogueCsv()),
  })

  // A slow uplink, as from a shop floor: the upload takes seconds and the bar shows it.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 4_000,
  })
  await dialog.getByRole('button', { name: 'Check file' }).click()
  await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toBeVisible()
  await expect(dialog.getByRole('status')).toContainText(
    `The file is ready: ${String(IMPORTED_COUNT)} to create`,
  )
  await dialog.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toBeVisible()
  await expect(dialog.getByRole('status')).toContainText(
    `Imported: ${String(IMPORTED_COUNT)} created`,
  )
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  await snap(page, 'admin-import-done')
  await dialog.getByRole('button', { name: 'Close' }).click()

  // Search narrows the list to the 30 imported products: 25 on page 1, the rest on page 2.
  await page.getByLabel('Search products').fill(namePrefix)
  await expect(page.getByText(`${String(IMPORTED_COUNT)} products`)).toBeVisible()
  // On a desktop the headers are the one sort control, the dates included; on a phone, where the
  // header row hides, the select is.
  const sortSelect = page.getByRole('combobox', { name: 'Sort by' })
  await expect(sortSelect).toBeHidden()
  await page.getByRole('button', { name: 'Edited', exact: true }).click()
  await expect(page).toHaveURL(/sort=-updatedAt/)
  await page.setViewportSize(SNAP_VIEWPORTS.phone)
  await expect(sortSelect).toHaveValue('-updatedAt')
  await expect(page.getByRole('button', { name: /^Edited/ })).toBeHidden()
  await page.setViewportSize(SNAP_VIEWPORTS.desktop)
  await page.getByRole('button', { name: 'Name', exact: true }).click()
  await expect(page).toHaveURL(/sort=name/)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Page 2 of 2')).toBeVisible()
  await expect(page).toHaveURL(/page=2/)
  const wanted = productName(28)
  await expect(page.getByRole('link', { name: `Edit ${wanted}` })).toBeVisible()
  await expect(page.getByRole('link', { name: `Edit ${productName(3)}` })).toHaveCount(0)
  await snap(page, 'admin-products-search-page-2')

  // The shop sells it at once: the import dropped the catalogue cache.
  const editHref = await page.getByRole('link', { name: `Edit ${wanted}` }).getAttribute('href')
  const productId = /\/admin\/products\/([^/]+)\/edit$/.exec(editHref ?? '')?.[1]
  expect(productId).toBeDefined()
  await page.goto(`/product/${productId ?? ''}`)
  await expect(page.getByRole('heading', { level: 1, name: wanted })).toBeVisible()
  await expect(page.getByText('$24.50').first()).toBeVisible()
  await expect(page.getByRole('button', { name: /add to cart/i })).toBeEnabled()

  // The import has a name and a time on it.
  await page.goto('/admin/audit')
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
  const importEntry = page.getByRole('row').filter({ hasText: 'Imported products' }).first()
  await expect(importEntry).toContainText(DEMO_ADMIN.email)
  await snap(page, 'admin-audit-log')

  // The dashboard's last 30 days, drawn and described.
  await page.goto('/admin')
  await page.getByRole('button', { name: 'Last 7 days' }).click()
  await expect(page).toHaveURL(/range=7/)
  const lastThirtyDays = page.getByRole('button', { name: 'Last 30 days' })
  await lastThirtyDays.click()
  await expect(lastThirtyDays).toHaveAttribute('aria-pressed', 'true')
  const revenueChart = page.getByRole('figure', { name: 'Revenue per day' })
  await expect(revenueChart).toBeVisible()
  await expect(revenueChart).toHaveAccessibleDescription(/^\$[\d,.]+ over \w+ \d+/)
  await expect(page.getByRole('figure', { name: 'Orders per day' })).toBeVisible()
  await snap(page, 'admin-dashboard-30-days')
})
