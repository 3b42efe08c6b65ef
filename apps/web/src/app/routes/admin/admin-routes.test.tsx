import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { RouteObject } from 'react-router'
import { beforeEach, expect, test } from 'vitest'
import {
  authStateOf,
  makeAdminStats,
  makeReturnStats,
  signedInAdmin,
} from '../../../features/admin/admin.fixture'
import { customer } from '../../../features/auth/session.fixture'
import { renderApp } from '../../../testing/render-with-providers'
import { setupTestServer } from '../../../testing/msw-server'
import { AdminRoutes } from './admin-routes'

const server = setupTestServer(
  http.get('*/api/admin/stats', () => HttpResponse.json(makeAdminStats())),
  http.get('*/api/admin/returns/stats', () => HttpResponse.json(makeReturnStats())),
  http.get('*/api/admin/setup-checklist', () => HttpResponse.json({ steps: [] })),
)
beforeEach(() => {
  localStorage.clear()
})

/** The back office between two stand-in pages, so each redirect shows where it went. */
const routes: RouteObject[] = [
  { path: '/admin/*', Component: AdminRoutes },
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/', element: <h1>Home page</h1> },
]

const ADMIN_PAGES = [
  '/admin',
  '/admin/users',
  '/admin/products',
  '/admin/products/create',
  '/admin/products/6ec0dcad-60b5-4ac4-87b7-67c49ad43450/edit',
  '/admin/orders',
  '/admin/messages',
  '/admin/outbox',
  '/admin/discounts',
  '/admin/tax',
  '/admin/settings',
]

test.each(ADMIN_PAGES)('a guest visiting %s is sent to log in', async (page) => {
  const { router } = renderApp(page, { routes })

  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/login')
  expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument()
})

test.each(['/admin/users', '/admin/orders', '/admin/orders/', '/admin/users?tab=all'])(
  'a signed-in customer visiting %s is sent to the home page',
  async (page) => {
    const { router } = renderApp(page, { routes, preloadedState: { auth: authStateOf(customer) } })

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  },
)

test.each([
  '/admin',
  '/admin/products',
  '/admin/products/create',
  '/admin/products/6ec0dcad-60b5-4ac4-87b7-67c49ad43450/edit',
  '/admin/messages',
  '/admin/outbox',
  '/admin/discounts',
  '/admin/tax',
  '/admin/no-such-page',
])('a signed-in customer visiting %s is sent to log in', async (page) => {
  const { router } = renderApp(page, { routes, preloadedState: { auth: authStateOf(customer) } })

  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/login')
})

test('an admin opening /admin in the app loads the back office and sees the dashboard', async () => {
  // The app's own routes: the admin chunk is loaded on the way.
  renderApp('/admin', { preloadedState: { auth: authStateOf(signedInAdmin) } })

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }),
  ).toBeInTheDocument()
  expect(await screen.findByRole('region', { name: 'Revenue' })).toHaveTextContent('$1,234.50')
  const nav = screen.getByRole('navigation', { name: 'Admin' })
  for (const [name, href] of [
    ['Dashboard', '/admin'],
    ['Users', '/admin/users'],
    ['Products', '/admin/products'],
    ['Orders', '/admin/orders'],
    ['Messages', '/admin/messages'],
    ['Outbox', '/admin/outbox'],
    ['Discounts', '/admin/discounts'],
    ['Tax', '/admin/tax'],
  ] as const) {
    expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href)
  }
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/')
  // No storefront frame around the back office.
  expect(screen.queryByRole('button', { name: /^Open cart/ })).not.toBeInTheDocument()
})

