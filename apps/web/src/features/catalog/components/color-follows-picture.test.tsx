import type { ProductImage } from '@shop/shared/catalog'
import { screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { FIXTURE_VARIANTS, makeProduct } from '../product-details.fixture'
import { ProductDetails } from './product-details'

/** docs/api.md § Product images: the chosen colour's images come first on the product page. */

const NAVY_FRONT = { url: '/uploads/tee-navy-front.webp', altText: 'Tee in Navy', color: 'Navy' }
const BLACK_FRONT = {
  url: '/uploads/tee-black-front.webp',
  altText: 'Tee in Black',
  color: 'Black',
}
const POCKET = { url: '/uploads/tee-pocket.webp', altText: 'The chest pocket' }
const NAVY_BACK = { url: '/uploads/tee-navy-back.webp', altText: 'Back in Navy', color: 'Navy' }
/** The first image is Navy, while the page opens on Black (the first variant's colour). */
const TAGGED_IMAGES: ProductImage[] = [NAVY_FRONT, BLACK_FRONT, POCKET, NAVY_BACK]
/** Olive has stock but no picture of its own. */
const VARIANTS = [
  ...FIXTURE_VARIANTS,
  { size: 'M', color: 'Olive', sku: 'TEE-OLV-M', countInStock: 4 },
]

function renderPage(images: ProductImage[] = TAGGED_IMAGES) {
  return renderWithProviders(
    <ProductDetails
      product={makeProduct({ images, variants: VARIANTS })}
      heldQuantity={() => 0}
      onAddToCart={vi.fn(() => Promise.resolve())}
    />,
  )
}

const mainImage = () => screen.getByRole('img', { name: /./ })
const thumbnails = () =>
  within(screen.getByRole('list', { name: 'Product images' }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'))
const chooseColor = (user: ReturnType<typeof renderPage>['user'], color: string) =>
  user.click(
    within(screen.getByRole('group', { name: /^Color/ })).getByRole('button', { name: color }),
  )

test("the page opens on the chosen colour's picture, not the product's first", () => {
  renderPage()

  expect(mainImage()).toHaveAccessibleName('Tee in Black')
  expect(mainImage()).toHaveAttribute('src', BLACK_FRONT.url)
  expect(thumbnails()).toEqual(['Tee in Black', 'Tee in Navy', 'The chest pocket', 'Back in Navy'])
})

test('choosing a colour shows its first picture and lists its pictures first', async () => {
  const { user } = renderPage()

  await chooseColor(user, 'Navy')

  expect(mainImage()).toHaveAccessibleName('Tee in Navy')
  expect(mainImage()).toHaveAttribute('src', NAVY_FRONT.url)
  expect(thumbnails()).toEqual(['Tee in Navy', 'Back in Navy', 'Tee in Black', 'The chest pocket'])
  expect(screen.getByRole('button', { name: 'Tee in Navy' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('a colour without pictures of its own leaves the gallery as it is', async () => {
  const { user } = renderPage()
  await chooseColor(user, 'Navy')
  await user.click(screen.getByRole('button', { name: 'Back in Navy' }))

  await chooseColor(user, 'Olive')

  expect(mainImage()).toHaveAccessibleName('Back in Navy')
  expect(thumbnails()).toEqual(['Tee in Navy', 'Back in Navy', 'Tee in Black', 'The chest pocket'])
})

test('a product without colour tags keeps its own order whatever the colour', async () => {
  const { user } = renderPage(TAGGED_IMAGES.map(({ url, altText }) => ({ url, altText })))
  await user.click(screen.getByRole('button', { name: 'The chest pocket' }))

  await chooseColor(user, 'Navy')

  expect(mainImage()).toHaveAccessibleName('The chest pocket')
  expect(thumbnails()).toEqual(['Tee in Navy', 'Tee in Black', 'The chest pocket', 'Back in Navy'])
})
