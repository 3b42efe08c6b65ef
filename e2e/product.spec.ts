import type { APIRequestContext } from '@playwright/test'
import { expect, snap, test } from './fixtures.js'

interface Variant {
  size: string
  color: string
  sku: string
  countInStock: number
}

interface Product {
  _id: string
  name: string
  price: number
  images: { url: string; altText: string }[]
  variants: Variant[]
}

async function listProducts(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get('/api/products?limit=100')
  expect(response.ok()).toBe(true)
  return (await response.json()) as Product[]
}

/**
 * A product with two images or more and a second colour that has a size with a few units left
 * (at least 2, so the stepper can move, and few, so reaching the cap takes few clicks).
 */
function findBrowsableProduct(products: Product[]) {
  for (const product of products) {
    const firstColor = product.variants[0]?.color
    const target = product.variants
      .filter((variant) => variant.color !== firstColor && variant.countInStock >= 2)
      .sort((a, b) => a.countInStock - b.countInStock)[0]
    if (product.images.length >= 2 && target) return { product, target }
  }
  throw new Error('The demo catalogue has no product with two images and a second colour in stock.')
}

test('a shopper opens a product from the shop grid', async ({ page }) => {
  await page.goto('/collections/all')
  const firstCard = page.getByRole('main').locator('a[href^="/product/"]').first()
  const name = (await firstCard.getByRole('heading').textContent())?.trim() ?? ''
  expect(name).not.toBe('')

  await firstCard.click()

  await expect(page).toHaveURL(/\/product\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(name))
})

test('a shopper looks through the images, picks a colour, size and quantity up to the stock, and adds them to the cart', async ({
  page,
  request,
}) => {
  const { product, target } = findBrowsableProduct(await listProducts(request))
  const [firstImage, secondImage] = product.images
  if (!firstImage || !secondImage) throw new Error('findBrowsableProduct returns two images.')
  await page.goto(`/product/${product._id}`)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()

  // The first image shows first; a thumbnail click swaps it.
  const firstThumbnail = page.getByRole('button', { name: firstImage.altText, exact: true })
  const secondThumbnail = page.getByRole('button', { name: secondImage.altText, exact: true })
  await expect(firstThumbnail).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('img', { name: firstImage.altText, exact: true })).toBeVisible()
  await secondThumbnail.click()
  await expect(secondThumbnail).toHaveAttribute('aria-pressed', 'true')
  const mainImage = page.getByRole('img', { name: secondImage.altText, exact: true })
  await expect(mainImage).toBeVisible()
  await expect(mainImage).toHaveAttribute('src', secondImage.url)
  await expect(page.getByRole('img', { name: firstImage.altText, exact: true })).toHaveCount(0)

  // Another colour, then a size of it.
  const colors = page.getByRole('group', { name: /^Color/ })
  const sizes = page.getByRole('group', { name: 'Size' })
  await colors.getByRole('button', { name: target.color, exact: true }).click()
  await expect(colors.getByRole('button', { name: target.color, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await sizes.getByRole('button', { name: target.size, exact: true }).click()
  await expect(sizes.getByRole('button', { name: target.size, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // The stepper stops at 1 and at the stock of the variant.
  const quantity = page.getByRole('status', { name: 'Quantity' })
  const minus = page.getByRole('button', { name: 'Decrease quantity' })
  const plus = page.getByRole('button', { name: 'Increase quantity' })
  await expect(minus).toBeDisabled()
  for (let count = 1; count < target.countInStock; count += 1) {
    await plus.click()
    await expect(quantity).toHaveText(String(count + 1))
  }
  await expect(plus).toBeDisabled()
  await expect(minus).toBeEnabled()

  // Structured data for search engines is on the page and blocked by nothing (no console error).
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { '@type': string; name: string; sku: string; offers: { priceCurrency: string } }
  expect(jsonLd).toMatchObject({
    '@type': 'Product',
    name: product.name,
    sku: product.variants[0]?.sku,
    offers: { priceCurrency: 'USD' },
  })

  await snap(page, 'product')

  const cartButton = page.getByRole('banner').getByRole('button', { name: /^Open cart/ })
  await expect(cartButton).toHaveAccessibleName('Open cart, 0 items')
  await page.getByRole('button', { name: 'Add to Cart' }).click()

  await expect(page.getByText('Product added to cart!')).toBeVisible()
  await expect(cartButton).toHaveAccessibleName(`Open cart, ${String(target.countInStock)} items`)
  // The cart now holds all there is of that size.
  await expect(sizes.getByRole('button', { name: target.size, exact: true })).toBeDisabled()
})

test('a product with nothing left in stock cannot be added', async ({ page, request }) => {
  const products = await listProducts(request)
  const soldOut = products.find((product) =>
    product.variants.every((variant) => variant.countInStock === 0),
  )

  if (soldOut) {
    await page.goto(`/product/${soldOut._id}`)
    await expect(page.getByRole('heading', { level: 1, name: soldOut.name })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sold Out' })).toBeDisabled()
    return
  }

  // A catalogue without a sold-out product still has a sold-out size somewhere.
  const product = products.find((candidate) =>
    candidate.variants.some((variant) => variant.countInStock === 0),
  )
  const empty = product?.variants.find((variant) => variant.countInStock === 0)
  if (!product || !empty) throw new Error('The demo catalogue has no variant at 0.')
  await page.goto(`/product/${product._id}`)
  const color = page.getByRole('group', { name: /^Color/ }).getByRole('button', {
    name: empty.color,
    exact: true,
  })
  if (await color.isEnabled()) await color.click()
  await expect(
    page
      .getByRole('group', { name: 'Size' })
      .getByRole('button', { name: empty.size, exact: true }),
  ).toBeDisabled()
})

test('an unknown product says so and leads back to the shop', async ({ page }) => {
  await page.goto('/product/no-such-product')

  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Browse the shop' }).click()
  await expect(page).toHaveURL('/collections/all')
})
