import { AxeBuilder } from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { SNAP_VIEWPORTS, addVariantToCart, expect, findProductInStock, test } from './fixtures.js'

/**
 * Every public page of the shop and the checkout, checked by axe against WCAG 2.1 A and AA and
 * axe's best practices, at desktop and phone width: no violation allowed.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/** A password that meets every rule of docs/product-rules.md § Validation. */
const PASSWORD = 'Access123!'

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

/** A violation as a reader wants it: rule, what it asks, and each failing element's selector. */
function describeViolation(violation: Violation): string {
  const targets = violation.nodes.map((node) => `\n    at ${node.target.join(' >> ')}`)
  return `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}${targets.join('')}`
}

/**
 * Waits until the page has its content and has stopped moving: the given element is visible,
 * nothing is marked busy, no request is pending and every CSS transition has finished (a drawer
 * sliding in would otherwise be checked half off the screen).
 */
async function settle(page: Page, content: Locator): Promise<void> {
  await expect(content).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    await document.fonts.ready
    // A cancelled animation (its element gone) rejects: it is over all the same.
    await Promise.all(
      document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    )
  })
}

async function expectNoViolations(page: Page, content: Locator): Promise<void> {
  await settle(page, content)
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  const found = violations.map(describeViolation)
  expect(found, `accessibility violations on ${page.url()}:\n${found.join('\n')}`).toEqual([])
}

const heading = (page: Page, name?: string | RegExp) =>
  page.getByRole('heading', { level: 1, ...(name === undefined ? {} : { name }) })

/** Adds a product in stock to the cart from its page. */
async function addToCart(page: Page, request: APIRequestContext): Promise<void> {
  const { product, variant } = await findProductInStock(request)
  await addVariantToCart(page, product, variant)
}

/** The account the checkout is checked with, made once through the API. */
let account: { name: string; email: string; password: string }
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  account = {
    name: 'Alex Access',
    email: `access-${String(Date.now())}@example.com`,
    password: PASSWORD,
  }
  const response = await request.post('/api/users/register', { data: account })
  expect(response.status()).toBe(201)
  await request.dispose()
})

/** Pages that need nothing but a visit, with what shows that their content is there. */
const PAGES: { name: string; path: string; content: (page: Page) => Locator }[] = [
  { name: 'home', path: '/', content: (page) => heading(page) },
  { name: 'about', path: '/about', content: (page) => heading(page) },
  { name: 'contact', path: '/contact', content: (page) => heading(page, 'Contact Us') },
  { name: 'shipping', path: '/shipping', content: (page) => heading(page) },
  { name: 'returns', path: '/returns', content: (page) => heading(page) },
  { name: 'privacy', path: '/privacy', content: (page) => heading(page) },
  { name: 'terms', path: '/terms', content: (page) => heading(page) },
  { name: 'not found', path: '/no-such-page', content: (page) => heading(page, 'Page not found') },
  { name: 'login', path: '/login', content: (page) => page.getByRole('form', { name: 'Log in' }) },
  {
    name: 'register',
    path: '/register',
    content: (page) => page.getByRole('form', { name: 'Sign up' }),
  },
  { name: 'forgot password', path: '/forgot-password', content: (page) => heading(page) },
  {
    name: 'shop',
    path: '/collections/all',
    content: (page) => page.getByRole('region', { name: 'Products' }).getByRole('link').first(),
  },
]

for (const [device, viewport] of Object.entries(SNAP_VIEWPORTS)) {
  test.describe(`at ${device} width`, () => {
    test.use({ viewport })

    for (const { name, path, content } of PAGES) {
      test(`the ${name} page has no accessibility violations`, async ({ page }) => {
        await page.goto(path)
        await expectNoViolations(page, content(page))
      })
    }

    test('a filtered collection has no accessibility violations, its filters shown', async ({
      page,
    }) => {
      await page.goto('/collections/all?gender=Women&size=M')
      if (device === 'phone') {
        // axe leaves the colours in this drawer "to review" (it cannot see the drawer's
        // background through the browser's top layer); the same panel's colours are checked
        // in the desktop sidebar.
        await page.getByRole('button', { name: /^Filters, 2 active/ }).click()
        await expectNoViolations(page, page.getByRole('dialog', { name: 'Filters' }))
      } else {
        await expectNoViolations(page, page.getByRole('complementary', { name: 'Filters' }))
      }
    })

    if (device === 'phone') {
      test('the open header menu has no accessibility violations', async ({ page }) => {
        await page.goto('/')
        await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
        await expectNoViolations(page, page.getByRole('dialog', { name: 'Menu' }))
      })
    }

    test('a product page has no accessibility violations', async ({ page, request }) => {
      const { product } = await findProductInStock(request)
      await page.goto(`/product/${product._id}`)
      await expectNoViolations(page, heading(page, product.name))
    })

    test('the header search with its suggestions open has no accessibility violations', async ({
      page,
    }) => {
      await page.goto('/collections/all')
      await expect(heading(page, 'All Collection')).toBeVisible()
      await page.getByRole('banner').getByRole('button', { name: 'Search products' }).click()
      await page.getByRole('combobox', { name: 'Search products' }).pressSequentially('jea')
      await expectNoViolations(
        page,
        page.getByRole('listbox', { name: 'Suggested products' }).getByRole('option').first(),
      )
    })

    test('a product just added, its toast and the cart count shown, has no accessibility violations', async ({
      page,
      request,
    }) => {
      await addToCart(page, request)
      // The toast lasts a second; a pointer over it holds it while it is checked.
      const toast = page.getByText('Product added to cart!').first()
      await toast.hover()
      await expectNoViolations(page, toast)
    })

    test('the open cart drawer has no accessibility violations', async ({ page, request }) => {
      await addToCart(page, request)
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Open cart/ })
        .click()
      const drawer = page.getByRole('dialog', { name: 'Your Cart' })
      await expectNoViolations(page, drawer.getByRole('button', { name: 'Checkout' }))
    })

    test('each step of a signed-in shopper’s checkout has no accessibility violations', async ({
      page,
      request,
    }) => {
      await addToCart(page, request)
      await page.goto('/login?redirect=checkout')
      const logIn = page.getByRole('form', { name: 'Log in' })
      await logIn.getByLabel('Email').fill(account.email)
      await logIn.getByLabel('Password', { exact: true }).fill(account.password)
      await logIn.getByRole('button', { name: 'Log In' }).click()
      await expect(page).toHaveURL('/checkout')
      await expectNoViolations(page, page.getByRole('region', { name: 'Order Summary' }))

      // Sent empty: every field says what it needs.
      const form = page.getByRole('form', { name: 'Checkout' })
      await form.getByRole('button', { name: 'Continue to Payment' }).click()
      await expectNoViolations(page, form.getByText('Please select a shipping option.'))

      await form.getByLabel('First name').fill('Alex')
      await form.getByLabel('Last name').fill('Access')
      await form.getByLabel('Address', { exact: true }).fill('1 Market St')
      await form.getByLabel('Postal code').fill('94103')
      await expect(form.getByLabel('City')).toHaveValue('San Francisco')
      await form.getByLabel('Phone').fill('415 555 0100')
      await form.getByRole('radio', { name: /Standard Shipping/ }).check()
      await form.getByRole('button', { name: 'Continue to Payment' }).click()
      await expectNoViolations(page, page.getByRole('button', { name: 'Pay with demo payment' }))
    })
  })
}
