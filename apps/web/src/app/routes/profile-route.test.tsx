import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { RouteObject } from 'react-router'
import { toast } from 'sonner'
import { beforeEach, expect, test } from 'vitest'
import { isGuestId } from '../../features/auth/guest-id'
import { customer, signedInAuthState } from '../../features/auth/session.fixture'
import type { CartState } from '../../features/cart/cart-slice'
import { makeOrder } from '../../testing/order.fixture'
import { renderApp } from '../../testing/render-with-providers'
import { emptyCartHandler } from '../../testing/msw-handlers'
import { SiteLayout } from '../layout/site-layout'
import { ProfileRoute } from './profile-route'
import { setupTestServer } from '../../testing/msw-server'

const server = setupTestServer(
  emptyCartHandler,
  http.get('*/api/orders/my-orders', () => HttpResponse.json([])),
  http.get('*/api/users/store-credit', () => HttpResponse.json({ balance: 0, entries: [] })),
  http.get('*/api/returns', () => HttpResponse.json([])),
)
beforeEach(() => {
  localStorage.clear()
  toast.dismiss()
})

const routes: RouteObject[] = [
  { path: '/profile', Component: ProfileRoute },
  { path: '/login', element: <h1>Login page</h1> },
]

/** The profile inside the shop's frame: its header and its toasts. */
const routesInLayout: RouteObject[] = [
  {
    path: '/',
    Component: SiteLayout,
    children: [
      { path: 'profile', Component: ProfileRoute },
      { path: 'login', element: <h1>Login page</h1> },
    ],
  },
]

/** Answers a session call (logout, logout everywhere) and keeps the tokens it was sent. */
function answerSessionCall(
  path: string,
  answer: () => Response = () => new HttpResponse(null, { status: 204 }),
) {
  const tokens: (string | null)[] = []
  server.use(
    http.post(`*/api/users/${path}`, ({ request }) => {
      tokens.push(request.headers.get('authorization'))
      return answer()
    }),
  )
  return tokens
}

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

test('the profile shows the store credit balance and its history, newest first', async () => {
  answerProfile()
  server.use(
    http.get('*/api/users/store-credit', () =>
      HttpResponse.json({
        balance: 7.66,
        entries: [
          {
            amount: -12.34,
            reason: 'Order #6ec0dcad',
            createdAt: '2026-03-27T10:00:00.000Z',
            orderId: makeOrder()._id,
          },
          { amount: 20, reason: 'Sorry for the delay', createdAt: '2026-03-20T10:00:00.000Z' },
        ],
      }),
    ),
  )
  renderApp('/profile', { routes, preloadedState: { auth: signedInAuthState() } })

  const credit = await screen.findByRole('region', { name: 'Store credit' })
  expect(await within(credit).findByText('$7.66')).toBeInTheDocument()
  const rows = within(within(credit).getByRole('table')).getAllByRole('row').slice(1)
  expect(rows.map((row) => row.textContent)).toEqual([
    'Mar 27, 2026Order #6ec0dcad-$12.34',
    'Mar 20, 2026Sorry for the delay+$20.00',
  ])
})

