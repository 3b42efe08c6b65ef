import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'
import { simpleParser } from 'mailparser'

export { expect }

/** Where `snap` saves its screenshots (git-ignored). */
export const SCREENSHOT_DIR = path.join(import.meta.dirname, 'screenshots')

/** The two widths every screenshot is taken at. */
export const SNAP_VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const

const SNAP_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Screenshots are for people to look at, and only taken when asked for
 * (`E2E_SCREENSHOTS=1 npm run test:e2e`): each costs about 5 s of settling and two full-page
 * captures, minutes of a run that nobody looks at in CI.
 */
const TAKES_SCREENSHOTS = Boolean(process.env.E2E_SCREENSHOTS)

/**
 * Saves full-page screenshots of the page as it is now at desktop and phone size, to
 * `e2e/screenshots/<name>-desktop.png` and `<name>-phone.png`, then restores the viewport; only
 * with E2E_SCREENSHOTS set.
 */
export async function snap(page: Page, name: string): Promise<void> {
  if (!SNAP_NAME.test(name)) throw new Error(`Screenshot names are kebab-case: "${name}".`)
  if (!TAKES_SCREENSHOTS) return
  const original = page.viewportSize()
  try {
    for (const [device, viewport] of Object.entries(SNAP_VIEWPORTS)) {
      await page.setViewportSize(viewport)
      await settle(page)
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `${name}-${device}.png`),
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
      })
    }
  } finally {
    if (original) await page.setViewportSize(original)
  }
}

/** Waits until the page stops loading: network idle, fonts, lazy images below the fold, layout. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  // Scroll through once so lazily loaded images start, then come back to the top.
  await page.evaluate(async () => {
    const nextFrame = () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          resolve()
        })
      })
    for (let y = 0; y < document.documentElement.scrollHeight && y < 50_000; y += innerHeight) {
      scrollTo(0, y)
      await nextFrame()
    }
    scrollTo(0, 0)
    await nextFrame()
  })
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    await document.fonts.ready
    const pending = Array.from(document.images).filter((image) => !image.complete)
    const loaded = Promise.all(
      pending.map(
        (image) =>
          new Promise<void>((resolve) => {
            const done = () => {
              resolve()
            }
            image.addEventListener('load', done, { once: true })
            image.addEventListener('error', done, { once: true })
          }),
      ),
    )
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5_000))])
    // Two frames: the last resize and image decodes are painted.
    await new Promise<void>((resolve) => {
      requestAnimationFrame(() => {
        requestAnimationFrame(() => {
          resolve()
        })
      })
    })
  })
}

/** Console errors a test may cause on purpose: the status of a request is the test's business. */
const EXPECTED_CONSOLE_ERROR = /^Failed to load resource: the server responded with a status of/

/**
 * Waits until the app has taken a server-rendered page over (hydrateRoot has marked the root), as
 * a shopper waits for a page to respond: a tap before then falls on HTML without the app.
 */
async function waitForTakeover(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root')
    return (
      document.getElementById('server-page') === null ||
      (root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$')))
    )
  })
}

export const test = base.extend<{ failOnPageErrors: undefined }>({
  /**
   * `page.goto` and `page.reload` return once the app has taken the page over. A test that asks
   * for a `waitUntil` of its own gets the page as the browser has it then, app or not.
   */
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (options?.waitUntil === undefined) await waitForTakeover(page)
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      if (options?.waitUntil === undefined) await waitForTakeover(page)
      return response
    }
    await use(page)
  },
  /**
   * Every test is a client of its own, as shoppers behind the shop's proxy are (the test server
   * trusts X-Forwarded-For): the per-client limits on logins and sign-ups then count one test's
   * requests, not the whole run's, which all come from 127.0.0.1.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const octet = () => String(Math.floor(Math.random() * 250) + 1)
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` })
  },
  /**
   * Fails any test whose page throws an uncaught error or logs a console error (a blocked
   * Content-Security-Policy violation, a React warning...), except an HTTP error status.
   */
  failOnPageErrors: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on('pageerror', (error) => {
        problems.push(`uncaught ${error.name}: ${error.message}`)
      })
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED_CONSOLE_ERROR.test(message.text())) {
          problems.push(`console error: ${message.text()}`)
        }
      })
      await use(undefined)
      expect(problems, 'errors in the browser').toEqual([])
    },
    { auto: true },
  ],
})

