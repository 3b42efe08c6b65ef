import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { ProductCard } from '@shop/shared/product-card'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { NewArrivalsStrip } from './new-arrivals-strip'

function arrival(id: string, name: string, price: number, originalPrice?: number): ProductCard {
  return {
    _id: id,
    name,
    price,
    originalPrice,
    images: [{ url: `/uploads/${id}.webp`, altText: name }],
    colors: ['Black'],
    sizes: ['M'],
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
