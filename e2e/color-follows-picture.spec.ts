import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures.js'

/** docs/api.md § Product images: the demo catalogue tags each drawn image with its colour. */

interface Product {
  _id: string
  name: string
  images: { url: string; altText: string; color?: string }[]
  variants: { size: string; color: string; countInStock: number }[]
}

/**
 * A product and a variant in stock whose colour is not the one the page opens on, and the first
 * image tagged with that colour, which is not the product's first image.
 */
async function findProductWithAnotherColourPictured(request: APIRequestContext) {
  const response = await request.get('/api/products?limit=100')
  expect(response.ok()).toBe(true)
  for (const product of (await response.json()) as Product[]) {
    const openingColor = product.variants[0]?.color
    for (const variant of product.variants) {
      if (variant.color === openingColor || variant.countInStock < 1) continue
      const image = product.images.find((candidate) => candidate.color === variant.color)
      if (image && image !== product.images[0]) return { product, variant, image }
    }
  }
  throw new Error('The demo catalogue has no product with a second colour pictured and in stock.')
}

test('a shopper picks a colour, sees its picture, and the cart line shows the same picture', async ({
  page,
  request,
}) => {
  const { product, variant, image } = await findProductWithAnotherColourPictured(request)
  const [openingImage] = product.images
  if (!openingImage) throw new Error('The product has images.')
  await page.goto(`/product/${product._id}`)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await expect(page.getByRole('img', { name: openingImage.altText, exact: true })).toBeVisible()

  await page
    .getByRole('group', { name: /^Color/ })
    .getByRole('button', { name: variant.color, exact: true })
    .click()

  // The main picture is the colour's, and its thumbnail leads the list.
  const mainImage = page.getByRole('img', { name: image.altText, exact: true })
  await expect(mainImage).toBeVisible()
  await expect(mainImage).toHaveAttribute('src', image.url)
  await expect(page.getByRole('img', { name: openingImage.altText, exact: true })).toHaveCount(0)
  const firstThumbnail = page
    .getByRole('list', { name: 'Product images' })
    .getByRole('button')
    .first()
  await expect(firstThumbnail).toHaveAccessibleName(image.altText)
  await expect(firstThumbnail).toHaveAttribute('aria-pressed', 'true')

  await page
    .getByRole('group', { name: 'Size' })
    .getByRole('button', { name: variant.size, exact: true })
    .click()
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Product added to cart!').first()).toBeVisible()

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Open cart/ })
    .click()
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  await expect(
    drawer.getByRole('button', {
      name: `Remove ${product.name} (${variant.size}, ${variant.color})`,
    }),
  ).toBeVisible()
  await expect(drawer.getByRole('img', { name: product.name })).toHaveAttribute('src', image.url)
})
