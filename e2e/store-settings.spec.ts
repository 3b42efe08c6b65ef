import type { APIRequestContext, Browser } from '@playwright/test'
import { DEMO_ADMIN, expect, logInAsAdmin, snap, test } from './fixtures.js'

/**
 * docs/product-rules.md § The owner's shop: the owner renames the shop, uploads a logo, picks an
 * accent colour and puts up an announcement in the back office; the storefront shows all of it at
 * once, in the HTML the server sends too, with no restart. The demo's settings come back after.
 */

interface Settings {
  shopName: string
  logoUrl?: string
  accentColor: string
  announcement?: { text: string; link?: string }
}

const NEW_NAME = 'Harbor Knits'
const ANNOUNCEMENT = 'Winter sale: every knit 20% off'

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: DEMO_ADMIN })
  const { token } = (await login.json()) as { token: string }
  return { authorization: `Bearer ${token}` }
}

/** A logo as an owner would upload one: a PNG with a transparent background. */
async function drawLogo(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage()
  await page.setContent(
    '<div id="logo" style="display:inline-grid;place-items:center;width:96px;height:96px;border-radius:48px;background:#f5d76e;font:800 40px sans-serif;color:#1f3a5f">HK</div>',
  )
  const png = await page.locator('#logo').screenshot({ omitBackground: true })
  await page.close()
  return png
}

let original: Settings | undefined

test.beforeAll(async ({ request }) => {
  original = (await (await request.get('/api/settings')).json()) as Settings
})

test.afterAll(async ({ playwright }, testInfo) => {
  // The demo's look comes back whatever happened, for the specs that read the shop's name.
  if (!original) return
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  await request.put('/api/admin/settings', {
    headers: await adminHeaders(request),
    data: {
      shopName: original.shopName,
      logoUrl: original.logoUrl ?? null,
      accentColor: original.accentColor,
      announcement: original.announcement ?? null,
    },
  })
  await request.dispose()
})

test('the owner makes the shop theirs in Store settings, and every page shows it at once', async ({
  page,
  browser,
}) => {
  await logInAsAdmin(page)
  await page.goto('/admin/settings')
  const form = page.getByRole('form', { name: 'Store settings' })
  await expect(form.getByLabel('Shop name')).toHaveValue(original?.shopName ?? '')

  await form.getByLabel('Shop name').fill(NEW_NAME)
  await form.locator('input[type="file"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await drawLogo(browser),
  })
  await expect(form.getByRole('img', { name: 'The current logo' })).toBeVisible()
  // Too light to read on white: said as it is typed, and refused on Save.
  await form.getByLabel('Accent colour', { exact: true }).fill('#ffd700')
  await expect(form.getByText(/too light, at least 4\.5:1 is needed/)).toBeVisible()
  await form.getByLabel('Accent colour', { exact: true }).fill('#1f5c99')
  await expect(form.getByText(/readable as text/)).toBeVisible()
  await form.getByLabel('Text', { exact: true }).fill(ANNOUNCEMENT)
  await form.getByLabel('Link (optional)').fill('/collections/all')
  await form.getByRole('button', { name: 'Save Settings' }).click()
  await expect(page.getByText('Settings saved: the shop shows them now.')).toBeVisible()
  // The back office's own frame follows at once.
  await expect(page.getByRole('complementary', { name: 'Admin menu' })).toContainText(NEW_NAME)
  await snap(page, 'admin-store-settings')

  // The HTML the server sends, before any script: the new name, the accent and the bar.
  const html = await (await page.request.get('/')).text()
  expect(html).toMatch(new RegExp(`<title>${NEW_NAME} \\| Apparel &amp; Merchandise</title>`))
  expect(html).toContain(`<meta property="og:site_name" content="${NEW_NAME}"/>`)
  expect(html).toContain('--color-brand-600:#1f5c99')
  expect(html).toContain(ANNOUNCEMENT)

  // The shopper's page: name and logo in the header, the announcement above it, in the accent.
  await page.goto('/collections/all')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: NEW_NAME })).toBeVisible()
  await expect(header.locator('img[src^="/uploads/"]')).toBeVisible()
  await expect(page).toHaveTitle(`Shop All | ${NEW_NAME}`)
  const bar = header.getByRole('link', { name: ANNOUNCEMENT })
  await expect(bar).toBeVisible()
  const barColour = await bar.evaluate(
    (link) => getComputedStyle(link.parentElement ?? link).backgroundColor,
  )
  expect(barColour).toBe('rgb(31, 92, 153)')
  await expect(page.getByRole('contentinfo')).toContainText(`${NEW_NAME}. All rights reserved.`)
  await snap(page, 'store-settings-shop')

  // A shopper who closes the announcement does not see it again on the next page.
  await header.getByRole('button', { name: 'Dismiss the announcement' }).click()
  await expect(bar).toBeHidden()
  await page.goto('/')
  await expect(page.getByRole('banner').getByRole('link', { name: NEW_NAME })).toBeVisible()
  await expect(page.getByRole('link', { name: ANNOUNCEMENT })).toBeHidden()
})
