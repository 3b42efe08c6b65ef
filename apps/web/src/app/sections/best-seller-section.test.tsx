import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { makeProduct } from '../../features/catalog/product-details.fixture'
import { renderWithProviders } from '../../testing/render-with-providers'
import { BestSellerSection } from './best-seller-section'
import { setupTestServer } from '../../testing/msw-server'

const server = setupTestServer(
  http.get('/api/products/best-seller', () => HttpResponse.json(makeProduct())),
  // The server's cart answers with the line it now holds.
  http.post('/api/cart', async ({ request }) => {
    const { productId, size, color, quantity } = (await request.json()) as Record<string, unknown>
    return HttpResponse.json({
      _id: 'cart-1',
      products: [
        { productId, size, color, quantity, name: 'Drift Pocket Tee', image: '', price: 36 },
      ],
      totalPrice: 36,
    })
  }),
)
beforeEach(() => {
  localStorage.clear()
})

test('the home page’s best seller can be bought right there, under its own heading', async () => {
  const { user, store } = renderWithProviders(<BestSellerSection />)

  expect(screen.getByRole('heading', { level: 2, name: 'Best Seller' })).toBeInTheDocument()
  expect(
    await screen.findByRole('heading', { level: 3, name: 'Drift Pocket Tee' }),
  ).toBeInTheDocument()

  expect(
    screen.getByRole('link', { name: 'View full details of Drift Pocket Tee' }),
  ).toHaveAttribute('href', '/product/prod-tee')

  await user.click(screen.getByRole('button', { name: 'Navy' }))
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }))

  await expect
    .poll(() => store.getState().cart.cart.products)
    .toMatchObject([{ productId: 'prod-tee', size: 'M', color: 'Navy', quantity: 1 }])
})

test('a best seller that fails to load says why', async () => {
  server.use(
    http.get('/api/products/best-seller', () =>
      HttpResponse.json({ message: 'No sales yet.' }, { status: 500 }),
    ),
  )
  renderWithProviders(<BestSellerSection />)

  expect(await screen.findByRole('alert')).toHaveTextContent('Error: No sales yet.')
})
