import { expect, snap, test } from './fixtures.js'

test('the home page shows the shop and the API reports healthy', async ({ page, request }) => {
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  expect(await health.json()).toEqual({ status: 'ok' })

  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")

  await expect(page).toHaveTitle('Slide — Apparel & Merchandise')
  await expect(page.getByRole('heading', { level: 1, name: 'Slide' })).toBeVisible()
  await expect(page.getByText('Our storefront opens soon.')).toBeVisible()
  // The page's own call to /api/health went through the browser, the proxy-free production way.
  await expect(page.getByText('Shop servers online')).toBeVisible()

  await snap(page, 'home')
})

test('an unknown address gets the web app, which says the page is not found', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(200)

  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await snap(page, 'not-found')

  await page.getByRole('link', { name: 'Back to the home page' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Slide' })).toBeVisible()
})
