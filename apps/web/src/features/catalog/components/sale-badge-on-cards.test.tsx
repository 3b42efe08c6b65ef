import { screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { asProductCard } from '../../../testing/product-cards'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { makeProduct } from '../product-details.fixture'
import { ProductDetails } from './product-details'
import { ProductGrid } from './product-grid'

/** Each card's image is named after its product, so a card is found by its product's name. */
function cardProduct(overrides: Parameters<typeof makeProduct>[0]) {
  return makeProduct({ images: [{ url: '/uploads/card.webp', altText: '' }], ...overrides })
}

const discounted = cardProduct({
  _id: 'on-sale',
  name: 'Drift Pocket Tee',
  price: 36,
  originalPrice: 45,
})
const fullPrice = cardProduct({
  _id: 'full-price',
  name: 'Harbor Chino',
  price: 60,
  originalPrice: undefined,
})
const sameAsBefore = cardProduct({ _id: 'same', name: 'Tide Cap', price: 20, originalPrice: 20 })

const cardOf = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}`) })

test('a grid card (shop, collections, similar products, home sections) shows Sale only when discounted', () => {
  renderWithProviders(
    <ProductGrid
      products={[discounted, fullPrice, sameAsBefore].map(asProductCard)}
      isLoading={false}
    />,
  )

  expect(within(cardOf('Drift Pocket Tee')).getByText('Sale')).toBeInTheDocument()
  expect(within(cardOf('Harbor Chino')).queryByText('Sale')).not.toBeInTheDocument()
  expect(within(cardOf('Tide Cap')).queryByText('Sale')).not.toBeInTheDocument()
})

test('the product page shows Sale beside a discounted price and not beside a full one', () => {
  const { unmount } = renderWithProviders(
    <ProductDetails product={discounted} heldQuantity={() => 0} onAddToCart={vi.fn()} />,
  )
  expect(screen.getByText('Sale')).toBeInTheDocument()
  unmount()

  renderWithProviders(
    <ProductDetails product={fullPrice} heldQuantity={() => 0} onAddToCart={vi.fn()} />,
  )
  expect(screen.getByRole('heading', { level: 1, name: 'Harbor Chino' })).toBeInTheDocument()
  expect(screen.queryByText('Sale')).not.toBeInTheDocument()
})
