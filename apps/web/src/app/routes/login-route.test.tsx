import type { Cart } from '@shop/shared/cart'
import type { AuthResponse } from '@shop/shared/users'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Outlet, type RouteObject } from 'react-router'
import { Toaster } from 'sonner'
import { beforeEach, expect, test } from 'vitest'
import type { AuthState } from '../../features/auth/auth-slice'
import { createGuestId } from '../../features/auth/guest-id'
import { customer, signedInAuthState, tokenExpiringIn } from '../../features/auth/session.fixture'
import type { CartState } from '../../features/cart/cart-slice'
import { renderApp } from '../../testing/render-with-providers'
import { emptyCartHandler } from '../../testing/msw-handlers'
import { ForgotPasswordRoute } from './forgot-password-route'
import { LoginRoute } from './login-route'
import { RegisterRoute } from './register-route'
import { setupTestServer } from '../../testing/msw-server'

const server = setupTestServer(emptyCartHandler)
beforeEach(() => {
  localStorage.clear()
})

/** The account pages with stand-ins for where they lead, and the toasts of the real layout. */
const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
    children: [
      { index: true, element: <h1>Home page</h1> },
      { path: 'checkout', element: <h1>Checkout page</h1> },
      { path: 'login', Component: LoginRoute },
      { path: 'register', Component: RegisterRoute },
      { path: 'forgot-password', Component: ForgotPasswordRoute },
    ],
  },
]

const session: AuthResponse = { user: customer, token: tokenExpiringIn(3600) }
const line = {
  productId: 'prod-tee',
  name: 'Drift Pocket Tee',
  image: '/uploads/tee.webp',
  price: 36,
  quantity: 2,
  size: 'M',
  color: 'Black',
  lineTotal: 72,
}
const guestCart: CartState = { cart: { products: [line], totalPrice: 72 } }
const accountCart: Cart = {
  _id: 'cart-1',
  products: [{ ...line, quantity: 3, lineTotal: 108 }],
  totalPrice: 108,
  freeShippingRemaining: 0,
}

function guestState(cart: CartState = { cart: { products: [], totalPrice: 0 } }) {
  const auth: AuthState = { user: null, token: null, guestId: createGuestId() }
  return { auth, cart }
}

function answerLogin() {
  server.use(http.post('*/api/users/login', () => HttpResponse.json(session)))
}

async function logIn(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Email'), customer.email)
  await user.type(screen.getByLabelText('Password'), 'Secret123!')
  await user.click(screen.getByRole('button', { name: 'Log In' }))
}

test('after logging in, a guest cart is merged into the account and the shopper goes on to checkout', async () => {
  answerLogin()
  let merge: { body: unknown; authorization: string | null } | undefined
  server.use(
    http.post('*/api/cart/merge', async ({ request }) => {
      merge = { body: await request.json(), authorization: request.headers.get('authorization') }
      return HttpResponse.json(accountCart)
    }),
  )
  const state = guestState(guestCart)
  const { user, router, store } = renderApp('/login?redirect=checkout', {
    routes,
    preloadedState: state,
  })

  expect(await screen.findByText(/continue to checkout/)).toBeInTheDocument()
  await logIn(user)

  expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/checkout')
  expect(merge).toEqual({
    body: { guestId: state.auth.guestId },
    authorization: `Bearer ${session.token}`,
  })
  expect(store.getState().cart.cart).toEqual({
    products: accountCart.products,
    totalPrice: accountCart.totalPrice,
    freeShippingRemaining: accountCart.freeShippingRemaining,
  })
  expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual(store.getState().cart.cart)
})

test('a failed merge shows Failed to merge cart, and the shopper still moves on', async () => {
  answerLogin()
  server.use(
    http.post('*/api/cart/merge', () =>
      HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
    ),
  )
  const { user, router, store } = renderApp('/login?redirect=checkout', {
    routes,
    preloadedState: guestState(guestCart),
  })

  await logIn(user)

  expect(await screen.findByText('Failed to merge cart')).toBeInTheDocument()
  expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/checkout')
  expect(store.getState().auth.user).toEqual(customer)
})

test('with an empty guest cart nothing is merged: the account’s own cart is loaded and the shopper goes home', async () => {
  answerLogin()
  let merges = 0
  let cartRequest: { guestId: string | null; authorization: string | null } | undefined
  server.use(
    http.post('*/api/cart/merge', () => {
      merges += 1
      return HttpResponse.json(accountCart)
    }),
    http.get('*/api/cart', ({ request }) => {
      const url = new URL(request.url)
      cartRequest = {
        guestId: url.searchParams.get('guestId'),
        authorization: request.headers.get('authorization'),
      }
      // The id that keys the client's cache never reaches the server.
      expect(url.searchParams.has('userId')).toBe(false)
      return HttpResponse.json(accountCart)
    }),
  )
  const state = guestState()
  const { user, router, store } = renderApp('/login', { routes, preloadedState: state })

  await logIn(user)

  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/')
  expect(merges).toBe(0)
  expect(cartRequest).toEqual({
    guestId: state.auth.guestId,
    authorization: `Bearer ${session.token}`,
  })
  expect(store.getState().cart.cart.products).toEqual(accountCart.products)
})

test('a redirect to another site never leads out of the shop', async () => {
  answerLogin()
  server.use(
    http.get('*/api/cart', () => HttpResponse.json({ _id: null, products: [], totalPrice: 0 })),
  )
  const { user, router } = renderApp(
    `/login?redirect=${encodeURIComponent('https://elsewhere.example/phish')}`,
    { routes, preloadedState: guestState() },
  )

  await logIn(user)

  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/')
})

test('signing up with a guest cart merges it too and follows the redirect to checkout', async () => {
  server.use(
    http.post('*/api/users/register', () => HttpResponse.json(session, { status: 201 })),
    http.post('*/api/cart/merge', () => HttpResponse.json(accountCart)),
  )
  const { user, router, store } = renderApp('/register?redirect=checkout', {
    routes,
    preloadedState: guestState(guestCart),
  })

  await user.type(await screen.findByLabelText('Name'), customer.name)
  await user.type(screen.getByLabelText('Email'), customer.email)
  await user.type(screen.getByLabelText('Password'), 'Slide2026!')
  await user.click(screen.getByRole('button', { name: 'Sign Up' }))

  expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/checkout')
  expect(store.getState().cart.cart.products).toEqual(accountCart.products)
})

test('a shopper who is already logged in is sent on from the login and register pages', async () => {
  const first = renderApp('/login?redirect=checkout', {
    routes,
    preloadedState: { auth: signedInAuthState() },
  })
  expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument()
  expect(first.router.state.location.pathname).toBe('/checkout')
  first.unmount()

  const second = renderApp('/register', { routes, preloadedState: { auth: signedInAuthState() } })
  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
  expect(second.router.state.location.pathname).toBe('/')
})

test('Forgot password? leads to the reset request with the email already typed, kept out of the address', async () => {
  const { user, router } = renderApp('/login', { routes, preloadedState: guestState() })

  await user.type(await screen.findByLabelText('Email'), ` ${customer.email}`)
  await user.click(screen.getByRole('link', { name: 'Forgot password?' }))

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' }),
  ).toBeInTheDocument()
  expect(screen.getByLabelText('Email')).toHaveValue(customer.email)
  expect(router.state.location.pathname).toBe('/forgot-password')
  expect(router.state.location.search).toBe('')
})
