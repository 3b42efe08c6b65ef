import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { makeProduct } from '../../features/catalog/product-details.fixture'
import { asProductCard } from '../../testing/product-cards'
import { renderApp } from '../../testing/render-with-providers'
import { setupTestServer } from '../../testing/msw-server'

/** The first find waits for the lazily loaded page too, which takes longer on a busy machine. */
const PAGE_LOAD = { timeout: 5000 }

const product = makeProduct()
const similar = makeProduct({ _id: 'prod-hoodie', name: 'Drift Hoodie', originalPrice: undefined })

/** The server's cart: empty when the shop opens, the added line after the add. */
const addedLine = {
  productId: 'prod-tee',
  name: 'Drift Pocket Tee',
  image: '/uploads/tee-front.webp',
  price: 36,
  size: 'M',
  color: 'Black',
  quantity: 2,
}

const server = setupTestServer(
  http.get('/api/cart', () => HttpResponse.json({ _id: null, products: [], totalPrice: 0 })),
  http.post('/api/cart', () =>
    HttpResponse.json({ _id: 'cart-1', products: [addedLine], totalPrice: 72 }),
  ),
  // The similar products are cards: the page asks for their projection (docs/api.md, Catalogue).
  http.get('/api/products/similar/:id', ({ request }) =>
    new URL(request.url).searchParams.get('fields') === 'card'
      ? HttpResponse.json([asProductCard(similar)])
      : HttpResponse.json({ message: 'Ask for cards.' }, { status: 400 }),
  ),
  http.get('/api/products/:id', ({ params }) =>
    params.id === product._id
      ? HttpResponse.json(product)
      : HttpResponse.json({ message: 'Product not found.' }, { status: 404 }),
  ),
)
beforeEach(() => {
  localStorage.clear()
})

test('the product page shows the product, what is similar, and its structured data', async () => {
  renderApp('/product/prod-tee')

  expect(await screen.findByText('Loading...', {}, PAGE_LOAD)).toBeInTheDocument()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Drift Pocket Tee' }, PAGE_LOAD),
  ).toBeInTheDocument()
  expect(document.title).toBe('Drift Pocket Tee | Slide')
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    'A heavyweight tee for long days on the slide.',
  )
  const jsonLd = document.querySelector('script[type="application/ld+json"]')
  expect(JSON.parse(jsonLd?.textContent ?? '{}')).toMatchObject({
    '@type': 'Product',
    name: 'Drift Pocket Tee',
  })

  const similarSection = await screen.findByRole('region', { name: 'You May Also Like' })
  expect(within(similarSection).getByRole('link', { name: /Drift Hoodie/ })).toHaveAttribute(
    'href',
    '/product/prod-hoodie',
  )
})

test('adding to the cart puts it in the server’s cart, raises the header badge and says so', async () => {
  const { user, store } = renderApp('/product/prod-tee')
  await screen.findByRole('heading', { level: 1, name: 'Drift Pocket Tee' }, PAGE_LOAD)
  await user.click(screen.getByRole('button', { name: 'Increase quantity' }))

  await user.click(screen.getByRole('button', { name: 'Add to Cart' }))

  expect(await screen.findByText('Product added to cart!')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Open cart, 2 items' })).toBeInTheDocument()
  expect(store.getState().cart.cart.products).toEqual([addedLine])
  // Black M had 2: the cart holds them all now.
  expect(
    within(screen.getByRole('group', { name: 'Size' })).getByRole('button', { name: 'M' }),
  ).toBeDisabled()
})

test('an unknown product says it is not found and leads back to the shop', async () => {
  renderApp('/product/no-such-product')

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Product not found' }, PAGE_LOAD),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute(
    'href',
    '/collections/all',
  )
})

test('a failed load shows the server’s message', async () => {
  server.use(
    http.get('/api/products/:id', () =>
      HttpResponse.json({ message: 'The catalogue is resting.' }, { status: 500 }),
    ),
  )
  renderApp('/product/prod-tee')

  expect(await screen.findByRole('alert', {}, PAGE_LOAD)).toHaveTextContent(
    'Error: The catalogue is resting.',
  )
})