test('each admin screen has its own heading and browser title', async () => {
  server.use(
    http.get('*/api/admin/users', () => HttpResponse.json([])),
    http.get('*/api/admin/orders', () => HttpResponse.json([])),
    http.get('*/api/admin/messages', () => HttpResponse.json([])),
    http.get('*/api/admin/discounts', () => HttpResponse.json([])),
    http.get('*/api/admin/tax-rates', () => HttpResponse.json([])),
    http.get('*/api/admin/outbox', () =>
      HttpResponse.json([], { headers: { 'X-Total-Count': '0' } }),
    ),
    http.get('*/api/admin/outbox/transport', () =>
      HttpResponse.json({ transport: 'smtp', from: 'Shop <shop@example.com>', shopEmail: null }),
    ),
  )
  const { user } = renderApp('/admin', {
    routes,
    preloadedState: { auth: authStateOf(signedInAdmin) },
  })
  const nav = await screen.findByRole('navigation', { name: 'Admin' })

  for (const [link, heading] of [
    ['Users', 'User Management'],
    ['Orders', 'Order Management'],
    ['Messages', 'Messages'],
    ['Outbox', 'Outbox'],
    ['Discounts', 'Discount Codes'],
    ['Tax', 'Tax Rates'],
    ['Store settings', 'Store Settings'],
    ['Dashboard', 'Admin Dashboard'],
  ] as const) {
    await user.click(within(nav).getByRole('link', { name: link }))
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page')
    await expect.poll(() => document.title).toMatch(new RegExp(`^${heading} · Admin`))
  }
})

test('Logout tells the server, ends the session like the shop’s logout and goes to the home page', async () => {
  const loggedOutTokens: (string | null)[] = []
  server.use(
    http.post('*/api/users/logout', ({ request }) => {
      loggedOutTokens.push(request.headers.get('authorization'))
      return new HttpResponse(null, { status: 204 })
    }),
  )
  const session = authStateOf(signedInAdmin)
  // As in the app, the home page's code loads on the way there.
  const routesWithLazyHome: RouteObject[] = [
    ...routes.filter((route) => route.path !== '/'),
    { path: '/', lazy: () => Promise.resolve({ element: <h1>Home page</h1> }) },
  ]
  const { user, router, store } = renderApp('/admin', {
    routes: routesWithLazyHome,
    preloadedState: { auth: session },
  })

  await user.click(await screen.findByRole('button', { name: 'Logout' }))

  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/')
  const { auth } = store.getState()
  expect(auth.user).toBeNull()
  expect(auth.token).toBeNull()
  expect(auth.guestId).not.toBe(session.guestId)
  expect(localStorage.getItem('userToken')).toBeNull()
  expect(localStorage.getItem('userInfo')).toBeNull()
  expect(loggedOutTokens).toEqual([`Bearer ${String(session.token)}`])
})

test('when the server cannot be reached, Logout still ends the session and goes home', async () => {
  server.use(http.post('*/api/users/logout', () => HttpResponse.error()))
  const { user, router, store } = renderApp('/admin', {
    routes,
    preloadedState: { auth: authStateOf(signedInAdmin) },
  })

  await user.click(await screen.findByRole('button', { name: 'Logout' }))

  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/')
  expect(store.getState().auth.token).toBeNull()
})

test('on a phone the menu button opens the admin menu and Escape or a link closes it', async () => {
  server.use(http.get('*/api/admin/users', () => HttpResponse.json([])))
  const { user } = renderApp('/admin', {
    routes,
    preloadedState: { auth: authStateOf(signedInAdmin) },
  })
  const menuButton = await screen.findByRole('button', { name: 'Open admin menu' })
  expect(menuButton).toHaveAttribute('aria-expanded', 'false')

  await user.click(menuButton)
  expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  expect(screen.getByRole('button', { name: 'Close admin menu' })).toHaveFocus()
  await user.keyboard('{Escape}')
  expect(menuButton).toHaveAttribute('aria-expanded', 'false')

  await user.click(menuButton)
  await user.click(screen.getByRole('link', { name: 'Users' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'User Management' }),
  ).toBeInTheDocument()
  expect(menuButton).toHaveAttribute('aria-expanded', 'false')
})

test('an unknown admin address shows a not-found page to the admin', async () => {
  renderApp('/admin/no-such-page', { routes, preloadedState: { auth: authStateOf(signedInAdmin) } })

  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument()
})
