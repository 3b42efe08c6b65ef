import type { Page } from '@playwright/test'
import { expect, snap, test } from './fixtures.js'

/** The header's colours (apps/web/src/index.css `--color-ink` for black). */
const TRANSPARENT = 'rgba(0, 0, 0, 0)'
const INK = 'rgb(29, 26, 24)'
/** docs/product-rules.md § Limits: the home header turns solid after more than this many pixels of scroll. */
const HEADER_SOLID_AFTER_PX = 80

/** A unique address per run: the shop keeps every message and subscriber. */
const uniqueEmail = (who: string) => `${who}-${String(Date.now())}@example.com`

async function scrollTo(page: Page, top: number): Promise<void> {
  // Scrolled again until it holds: a page still loading (and its scroll restoration) may reset it.
  await expect(async () => {
    const scrolled = await page.evaluate((y) => {
      window.scrollTo({ top: y, behavior: 'instant' })
      return window.scrollY
    }, top)
    expect(scrolled).toBe(top)
  }).toPass()
  // Scroll events are dispatched with the next frame: let the header hear this one.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve()
          })
        })
      }),
  )
}

test('About Us tells the brand story and shows the contact e-mail as a mail link', async ({
  page,
}) => {
  await page.goto('/about')

  await expect(page).toHaveTitle(/About Us/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Our story' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Our mission' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'Quality fabrics' })).toBeVisible()

  const email = page.getByRole('main').getByRole('link', { name: /@/ })
  await expect(email).toBeVisible()
  const address = (await email.textContent())?.trim() ?? ''
  expect(address).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/)
  await expect(email).toHaveAttribute('href', `mailto:${address}`)

  await snap(page, 'about')
})

test('a visitor sends a message from Contact Us and reads the shop’s answer', async ({ page }) => {
  await page.goto('/contact')

  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute(
    'href',
    /^mailto:/,
  )

  const form = page.getByRole('form', { name: 'Contact us' })
  await form.getByLabel('Name').fill('Robin Fields')
  await form.getByLabel('Email').fill(uniqueEmail('robin'))
  await form.getByLabel('Message').fill('Is the Drift hoodie warm enough for autumn evenings?')
  const answer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/contact' && response.request().method() === 'POST',
  )
  await form.getByRole('button', { name: 'Send Message' }).click()

  const response = await answer
  expect(response.status()).toBe(201)
  const { message } = (await response.json()) as { message: string }
  // 'Sending...' may flash first; what stays is the server's own words.
  await expect(form.getByRole('status')).toHaveText(message)
  await expect(form.getByLabel('Name')).toHaveValue('')
  await expect(form.getByLabel('Email')).toHaveValue('')
  await expect(form.getByLabel('Message')).toHaveValue('')

  await snap(page, 'contact')
})

test('the contact form is not sent while a field is empty', async ({ page }) => {
  let isSent = false
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/contact') isSent = true
  })
  await page.goto('/contact')

  const form = page.getByRole('form', { name: 'Contact us' })
  await form.getByLabel('Name').fill('Robin Fields')
  await form.getByLabel('Email').fill(uniqueEmail('robin'))
  await form.getByRole('button', { name: 'Send Message' }).click()

  const message = form.getByLabel('Message')
  expect(await message.evaluate((field: HTMLTextAreaElement) => field.validity.valueMissing)).toBe(
    true,
  )
  await expect(form.getByRole('status')).toHaveText('')
  expect(isSent).toBe(false)
})

test('on a phone the menu opens with About, Shop and Contact, and each link navigates', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden()

  for (const [label, url] of [
    ['About', '/about'],
    ['Shop', '/collections/all'],
    ['Contact', '/contact'],
  ] as const) {
    await header.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link')).toHaveText(['About', 'Shop', 'Contact'])

    await menu.getByRole('link', { name: label, exact: true }).click()
    await expect(page).toHaveURL(url)
    await expect(menu).toBeHidden()
  }
})

/** The shop's answer to the footer's newsletter sign-up. */
const newsletterAnswer = (page: Page) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/newsletter' &&
      response.request().method() === 'POST',
  )

test('a shopper subscribes to the newsletter from the footer', async ({ page }) => {
  await page.goto('/about')
  const footer = page.getByRole('contentinfo')

  await footer.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('news'))
  const answer = newsletterAnswer(page)
  await footer.getByRole('button', { name: 'Subscribe' }).click()

  const response = await answer
  expect(response.status()).toBe(201)
  const { message } = (await response.json()) as { message: string }
  await expect(footer.getByRole('status')).toHaveText(message)
  await expect(footer.getByRole('textbox', { name: 'Email address' })).toHaveValue('')
})

test('what a shopper types before the page has taken over is kept, and sent once it has', async ({
  page,
}) => {
  // The app's entry is held back, so the server's HTML is all the shopper has.
  let releaseEntry: () => void = () => undefined
  const entryHeld = new Promise<void>((resolve) => {
    releaseEntry = resolve
  })
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await entryHeld
    await route.continue()
  })
  await page.goto('/about', { waitUntil: 'domcontentloaded' })
  const footer = page.getByRole('contentinfo')
  const email = uniqueEmail('early')

  await footer.getByRole('textbox', { name: 'Email address' }).fill(email)
  // A press now would submit the form natively, the address in the URL: it waits for the app.
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeDisabled()
  releaseEntry()

  const answer = newsletterAnswer(page)
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  const response = await answer
  expect(response.status()).toBe(201)
  expect(response.request().postDataJSON()).toMatchObject({ email })
  await expect(footer.getByRole('textbox', { name: 'Email address' })).toHaveValue('')
  expect(new URL(page.url()).search).toBe('')
})

test('the home header is transparent at the top and black once scrolled past 80 px', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Best Seller' })).toBeVisible()
  const header = page.getByRole('banner')
  await expect(header).toHaveCSS('position', 'fixed')
  await expect(header).toHaveCSS('background-color', TRANSPARENT)

  await scrollTo(page, HEADER_SOLID_AFTER_PX)
  await expect(header).toHaveCSS('background-color', TRANSPARENT)

  await scrollTo(page, HEADER_SOLID_AFTER_PX + 1)
  await expect(header).toHaveCSS('background-color', INK)

  await scrollTo(page, 0)
  await expect(header).toHaveCSS('background-color', TRANSPARENT)
})

test('away from home the header is black from the top', async ({ page }) => {
  await page.goto('/about')

  await expect(page.getByRole('banner')).toHaveCSS('background-color', INK)
})
