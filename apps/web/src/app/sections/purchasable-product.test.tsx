import type { Cart } from '@shop/shared/cart'
import { screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { toast, Toaster } from 'sonner'
import { beforeEach, expect, test } from 'vitest'
import type { AuthState } from '../../features/auth/auth-slice'
import { createGuestId } from '../../features/auth/guest-id'
import { makeProduct } from '../../features/catalog/product-details.fixture'
import { renderWithProviders } from '../../testing/render-with-providers'
import { PurchasableProduct } from './purchasable-product'
import { setupTestServer } from '../../testing/msw-server'

const server = setupTestServer()
beforeEach(() => {
  localStorage.clear()
  // Sonner keeps its toasts in the module: a test starts without the last one's.
  toast.dismiss()
})

const product = makeProduct()
const guest: AuthState = { user: null, token: null, guestId: createGuestId() }

function renderProduct() {
  return renderWithProviders(
    <>
      <PurchasableProduct product={product} />
      <Toaster />
    </>,
    { preloadedState: { auth: guest } },
  )
}

/** The server's cart after the add: it names the line, reads the price from the catalogue. */
const answered: Cart = {
  _id: 'cart-1',
  products: [
    {
      productId: 'prod-tee',
      name: 'Drift Pocket Tee',
      image: '/uploads/tee-front.webp',
      price: 36,
      quantity: 2,
      size: 'M',
      color: 'Black',
      lineTotal: 72,
    },
  ],
  totalPrice: 72,
  freeShippingRemaining: 28.01,
}

test('Add to Cart reads Adding... until the server answers, then says the product was added', async () => {
  const bodies: unknown[] = []
  let release: (() => void) | undefined
  const answeredLater = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(
    http.post('*/api/cart', async ({ request }) => {
      bodies.push(await request.json())
      await answeredLater
      return HttpResponse.json(answered)
    }),
  )
  const { user, store } = renderProduct()
  await user.click(screen.getByRole('button', { name: 'Increase quantity' }))

  await user.click(screen.getByRole('button', { name: 'Add to Cart' }))

  expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled()
  expect(screen.queryByText('Product added to cart!')).not.toBeInTheDocument()
  release?.()
  expect(await screen.findByText('Product added to cart!')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
  expect(bodies).toEqual([
    { productId: 'prod-tee', size: 'M', color: 'Black', quantity: 2, guestId: guest.guestId },
  ])
  expect(store.getState().cart.cart).toEqual({
    products: answered.products,
    totalPrice: answered.totalPrice,
    freeShippingRemaining: answered.freeShippingRemaining,
  })
  // Black M had 2 in stock and the server's cart holds both: that size cannot be added again.
  expect(
    within(screen.getByRole('group', { name: 'Size' })).getByRole('button', { name: 'M' }),
  ).toBeDisabled()
})

test('an add the server refuses shows its message, and the cart stays as it was', async () => {
  const message = 'Not enough stock available. Only 1 left.'
  server.use(
    http.post('*/api/cart', async () => {
      await delay(20)
      return HttpResponse.json({ message }, { status: 409 })
    }),
  )
  const { user, store } = renderProduct()

  await user.click(screen.getByRole('button', { name: 'Add to Cart' }))

  expect(await screen.findByText(message)).toBeInTheDocument()
  expect(screen.queryByText('Product added to cart!')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
  expect(store.getState().cart.cart.products).toEqual([])
})

test('an add that fails without a message reads Failed to add to cart', async () => {
  server.use(http.post('*/api/cart', () => new HttpResponse(null, { status: 500 })))
  const { user } = renderProduct()

  await user.click(screen.getByRole('button', { name: 'Add to Cart' }))

  expect(await screen.findByText('Failed to add to cart')).toBeInTheDocument()
})