test('without store credit the profile says there is none yet', async () => {
  answerProfile()
  renderApp('/profile', { routes, preloadedState: { auth: signedInAuthState() } })
  const credit = await screen.findByRole('region', { name: 'Store credit' })
  expect(await within(credit).findByText('No store credit yet')).toBeInTheDocument()
  expect(within(credit).getByText('$0.00')).toBeInTheDocument()
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

test('a new email waiting for its confirmation is told under the email field', async () => {
  answerProfile(200, { ...customer, pendingEmail: 'maya.new@example.com' })
  const { store } = renderApp('/profile', {
    routes,
    preloadedState: { auth: signedInAuthState() },
  })

  expect(
    await screen.findByText(
      `We sent a link to maya.new@example.com; until you confirm, your email stays ${customer.email}.`,
    ),
  ).toBeInTheDocument()
  const form = screen.getByRole('form', { name: 'Edit profile' })
  expect(within(form).getByLabelText('Email')).toHaveValue(customer.email)
  // The session keeps the account alone, not the e-mail that waits.
  expect(store.getState().auth.user).toEqual(customer)
})

test('logging out tells the server, removes user, token and cart, makes a new guest id and goes to the login page', async () => {
  answerProfile()
  const loggedOutTokens = answerSessionCall('logout')
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
  expect(loggedOutTokens).toEqual([`Bearer ${String(auth.token)}`])
})

test.each([
  [
    'a server fault',
    () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
  ],
  ['a lost connection', () => HttpResponse.error()],
  [
    'a token the server no longer knows',
    () =>
      HttpResponse.json(
        { message: 'Your session has expired. Please log in again.' },
        { status: 401 },
      ),
  ],
])('with %s the logout still ends the session in the browser', async (_case, answer) => {
  answerProfile()
  const loggedOutTokens = answerSessionCall('logout', answer)
  const { user, router, store } = renderApp('/profile', {
    routes,
    preloadedState: { auth: signedInAuthState(), cart },
  })

  await user.click(await screen.findByRole('button', { name: 'Logout' }))

  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/login')
  expect(store.getState().auth.token).toBeNull()
  expect(store.getState().cart.cart.products).toEqual([])
  expect(loggedOutTokens).toHaveLength(1)
})

test('the profile offers to edit the name and email, to change the password and to log out everywhere', async () => {
  answerProfile()
  renderApp('/profile', { routes, preloadedState: { auth: signedInAuthState() } })

  const edit = await screen.findByRole('form', { name: 'Edit profile' })
  expect(within(edit).getByLabelText('Name')).toHaveValue(customer.name)
  expect(within(edit).getByLabelText('Email')).toHaveValue(customer.email)
  const password = screen.getByRole('form', { name: 'Change password' })
  expect(within(password).getByLabelText('Current password')).toBeInTheDocument()
  expect(within(password).getByLabelText('New password')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Log out everywhere' })).toHaveAccessibleDescription(
    'Ends your session on every device, this one included.',
  )
})

test('a new name shows in the page and the header once saved', async () => {
  answerProfile()
  server.use(
    http.put('*/api/users/profile', () =>
      HttpResponse.json({ user: { ...customer, name: 'Maya Berg' } }),
    ),
  )
  const { user, store } = renderApp('/profile', {
    routes: routesInLayout,
    preloadedState: { auth: signedInAuthState() },
  })

  const edit = await screen.findByRole('form', { name: 'Edit profile' })
  await user.clear(within(edit).getByLabelText('Name'))
  await user.type(within(edit).getByLabelText('Name'), 'Maya Berg')
  await user.click(within(edit).getByRole('button', { name: 'Save changes' }))

  expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Your profile (Maya Berg)' })).toBeInTheDocument()
  expect(
    within(screen.getByRole('region', { name: 'Profile' })).getByText('Maya Berg'),
  ).toBeInTheDocument()
  expect(store.getState().auth.user?.name).toBe('Maya Berg')
})

test('logging out everywhere tells the server, ends the session and goes to the login page with a toast', async () => {
  answerProfile()
  const tokens = answerSessionCall('logout-all')
  const auth = signedInAuthState()
  const { user, router, store } = renderApp('/profile', {
    routes: routesInLayout,
    preloadedState: { auth, cart },
  })

  await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }))

  expect(await screen.findByText('You have been logged out on every device.')).toBeInTheDocument()
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/login')
  expect(tokens).toEqual([`Bearer ${String(auth.token)}`])
  const state = store.getState()
  expect(state.auth.user).toBeNull()
  expect(state.auth.token).toBeNull()
  expect(state.auth.guestId).not.toBe(auth.guestId)
  expect(state.cart.cart.products).toEqual([])
  expect(localStorage.getItem('userToken')).toBeNull()
})

test('when the server cannot log out everywhere, the customer reads why and stays signed in', async () => {
  answerProfile()
  answerSessionCall('logout-all', () => HttpResponse.error())
  const auth = signedInAuthState()
  const { user, router, store } = renderApp('/profile', { routes, preloadedState: { auth } })

  await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }))

  expect(await screen.findByRole('alert')).toHaveTextContent(/try again/)
  expect(router.state.location.pathname).toBe('/profile')
  expect(store.getState().auth).toEqual(auth)
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
