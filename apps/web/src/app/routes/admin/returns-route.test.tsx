import type { AdminReturn } from '@shop/shared/returns'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { RouteObject } from 'react-router'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { authStateOf, signedInAdmin } from '../../../features/admin/admin.fixture'
import {
  JEANS_LINE,
  TEE_LINE,
  makeAdminReturn,
} from '../../../features/admin/returns/admin-returns.fixture'
import { NO_RETURNS_MESSAGE } from '../../../features/admin/returns/components/return-table'
import { setupTestServer } from '../../../testing/msw-server'
import { renderApp, renderWithProviders } from '../../../testing/render-with-providers'
import { AdminRoutes } from './admin-routes'
import { ReturnsRoute } from './returns-route'

const waiting = makeAdminReturn()
const settled = makeAdminReturn({
  _id: 'e2f3a4b5-c6d7-4e8f-9a0b-1c2d3e4f5a6b',
  number: 'R-3FQ8ZD',
  orderId: 'b1e2c3d4-0000-4a1b-9c2d-3e4f5a6b7c8d',
  status: 'closed',
  resolution: 'store_credit',
  items: [{ ...TEE_LINE, quantity: 1, refund: 21.25 }],
  refundAmount: 21.25,
  customer: null,
  createdAt: '2026-02-20T09:00:00.000Z',
})
const exchangeOnly = makeAdminReturn({
  _id: 'f3a4b5c6-d7e8-4f9a-8b1c-2d3e4f5a6b7c',
  number: 'R-9WX2KP',
  status: 'approved',
  items: [JEANS_LINE],
  refundAmount: 0,
  createdAt: '2026-03-28T11:15:00.000Z',
})

let returns: AdminReturn[] = []
let asked: URLSearchParams[] = []
const server = setupTestServer(
  http.get('*/api/admin/returns', ({ request }) => {
    asked.push(new URL(request.url).searchParams)
    return HttpResponse.json(returns, { headers: { 'X-Total-Count': String(returns.length) } })
  }),
  http.get('*/api/admin/returns/:id', ({ params }) => {
    const found = returns.find((listed) => listed._id === params.id)
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json({ message: 'Return not found.' }, { status: 404 })
  }),
)

beforeEach(() => {
  // Only the clock: the ages are read against a fixed now, while timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-03-28T12:00:00.000Z'))
  returns = [exchangeOnly, waiting, settled]
  asked = []
})
afterEach(() => {
  vi.useRealTimers()
})

function renderReturns(route = '/admin/returns') {
  return renderWithProviders(<ReturnsRoute />, {
    route,
    preloadedState: { auth: authStateOf(signedInAdmin) },
  })
}

const rowOf = async (number: string) => {
  const button = await screen.findByRole('button', { name: number })
  const row = button.closest('tr')
  if (!row) throw new Error(`No row for ${number}`)
  return row
}

test('the list shows number, order, customer, status, items, refund and age of each return', async () => {
  renderReturns()

  expect(await screen.findByRole('heading', { level: 1, name: 'Returns' })).toBeInTheDocument()
  const headers = (await screen.findAllByRole('columnheader')).map((header) => header.textContent)
  expect(headers).toEqual(['Return', 'Order', 'Customer', 'Status', 'Items', 'Refund', 'Requested'])

  const first = await rowOf('R-7K2M9Q')
  expect(within(first).getByRole('link', { name: '#6ec0dcad' })).toHaveAttribute(
    'href',
    '/admin/orders?order=6ec0dcad-60b5-4ac4-87b7-67c49ad43450',
  )
  expect(first).toHaveTextContent('Maya Lindqvist')
  expect(within(first).getByText('Requested')).toBeInTheDocument()
  expect(first).toHaveTextContent('3 items')
  expect(first).toHaveTextContent('$42.50 + exchange')
  expect(first).toHaveTextContent('Refund to payment')
  expect(within(first).getByText('2 days ago')).toHaveAttribute(
    'datetime',
    '2026-03-25T14:30:00.000Z',
  )

  const second = await rowOf('R-3FQ8ZD')
  expect(second).toHaveTextContent('N/A')
  expect(within(second).getByText('Closed')).toBeInTheDocument()
  expect(second).toHaveTextContent('1 item')
  expect(second).toHaveTextContent('$21.25')
  expect(second).toHaveTextContent('Store credit')
  expect(second).toHaveTextContent('36 days ago')

  const third = await rowOf('R-9WX2KP')
  expect(within(third).getByText('Approved')).toBeInTheDocument()
  expect(third).toHaveTextContent('Exchange')
  expect(third).not.toHaveTextContent('$')
  expect(third).toHaveTextContent('45 minutes ago')
})