/** The admin the e2e server is seeded with (ADMIN_EMAIL, ADMIN_PASSWORD in playwright.config.ts). */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin123!' }

/** Logs an account in through the form, as its owner would; the shop then shows the home page. */
export async function logIn(
  page: Page,
  { email, password }: { email: string; password: string },
): Promise<void> {
  await page.goto('/login')
  const form = page.getByRole('form', { name: 'Log in' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Log In' }).click()
  await expect(page).toHaveURL('/')
}

/** Logs the demo admin in through the form, as an owner would. */
export async function logInAsAdmin(page: Page): Promise<void> {
  await logIn(page, DEMO_ADMIN)
}

/** "64 products" under the shop page's heading. */
export const resultCount = (page: Page) => page.getByRole('main').getByText(/^\d+ products?$/)

/** The shop page's number of products, once the list has its answer. */
export async function readResultCount(page: Page): Promise<number> {
  await expect(resultCount(page)).toBeVisible()
  return parseInt((await resultCount(page).textContent()) ?? '', 10)
}

/**
 * Puts entries in the shop's localStorage just before its scripts run on the next page load,
 * once. Writing them into a page that is already running races the app, which rewrites the
 * session keys whenever its state changes (a cart read answering late, say).
 */
export async function storeBeforeNextLoad(page: Page, entries: Record<string, string>) {
  const onceKey = `e2e-stored-${crypto.randomUUID()}`
  await page.addInitScript(
    ({ key, values }) => {
      if (sessionStorage.getItem(key) !== null) return
      sessionStorage.setItem(key, 'done')
      for (const [name, value] of Object.entries(values)) localStorage.setItem(name, value)
    },
    { key: onceKey, values: entries },
  )
}

export interface ShopMail {
  subject: string
  text: string
  html: string
}

/**
 * The newest mail the shop wrote to `to` with `subject`, read from DATA_DIR/mail (the shop runs
 * without SMTP_URL, so every message is an `.eml` file there). Waits until it is written.
 */
export async function readMail(to: string, subject: string): Promise<ShopMail> {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR names the shop’s DATA_DIR; the config sets it.')
  const mailDir = path.join(dataDir, 'mail')
  let found: ShopMail | undefined
  await expect
    .poll(
      async () => {
        const names = (await readdir(mailDir).catch(() => [] as string[])).sort().reverse()
        for (const name of names) {
          const mail = await simpleParser(await readFile(path.join(mailDir, name)))
          const recipients = [mail.to].flat().flatMap((group) => group?.value ?? [])
          if (mail.subject === subject && recipients.some((entry) => entry.address === to)) {
            found = {
              subject,
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
            }
            return true
          }
        }
        return false
      },
      { message: `a mail "${subject}" to ${to}`, timeout: 10_000 },
    )
    .toBe(true)
  if (!found) throw new Error('unreachable')
  return found
}

export interface DemoVariant {
  size: string
  color: string
  countInStock: number
}

export interface DemoProduct {
  _id: string
  name: string
  variants: DemoVariant[]
}

/** A product with a variant of at least 2 units, so one can be bought and some stay. */
export async function findProductInStock(request: APIRequestContext) {
  const response = await request.get('/api/products?limit=100')
  expect(response.ok()).toBe(true)
  for (const product of (await response.json()) as DemoProduct[]) {
    const variant = product.variants.find((v) => v.countInStock >= 2)
    if (variant) return { product, variant }
  }
  throw new Error('The demo catalogue has no product in stock.')
}

/** On the product's page, chooses the variant and adds it to the cart, as a shopper does. */
export async function addVariantToCart(
  page: Page,
  product: DemoProduct,
  variant: DemoVariant,
): Promise<void> {
  await page.goto(`/product/${product._id}`)
  await page
    .getByRole('group', { name: /^Color/ })
    .getByRole('button', { name: variant.color, exact: true })
    .click()
  await page
    .getByRole('group', { name: 'Size' })
    .getByRole('button', { name: variant.size, exact: true })
    .click()
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Product added to cart!').first()).toBeVisible()
}
