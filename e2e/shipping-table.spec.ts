import type { APIRequestContext } from '@playwright/test'
import {
  DEMO_ADMIN,
  addVariantToCart,
  expect,
  findProductInStock,
  logIn,
  logInAsAdmin,
  snap,
  test,
} from './fixtures.js'

/**
 * docs/product-rules.md § Shipping rates: the owner sets one flat international rate in the
 * back office's shipping table; the shipping page and a checkout to Germany show it at once, and
 * the promise of free shipping everywhere goes, since one zone no longer has it. The demo's table
 * comes back after.
 */

const FLAT_RATE = { label: 'International Flat Rate', cost: '12', days: '8' }
/** A password that meets every rule of docs/product-rules.md § Validation. */
const PASSWORD = 'Slide123!'

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: DEMO_ADMIN })
  const { token } = (await login.json()) as { token: string }
  return { authorization: `Bearer ${token}` }
}

/** The table as `GET /api/admin/shipping` answers it, sent back as it was. */
let original: unknown

test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/admin/shipping', {
    headers: await adminHeaders(request),
  })
  expect(response.ok()).toBe(true)
  original = await response.json()
})

test.afterAll(async ({ playwright }, testInfo) => {
  // The demo's table comes back whatever happened, for the specs that check out or read promises.
  if (original === undefined) return
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const restored = await request.put('/api/admin/shipping', {
    headers: await adminHeaders(request),
    data: original,
  })
  expect(restored.ok()).toBe(true)
  await request.dispose()
})

test('the owner sets a flat international rate, and the shipping page and the checkout charge it', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/shipping')
  const rates = page.getByRole('region', { name: 'Shipping rates' })
  // The demo ships free over $100 everywhere, and the page says so.
  await expect(rates).toContainText('Free international shipping on orders over $100')

  await logInAsAdmin(page)
  await page.goto('/admin/shipping')
  const table = page.getByRole('form', { name: 'Shipping table' })
  const world = table.getByRole('group', { name: 'Shipping zone 2' })
  await expect(world.getByLabel('Zone name', { exact: true })).toHaveValue('Rest of the world')
  await world.getByRole('button', { name: 'Remove rate 2 of Rest of the world' }).click()
  await world.getByLabel('Label, rate 1 of Rest of the world').fill(FLAT_RATE.label)
  await world.getByLabel('Cost ($), rate 1 of Rest of the world').fill(FLAT_RATE.cost)
  await world.getByLabel('Days, rate 1 of Rest of the world').fill(FLAT_RATE.days)
  await world.getByLabel('Free over ($), rate 1 of Rest of the world').fill('')
  await snap(page, 'admin-shipping-table')
  await table.getByRole('button', { name: 'Save Shipping Table' }).click()
  await expect(page.getByText('Shipping table saved')).toBeVisible()

  // The shipping page, as the server sends it: the one rate, and no promise of free shipping.
  await page.goto('/shipping')
  const worldRates = rates.getByRole('region', { name: 'Rest of the world' })
  await expect(worldRates.getByRole('listitem')).toHaveCount(1)
  await expect(worldRates).toContainText(`${FLAT_RATE.label}$12.00`)
  await expect(worldRates).toContainText('About 8 business days')
  await expect(rates).not.toContainText(/free .*shipping on orders over/i)
  await snap(page, 'shipping-page-flat-rate')

  // A shopper's checkout to Germany offers the flat rate alone, at its price.
  const shopper = {
    name: 'Greta Berlin',
    email: `flat-rate-${String(Date.now())}@example.com`,
    password: PASSWORD,
  }
  expect((await request.post('/api/users/register', { data: shopper })).status()).toBe(201)
  const context = await browser.newContext()
  const shopperPage = await context.newPage()
  await logIn(shopperPage, shopper)
  const { product, variant } = await findProductInStock(request)
  await addVariantToCart(shopperPage, product, variant)
  await shopperPage.goto('/checkout')
  const form = shopperPage.getByRole('form', { name: 'Checkout' })
  await form.getByLabel('First name').fill('Greta')
  await form.getByLabel('Last name').fill('Berlin')
  await form.getByLabel('Address', { exact: true }).fill('Unter den Linden 1')
  // In the form's order: the postal code comes first, and 10117 is a New York ZIP code too.
  await form.getByLabel('Postal code').fill('10117')
  await form.getByLabel('City').fill('Berlin')
  await form.getByLabel('Country').fill('Germany')
  await expect(form.getByLabel('State')).toHaveValue('')
  await expect(form.getByLabel('City')).toHaveValue('Berlin')
  const method = form.getByRole('group', { name: 'Shipping method' })
  await expect(method.getByRole('radio')).toHaveCount(1)
  await expect(method).toContainText(FLAT_RATE.label)
  await expect(method).toContainText('Estimated 8 business days')
  await expect(method).toContainText('$12.00')
  await method.getByRole('radio', { name: new RegExp(FLAT_RATE.label) }).check()
  const summary = shopperPage.getByRole('region', { name: 'Order Summary' })
  await expect(summary.getByText(`Shipping (${FLAT_RATE.label})`)).toBeVisible()
  await snap(shopperPage, 'checkout-flat-rate')
  await context.close()
})