test('the status filter asks the server for that status and keeps it in the address', async () => {
  const { user, router } = renderReturns()
  await rowOf('R-7K2M9Q')

  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Requested')

  await expect.poll(() => asked.at(-1)?.get('status')).toBe('requested')
  expect(router.state.location.search).toBe('?status=requested')
  expect(
    within(screen.getByRole('combobox', { name: 'Status' }))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All', 'Requested', 'Approved', 'Rejected', 'Received', 'Closed', 'Cancelled'])
})

test('the search box searches by return number, order number or customer', async () => {
  const { user, router } = renderReturns()
  await rowOf('R-7K2M9Q')

  await user.type(screen.getByRole('searchbox', { name: 'Search returns' }), 'R-7K2M9Q{Enter}')

  await expect.poll(() => asked.at(-1)?.get('search')).toBe('R-7K2M9Q')
  expect(router.state.location.search).toBe('?search=R-7K2M9Q')
})

test('the Requested header sorts by date, the Status header by status', async () => {
  const { user } = renderReturns()
  await rowOf('R-7K2M9Q')

  const requested = screen.getByRole('columnheader', { name: /Requested/ })
  expect(requested).toHaveAttribute('aria-sort', 'descending')
  await user.click(within(requested).getByRole('button', { name: 'Requested' }))
  await expect.poll(() => asked.at(-1)?.get('sort')).toBe('createdAt')
  expect(requested).toHaveAttribute('aria-sort', 'ascending')

  const status = screen.getByRole('columnheader', { name: /Status/ })
  await user.click(within(status).getByRole('button', { name: 'Status' }))
  await expect.poll(() => asked.at(-1)?.get('sort')).toBe('status')
})

test('clicking a return opens its drawer, kept in the address; closing it keeps the list', async () => {
  const { user, router } = renderReturns('/admin/returns?status=requested')

  await user.click(await screen.findByRole('button', { name: 'R-7K2M9Q' }))

  const drawer = await screen.findByRole('dialog', { name: 'Return Details' })
  expect(await within(drawer).findByText('Everyday Tee')).toBeVisible()
  expect(drawer).toHaveTextContent('Reason: Too small')
  expect(router.state.location.search).toBe(`?status=requested&return=${waiting._id}`)

  await user.click(within(drawer).getByRole('button', { name: 'Close return details' }))
  await waitFor(() => {
    expect(router.state.location.search).toBe('?status=requested')
  })
})

test('a link with ?return=id opens that return’s drawer', async () => {
  renderReturns(`/admin/returns?return=${settled._id}`)

  const drawer = await screen.findByRole('dialog', { name: 'Return Details' })
  expect(await within(drawer).findByText('R-3FQ8ZD')).toBeInTheDocument()
  expect(drawer).toHaveTextContent('$21.25 was added to the customer’s store credit.')
})

test('without returns the list says so', async () => {
  returns = []
  renderReturns()

  expect(await screen.findByText(NO_RETURNS_MESSAGE)).toBeInTheDocument()
})

test('the admin menu has Returns after Orders, and it opens this page', async () => {
  server.use(
    http.get('*/api/admin/stats', () => HttpResponse.json({})),
    http.get('*/api/admin/setup-checklist', () => HttpResponse.json({ steps: [] })),
  )
  const routes: RouteObject[] = [{ path: '/admin/*', Component: AdminRoutes }]
  renderApp('/admin/returns', { routes, preloadedState: { auth: authStateOf(signedInAdmin) } })

  expect(await screen.findByRole('heading', { level: 1, name: 'Returns' })).toBeInTheDocument()
  const nav = screen.getByRole('navigation', { name: 'Admin' })
  const links = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent)
  expect(links.indexOf('Returns')).toBe(links.indexOf('Orders') + 1)
  const returnsLink = within(nav).getByRole('link', { name: 'Returns' })
  expect(returnsLink).toHaveAttribute('href', '/admin/returns')
  expect(returnsLink).toHaveAttribute('aria-current', 'page')
  await expect.poll(() => document.title).toMatch(/^Returns · Admin/)
})
