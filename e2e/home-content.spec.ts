import type { APIRequestContext, Browser } from '@playwright/test'
import { DEMO_ADMIN, expect, logInAsAdmin, snap, test } from './fixtures.js'

/**
 * docs/product-rules.md § The owner's shop: the owner changes the home page's first slide in the
 * back office (a picture uploaded once, cut by the server into both crops, and a new headline);
 * the home page shows it at once, in the HTML the server sends too. The demo's home comes back
 * after.
 */

interface HomeContent {
  heroSlides: Record<string, string>[]
  featuredCollections: { name: string; slug: string }[]
  banner?: Record<string, string>
}

const HEADLINE = 'Harbor days'

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: DEMO_ADMIN })
  const { token } = (await login.json()) as { token: string }
  return { authorization: `Bearer ${token}` }
}

/** A landscape photo as an owner would upload one: a sunny scene with its subject right of centre. */
async function drawPhoto(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
  await page.setContent(
    '<body style="margin:0"><div style="position:relative;width:1600px;height:1000px;background:linear-gradient(#8fbfe0,#f1e9d8)"><div style="position:absolute;left:1000px;top:300px;width:320px;height:320px;border-radius:50%;background:#e2553b"></div></div></body>',
  )
  const jpeg = await page.screenshot({ type: 'jpeg', quality: 90 })
  await page.close()
  return jpeg
}

let original: HomeContent | undefined

test.beforeAll(async ({ request }) => {
  original = (await (await request.get('/api/content/home')).json()) as HomeContent
})

test.afterAll(async ({ playwright }, testInfo) => {
  // The demo's home comes back whatever happened, for the specs that read the hero.
  if (!original) return
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  await request.put('/api/admin/content/home', {
    headers: await adminHeaders(request),
    data: {
      heroSlides: original.heroSlides,
      featuredCollections: original.featuredCollections.map((collection) => collection.name),
      banner: original.banner ?? null,
    },
  })
  await request.dispose()
})

test('the owner changes the first slide in Home page, and the home page shows it at once', async ({
  page,
  browser,
}) => {
  await logInAsAdmin(page)
  await page.goto('/admin/home')
  const form = page.getByRole('form', { name: 'Home page' })
  const slides = form.getByRole('list', { name: 'Hero slides' }).getByRole('listitem')
  await expect(slides).toHaveCount(original?.heroSlides.length ?? 4)

  const first = slides.first()
  await first.locator('input[type="file"]').setInputFiles({
    name: 'harbor.jpg',
    mimeType: 'image/jpeg',
    buffer: await drawPhoto(browser),
  })
  // Both crops come back from the server and show as the shop will use them.
  await expect(
    first.locator('fieldset img[src^="/uploads/"][src$="-wide.w1920.webp"]'),
  ).toBeVisible()
  await expect(
    first.locator('fieldset img[src^="/uploads/"][src$="-tall.w900.webp"]'),
  ).toBeVisible()
  await first.getByLabel('Picture description').fill('A red sun over the harbour')
  await first.getByLabel('Headline').fill(HEADLINE)
  await first.getByText('Preview slide 1').click()
  await expect(first.getByRole('figure', { name: 'As wide screens show it' })).toContainText(
    HEADLINE,
  )
  await expect(first.getByRole('figure', { name: 'As phones show it' })).toContainText(HEADLINE)
  await snap(page, 'admin-home-content')
  await form.getByRole('button', { name: 'Save Home Page' }).click()
  await expect(page.getByText('Home page saved: the shop shows it now.')).toBeVisible()

  // The HTML the server sends, before any script: the new words and the uploaded crops.
  const html = await (await page.request.get('/')).text()
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
  expect(main).toMatch(new RegExp(`<h1[^>]*>${HEADLINE}</h1>`))
  expect(main).toMatch(/srcSet="\/uploads\/[0-9a-f]{32}-tall\.w450\.webp 450w, /)
  expect(main).toMatch(/fetchPriority="high"/)

  // The shopper's home page: the picture loads and the words are the owner's.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const hero = page.getByRole('region', { name: 'Featured looks' })
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(HEADLINE)
  const picture = hero.getByRole('img', { name: 'A red sun over the harbour' })
  await expect
    .poll(() =>
      picture.evaluate(
        (image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.currentSrc,
      ),
    )
    .toMatch(/-tall\.w(450|900)\.webp$/)
})

test('the back office’s home page fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await logInAsAdmin(page)
  await page.goto('/admin/home')
  await expect(page.getByRole('form', { name: 'Home page' })).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})
