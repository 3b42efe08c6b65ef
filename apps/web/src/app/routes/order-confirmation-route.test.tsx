import { screen } from '@testing-library/react'
import type { RouteObject } from 'react-router'
import { expect, test } from 'vitest'
import { signedInAuthState } from '../../features/auth/session.fixture'
import { makeOrder } from '../../testing/order.fixture'
import { emptyCartHandler } from '../../testing/msw-handlers'
import { setupTestServer } from '../../testing/msw-server'
import { renderApp } from '../../testing/render-with-providers'
import { OrderConfirmationRoute } from './order-confirmation-route'

setupTestServer(emptyCartHandler)

const routes: RouteObject[] = [
  { path: '/order-confirmation', Component: OrderConfirmationRoute },
  { path: '/my-orders', element: <h1>My Orders page</h1> },
  { path: '*', element: <h1>Elsewhere</h1> },
]

const cartLine = {
  productId: 'p1',
  name: 'Skate Cargo Pants',
  image: '/uploads/pants.webp',
  price: 79,
  quantity: 2,
  size: 'M',
  color: 'Olive',
}

test('the confirmation thanks the shopper and shows the short id, order date and delivery the option’s days later', async () => {
  // Standard Shipping: 5 business days from Wednesday 25 March, the weekend skipped.
  const order = makeOrder({ createdAt: '2026-03-25T12:00:00.000Z' })
  renderApp('/order-confirmation', {
    routes,
    preloadedState: { auth: signedInAuthState(), checkout: { placedOrder: order } },
  })

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Thank You for Your Order!' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Order ID: #6ec0dcad' })).toBeInTheDocument()
  expect(screen.getByText('Order date: Mar 25, 2026')).toBeInTheDocument()
  expect(screen.getByText('Estimated delivery: Apr 1, 2026')).toBeInTheDocument()
  expect(screen.getByText('Skate Cargo Pants')).toBeInTheDocument()
  expect(screen.getByText('PayPal')).toBeInTheDocument()
  expect(screen.getByText(/350 5th Ave/)).toBeInTheDocument()
})

test('an option without days of its own is expected ten days after the order', async () => {
  const order = makeOrder({
    createdAt: '2026-03-25T12:00:00.000Z',
    shippingOption: { id: 'pickup', label: 'Pickup', cost: 0, estimated_days: null },
  })
  renderApp('/order-confirmation', {
    routes,
    preloadedState: { auth: signedInAuthState(), checkout: { placedOrder: order } },
  })

  expect(await screen.findByText('Estimated delivery: Apr 4, 2026')).toBeInTheDocument()
})

/** The text of one money line of the order, by its label ("Total" → "Total$177.99"). */
const moneyLine = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement

test('the confirmation shows the order’s figures: discount with its code, shipping, tax and total, and a demo payment as such', async () => {
  const order = makeOrder({
    paymentProvider: 'demo',
    subtotal: 177.99,
    discount: 17.8,
    discountCode: 'WELCOME10',
    shippingOption: { id: 'express', label: 'Express Shipping', cost: 14.99, estimated_days: 2 },
    shippingCost: 14.99,
    tax: 15.54,
    totalPrice: 190.72,
  })
  renderApp('/order-confirmation', {
    routes,
    preloadedState: { auth: signedInAuthState(), checkout: { placedOrder: order } },
  })

  await screen.findByRole('heading', { name: 'Thank You for Your Order!' })
  expect(moneyLine('Subtotal')).toHaveTextContent('$177.99')
  expect(moneyLine('Discount (WELCOME10)')).toHaveTextContent('-$17.80')
  expect(moneyLine('Shipping (Express Shipping)')).toHaveTextContent('$14.99')
  expect(moneyLine('Tax')).toHaveTextContent('$15.54')
  expect(moneyLine('Total')).toHaveTextContent('$190.72')
  expect(screen.getByText('Demo payment')).toBeInTheDocument()
  expect(screen.queryByText('PayPal')).not.toBeInTheDocument()
  // Two pairs: the line amount the server gave, never one the page computed.
  expect(screen.getByText('$158.00')).toBeInTheDocument()
})

test('the confirmation empties the cart and the stored cart', async () => {
  localStorage.setItem('cart', JSON.stringify({ products: [cartLine], totalPrice: 158 }))
  const { store } = renderApp('/order-confirmation', {
    routes,
    preloadedState: {
      auth: signedInAuthState(),
      cart: { cart: { products: [cartLine], totalPrice: 158 } },
      checkout: { placedOrder: makeOrder() },
    },
  })

  await screen.findByRole('heading', { name: 'Thank You for Your Order!' })
  expect(store.getState().cart.cart.products).toEqual([])
  expect(localStorage.getItem('cart')).toBeNull()
})

test('without an order just placed, the confirmation sends the shopper to My Orders', async () => {
  const { router } = renderApp('/order-confirmation', {
    routes,
    preloadedState: { auth: signedInAuthState() },
  })

  expect(await screen.findByRole('heading', { name: 'My Orders page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/my-orders')
})
