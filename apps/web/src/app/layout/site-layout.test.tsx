import { screen } from '@testing-library/react'
import type { RouteObject } from 'react-router'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { customer, signedInAuthState } from '../../features/auth/session.fixture'
import type { CartState } from '../../features/cart/cart-slice'
import { emptyCartHandler } from '../../testing/msw-handlers'
import { renderApp } from '../../testing/render-with-providers'
import { SiteLayout } from './site-layout'
import { setupTestServer } from '../../testing/msw-server'

const server = setupTestServer(emptyCartHandler)

beforeEach(() => {
  localStorage.clear()
})

const routes: RouteObject[] = [
  {
    path: '/',
    Component: SiteLayout,
    children: [
      { index: true, element: <h1>Home page</h1> },
      { path: 'profile', element: <h1>Profile page</h1> },
    ],
  },
]

const cart: CartState = {
  cart: {
    products: [
      {
        productId: 'prod-tee',
        name: 'Drift Pocket Tee',
        image: '/uploads/tee.webp',
        price: 36,
        quantity: 2,
        size: 'M',
        color: 'Black',
      },
    ],
    totalPrice: 72,
  },
}

test('a token that is still valid keeps the shopper logged in where they were', async () => {
  // The server's cart has moved on since this browser stored it (another device added one).
  const serverCart = {
    products: cart.cart.products.map((line) => ({ ...line, quantity: line.quantity + 1 })),
    totalPrice: cart.cart.totalPrice + (cart.cart.products[0]?.price ?? 0),
  }
  server.use(http.get('/api/cart', () => HttpResponse.json({ _id: 'cart-1', ...serverCart })))
  const { router, store } = renderApp('/profile', {
    routes,
    preloadedState: { auth: signedInAuthState(), cart },
  })

  expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/profile')
  expect(store.getState().auth.user).toEqual(customer)
  // The layout read the user's cart from the server with the token, which still works.
  await expect.poll(() => store.getState().cart.cart).toEqual(serverCart)
  expect(screen.getByRole('link', { name: `Your profile (${customer.name})` })).toBeInTheDocument()
})
