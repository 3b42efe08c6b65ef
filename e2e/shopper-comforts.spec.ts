import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.js'

interface Product {
  _id: string
  name: string
  description: string
  price: number
  originalPrice?: number
  variants: { size: string; color: string; countInStock: number }[]
}

async function listProducts(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get('/api/products?limit=100')
  expect(response.ok()).toBe(true)
  return (await response.json()) as Product[]
}

/** A product whose preselected variant (the first) has stock, so Add to Cart adds at once. */
async function findAddableProduct(request: APIRequestContext): Promise<Product> {
  const product = (await listProducts(request)).find(
    (candidate) => (candidate.variants[0]?.countInStock ?? 0) > 0,
  )
  if (!product)
    throw new Error('The demo catalogue has no product with its first variant in stock.')
  return product
}

const quickAddBar = (page: Page) => page.getByRole('complementary', { name: 'Quick add to cart' })

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the Add to Cart bar appears once the button scrolls away, adds to the cart and never hides the footer', async ({
    page,
    request,
  }) => {
    const product = await findAddableProduct(request)
    await page.goto(`/product/${product._id}`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    // The page's own button comes first in the page; the bar's, once shown, after it.
    const mainButton = page.getByRole('button', { name: 'Add to Cart' }).first()
    await expect(mainButton).toBeEnabled()
    await expect(quickAddBar(page)).toHaveCount(0)

    // Down past the button (once the similar products have made the page long): the bar shows
    // the product, the chosen colour and size, and adds them.
    await expect(page.getByRole('heading', { name: 'You May Also Like' })).toBeVisible()
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight)
    })
    const bar = quickAddBar(page)
    await expect(bar).toBeVisible()
    await expect(bar).toContainText(product.name)
    const { color, size } = product.variants[0] ?? { color: '', size: '' }
    await expect(bar).toContainText(`${color} · ${size}`)

    const cartButton = page.getByRole('banner').getByRole('button', { name: /^Open cart/ })
    await expect(cartButton).toHaveAccessibleName('Open cart, 0 items')
    await bar.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByText('Product added to cart!')).toBeVisible()
    await expect(cartButton).toHaveAccessibleName('Open cart, 1 item')
    await cartButton.click()
    const cart = page.getByRole('dialog', { name: 'Your Cart' })
    await expect(cart.getByText(product.name)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(cart).toBeHidden()

    // Scrolled to the very bottom, the footer's last line ends above the bar: the page grew by
    // the bar's height when it appeared.
    await expect(async () => {
      await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight)
      })
      const lastLine = await page.getByRole('contentinfo').locator('p').last().boundingBox()
      const barBox = await bar.boundingBox()
      expect(lastLine && barBox && lastLine.y + lastLine.height <= barBox.y).toBe(true)
    }).toPass()

    // Back at the button, the bar goes.
    await mainButton.scrollIntoViewIfNeeded()
    await expect(quickAddBar(page)).toHaveCount(0)
  })
})

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('Add to Cart shows without scrolling at 1280×800, even beside the longest name and description', async ({
    page,
    request,
  }) => {
    const products = await listProducts(request)
    const longest = (length: (product: Product) => number) =>
      products.reduce((best, product) => (length(product) > length(best) ? product : best))
    const samples = new Set([
      longest((product) => product.name.length),
      longest((product) => product.description.length),
      longest((product) => (product.originalPrice ?? 0) - product.price),
    ])
    for (const product of samples) {
      await page.goto(`/product/${product._id}`)
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
      const button = page.getByRole('button', { name: /^(Add to Cart|Sold Out)$/ })
      await expect(button, product.name).toBeInViewport({ ratio: 1 })
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
    }
    // The phone's bar never shows on a laptop, whatever the scroll.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect(quickAddBar(page)).toBeHidden()
  })
})

test('the hero headline stays clear of the artwork from 320 to 1920 px wide', async ({ page }) => {
  const viewports = [
    [320, 568],
    [375, 667],
    [414, 896],
    [640, 800],
    [768, 1024],
    [812, 375],
    [1024, 768],
    [1280, 800],
    [1366, 768],
    [1440, 900],
    [1920, 1080],
  ] as const
  await page.goto('/')
  const headline = page.getByRole('heading', { level: 1 })
  await expect(headline).toBeVisible()
  for (const [width, height] of viewports) {
    await page.setViewportSize({ width, height })
    // Where the text ends and where the shown picture's artwork lies: in every wide crop it
    // starts at 41% of the width, in every tall crop it ends at 75% of the height.
    await expect(
      async () => {
        const layout = await headline.evaluate((element) => {
          const range = document.createRange()
          range.selectNodeContents(element)
          const lines = [...range.getClientRects()]
          const image = [...document.images].find((candidate) =>
            candidate.currentSrc.includes('/hero/'),
          )
          if (!image) throw new Error('The hero has no picture.')
          const box = image.getBoundingClientRect()
          const isWide = image.currentSrc.includes('-wide.')
          const aspect = isWide ? 1920 / 1080 : 900 / 1200
          const scale = Math.max(box.width / aspect, box.height) // the cover's rendered height
          const shownWidth = scale * aspect
          return {
            isWide,
            textRight: Math.max(...lines.map((line) => line.right)),
            textTop: Math.min(...lines.map((line) => line.top)),
            artworkLeft: box.left + (box.width - shownWidth) / 2 + 0.41 * shownWidth,
            artworkBottom: box.top + (box.height - scale) / 2 + 0.75 * scale,
            viewportWidth: window.innerWidth,
          }
        })
        expect(layout.isWide).toBe(width >= 768 && width > height)
        if (layout.isWide) expect(layout.textRight).toBeLessThan(layout.artworkLeft)
        else expect(layout.textTop).toBeGreaterThan(layout.artworkBottom)
        expect(layout.textRight).toBeLessThanOrEqual(layout.viewportWidth)
      },
      `${String(width)}×${String(height)}`,
    ).toPass()
  }
})

test('the footer leads to the shipping, returns, privacy and terms pages', async ({ page }) => {
  await page.goto('/')
  const support = page.getByRole('navigation', { name: 'Support' })
  for (const [link, title] of [
    ['Shipping', 'Shipping'],
    ['Returns & Refunds', 'Returns & Refunds'],
    ['Privacy Policy', 'Privacy Policy'],
    ['Terms of Service', 'Terms of Service'],
  ] as const) {
    await support.getByRole('link', { name: link }).click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`))
  }
  // Each is a real address: a reload serves the page, not a 404.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
})
