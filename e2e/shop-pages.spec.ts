import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO_ADMIN, expect, logInAsAdmin, test } from './fixtures.js'

/**
 * docs/product-rules.md § The owner's shop and docs/decisions/030: the owner writes the about page
 * in Markdown in the back office; whatever the text tries (script, raw HTML, event handlers,
 * `javascript:` links, pictures from elsewhere), the page the server sends and the page Chromium
 * runs show its words and run nothing.
 */

interface PageText {
  title: string
  body: string
}

const HOSTILE_TITLE = 'About the workshop'
const HOSTILE_BODY = [
  '## Who we are',
  '',
  'We sew *every* piece **by hand**, by the sea.',
  '',
  '<script>window.__pwned = "script"; alert("script")</script>',
  '',
  "<img src=x onerror=\"window.__pwned = 'img'; alert('img')\">",
  '',
  '<div onclick="window.__pwned = \'div\'">A raw block</div>',
  '',
  "- [click me](javascript:window.__pwned='link';alert('link'))",
  "- [or me](JaVaScRiPt:alert('link2'))",
  '- <a href="javascript:alert(\'raw\')">a raw link</a>',
  '- [our collection](/collections/all)',
  '',
  '<svg onload="window.__pwned = \'svg\'"></svg><iframe src="javascript:alert(\'frame\')"></iframe>',
  '',
  '![a tracker](https://evil.example/pixel.gif) ![inline](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+)',
  '',
  '![Our workshop](/hero/hero-1-wide.w960.webp)',
].join('\n')

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: DEMO_ADMIN })
  const { token } = (await login.json()) as { token: string }
  return { authorization: `Bearer ${token}` }
}

let original: PageText | undefined

test.beforeAll(async ({ request }) => {
  original = (await (await request.get('/api/pages/about')).json()) as PageText
})

test.afterAll(async ({ playwright }, testInfo) => {
  // The demo's about page comes back whatever happened, for the specs that read it.
  if (!original) return
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  await request.put('/api/admin/pages/about', {
    headers: await adminHeaders(request),
    data: { title: original.title, body: original.body },
  })
  await request.dispose()
})

/** Records any dialog the page opens (and dismisses it), so a test can say none was opened. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return dialogs
}

/** Nothing of the text ran, and the page's main part holds nothing that could. */
async function expectNothingRan(page: Page, dialogs: readonly string[]): Promise<void> {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
  expect(dialogs).toEqual([])
  const main = page.getByRole('main')
  expect(
    await main.locator('script, iframe, svg:not([aria-hidden="true"]), div[onclick]').count(),
  ).toBe(0)
  const attributes = await main.evaluate((root) =>
    Array.from(root.querySelectorAll('*')).flatMap((element) =>
      Array.from(element.attributes).map(({ name, value }) => `${name}=${value}`),
    ),
  )
  expect(attributes.filter((attribute) => /^on/i.test(attribute))).toEqual([])
  expect(attributes.filter((attribute) => /^href=\s*javascript:/i.test(attribute))).toEqual([])
  expect(
    attributes.filter(
      (attribute) => attribute.startsWith('src=') && !/^src=\/(?!\/)/.test(attribute),
    ),
  ).toEqual([])
}

test('an admin rewrites About Us with hostile Markdown: the shop shows its words and runs nothing', async ({
  page,
}) => {
  const dialogs = watchDialogs(page)
  await logInAsAdmin(page)
  await page.goto('/admin/pages/about')

  const form = page.getByRole('form', { name: 'Edit the About page' })
  await form.getByLabel('Title').fill(HOSTILE_TITLE)
  await form.getByLabel('Text (Markdown)').fill(HOSTILE_BODY)
  const preview = form.getByRole('region', { name: 'Preview' })
  await expect(preview.getByRole('heading', { name: 'Who we are' })).toBeVisible()
  await expect(preview.getByText('click me')).toBeVisible()
  await expect(preview.getByRole('link', { name: 'click me' })).toHaveCount(0)
  await form.getByRole('button', { name: 'Save Page' }).click()
  await expect(page.getByText(`${HOSTILE_TITLE} is saved: the shop shows it now.`)).toBeVisible()
  await expectNothingRan(page, dialogs)

  // The HTML the server sends, before any script: the words, and nothing that could run.
  const response = await page.request.get('/about')
  expect(response.status()).toBe(200)
  const html = await response.text()
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
  expect(main).toContain(HOSTILE_TITLE)
  expect(main).toMatch(/<h2[^>]*>Who we are<\/h2>/)
  expect(main).toMatch(/<em[^>]*>every<\/em>/)
  expect(main).toContain('click me')
  expect(main).toContain('href="/collections/all"')
  expect(main).toContain('src="/hero/hero-1-wide.w960.webp"')
  expect(main).not.toMatch(/<(script|iframe|object|embed)\b/i)
  expect(main).not.toMatch(/<svg\b(?![^>]*aria-hidden="true")/i)
  expect(main).not.toMatch(/\son[a-z]+\s*=/i)
  expect(main).not.toMatch(/javascript:/i)
  expect(main).not.toMatch(/evil\.example|data:image/i)
  // The page's only scripts: its data block (JSON, never run) and the start script.
  expect(Array.from(html.matchAll(/<script\b/gi))).toHaveLength(2)
  expect(html).toContain('<script type="application/json" id="server-page">')

  // The shopper's Chromium: the server's page, taken over by the app.
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: HOSTILE_TITLE })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible()
  await expect(page.getByRole('main').getByText('click me')).toBeVisible()
  await expect(page.getByRole('main').getByRole('img', { name: 'Our workshop' })).toBeVisible()
  // The spec's contact e-mail line stays below the text, whatever the text says.
  const email = page.getByRole('main').getByRole('link', { name: /@/ })
  await expect(email).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+$/)
  await page.getByRole('main').getByText('click me').click()
  await expect(page).toHaveURL('/about')
  await expectNothingRan(page, dialogs)

  // The same page drawn by the browser alone, after a move inside the app.
  await page.goto('/contact')
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: HOSTILE_TITLE })).toBeVisible()
  await expectNothingRan(page, dialogs)
})
