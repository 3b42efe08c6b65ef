import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { RouteObject } from 'react-router'
import { beforeEach, expect, test } from 'vitest'
import { isGuestId } from '../../features/auth/guest-id'
import { customer, signedInAuthState } from '../../features/auth/session.fixture'
import type { CartState } from '../../features/cart/cart-slice'
import { makeOrder } from '../../testing/order.fixture'
import { renderApp } from '../../testing/render-with-providers'
import { emptyCartHandler } from '../../testing/msw-handlers'
import { ProfileRoute } from './profile-route'
import { setupTestServer } from '../../testing/msw-server'

const server = setupTestServer(
  emptyCartHandler,
  http.get('*/api/orders/my-orders', () => HttpResponse.json([])),
)
beforeEach(() => {
  localStorage.clear()
})

const routes: RouteObject[] = [
  { path: '/profile', Component: ProfileRoute },
  { path: '/login', element: <h1>Login page</h1> },
]

const cart: CartState = {
  cart: {
    products: [
      {
        productId: 'prod-tee',
        name: 'Drift Pocket Tee',
        image: '/uploads/tee.webp',
        price: 36,
        quantity: 1,
        size: 'M',
        color: 'Black',
      },
    ],
    totalPrice: 36,
  },
}

function answerProfile(status = 200, body: object = customer) {
  server.use(http.get('*/api/users/profile', () => HttpResponse.json(body, { status })))
}

test('without a user, the profile sends the visitor to the login page', async () => {
  const { router } = renderApp('/profile', { routes })

  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/login')
})

test('the profile shows the name, the email, a logout button and My Orders with no orders yet', async () => {
  answerProfile()
  renderApp('/profile', { routes, preloadedState: { auth: signedInAuthState() } })

  expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument()
  expect(screen.getByText(customer.name)).toBeInTheDocument()
  expect(screen.getByText(customer.email)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
  const orders = screen.getByRole('region', { name: 'My Orders' })
  expect(await within(orders).findByText('You have no orders')).toBeInTheDocument()
  expect(document.title).toMatch(/^My Account/)
})

test('the profile lists the customer’s orders, each leading to its details', async () => {
  answerProfile()
  server.use(http.get('*/api/orders/my-orders', () => HttpResponse.json([makeOrder()])))
  renderApp('/profile', { routes, preloadedState: { auth: signedInAuthState() } })

  const orders = await screen.findByRole('region', { name: 'My Orders' })
  const table = await within(orders).findByRole('table')
  expect(within(table).getByRole('link', { name: '#6ec0dcad' })).toHaveAttribute(
    'href',
    `/order/${makeOrder()._id}`,
  )
})

test('a name changed elsewhere shows once the server answers', async () => {
  answerProfile(200, { ...customer, name: 'Maya Berg' })
  const { store } = renderApp('/profile', {
    routes,
    preloadedState: { auth: signedInAuthState() },
  })

  expect(await screen.findByText('Maya Berg')).toBeInTheDocument()
  expect(store.getState().auth.user?.name).toBe('Maya Berg')
})

test('logging out removes user, token and cart, makes a new guest id and goes to the login page', async () => {
  answerProfile()
  const auth = signedInAuthState()
  const { user, router, store } = renderApp('/profile', {
    routes,
    preloadedState: { auth, cart },
  })
  localStorage.setItem('cart', JSON.stringify(cart.cart))

  await user.click(await screen.findByRole('button', { name: 'Logout' }))

  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/login')
  const state = store.getState()
  expect(state.auth.user).toBeNull()
  expect(state.auth.token).toBeNull()
  expect(state.auth.guestId).not.toBe(auth.guestId)
  expect(isGuestId(state.auth.guestId)).toBe(true)
  expect(state.cart.cart.products).toEqual([])
  expect(localStorage.getItem('userInfo')).toBeNull()
  expect(localStorage.getItem('userToken')).toBeNull()
  expect(localStorage.getItem('cart')).toBeNull()
  expect(JSON.parse(localStorage.getItem('guestId') ?? 'null')).toBe(state.auth.guestId)
})

test('a token the server refuses ends the session and leads to the login page', async () => {
  answerProfile(401, { message: 'Your session has expired. Please log in again.' })
  const auth = signedInAuthState()
  const { router, store } = renderApp('/profile', { routes, preloadedState: { auth } })

  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/login')
  expect(store.getState().auth.user).toBeNull()
  expect(store.getState().auth.guestId).not.toBe(auth.guestId)
  expect(localStorage.getItem('userToken')).toBeNull()
})
