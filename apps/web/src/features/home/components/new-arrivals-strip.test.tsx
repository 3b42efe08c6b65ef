import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { Product } from '@shop/shared/catalog'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { NewArrivalsStrip } from './new-arrivals-strip'

function arrival(id: string, name: string, price: number, originalPrice?: number): Product {
  return {
    _id: id,
    name,
    description: 'Just in.',
    price,
    originalPrice,
    images: [{ url: `/uploads/${id}.webp`, altText: name }],
    variants: [{ size: 'M', color: 'Black', sku: `${id}-M`, countInStock: 3 }],
    category: 'Top Wear',
    brand: 'Slide Supply Co.',
    collections: 'New In',
    material: 'Cotton',
    gender: 'Men',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  }
}

test('a new arrival on sale carries the Sale badge; one at full price does not', () => {
  renderWithProviders(
    <NewArrivalsStrip
      isLoading={false}
      products={[
        arrival('on-sale', 'Drift Pocket Tee', 36, 45),
        arrival('full', 'Harbor Chino', 60),
      ]}
    />,
  )

  const strip = screen.getByRole('list', { name: 'New arrivals' })
  const [onSale, fullPrice] = within(strip).getAllByRole('listitem')
  expect(within(onSale as HTMLElement).getByText('Sale')).toBeInTheDocument()
  expect(within(fullPrice as HTMLElement).queryByText('Sale')).not.toBeInTheDocument()
})
