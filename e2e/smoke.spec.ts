import { expect, snap, test } from './fixtures.js'

test('the shop answers with its storefront and the API reports healthy', async ({
  page,
  request,
}) => {
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  expect(await health.json()).toEqual({ status: 'ok' })

  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")

  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }),
  ).toBeVisible()
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }),
  ).toBeVisible()
})

test('an unknown address answers 404 with the shop’s page that says so', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)

  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle(/Page not found/)
  await snap(page, 'not-found')

  await page.getByRole('link', { name: 'Back to the home page' }).click()
  await expect(page).toHaveURL('/')
})
