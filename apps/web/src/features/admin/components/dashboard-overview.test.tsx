import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { setupTestServer } from '../../../testing/msw-server'
import { makeAdminStats } from '../admin.fixture'
import { DashboardOverview } from './dashboard-overview'

const server = setupTestServer()

function answerStats(stats = makeAdminStats()) {
  server.use(http.get('*/api/admin/stats', () => HttpResponse.json(stats)))
}

test('the dashboard shows revenue, total orders and total products as cards', async () => {
  answerStats(makeAdminStats({ revenue: 12345.5, totalOrders: 1204, totalProducts: 64 }))
  renderWithProviders(<DashboardOverview />, { route: '/admin' })

  expect(await screen.findByRole('region', { name: 'Revenue' })).toHaveTextContent('$12,345.50')
  expect(screen.getByRole('region', { name: 'Total Orders' })).toHaveTextContent('1,204')
  expect(screen.getByRole('region', { name: 'Total Products' })).toHaveTextContent('64')
  expect(screen.getByRole('link', { name: 'Manage Orders' })).toHaveAttribute(
    'href',
    '/admin/orders',
  )
  expect(screen.getByRole('link', { name: 'Manage Products' })).toHaveAttribute(
    'href',
    '/admin/products',
  )
})

test('recent orders show the short id with #, the user or N/A, the total with cents and the status', async () => {
  answerStats()
  renderWithProviders(<DashboardOverview />, { route: '/admin' })

  const table = await screen.findByRole('table')
  const [, first, second] = within(table).getAllByRole('row')
  if (!first || !second) throw new Error('Two recent orders expected.')
  expect(within(first).getByRole('link', { name: '#6ec0dcad' })).toHaveAttribute(
    'href',
    '/admin/orders?order=6ec0dcad-60b5-4ac4-87b7-67c49ad43450',
  )
  expect(first).toHaveTextContent('Maya Lindqvist')
  expect(first).toHaveTextContent('$177.99')
  expect(first).toHaveTextContent('Shipped')
  expect(within(second).getByRole('link', { name: '#b1e2c3d4' })).toBeInTheDocument()
  expect(second).toHaveTextContent('N/A')
  expect(second).toHaveTextContent('$40.00')
  expect(second).toHaveTextContent('Processing')
})

test('a shop without orders says so under Recent Orders', async () => {
  answerStats(makeAdminStats({ revenue: 0, totalOrders: 0, recentOrders: [] }))
  renderWithProviders(<DashboardOverview />, { route: '/admin' })

  expect(await screen.findByText('No recent orders found.')).toBeInTheDocument()
  expect(screen.getByRole('region', { name: 'Revenue' })).toHaveTextContent('$0.00')
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
})

test('Loading... shows until the figures arrive', async () => {
  let answer: () => void = () => undefined
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  server.use(
    http.get('*/api/admin/stats', async () => {
      await answered
      return HttpResponse.json(makeAdminStats())
    }),
  )
  renderWithProviders(<DashboardOverview />, { route: '/admin' })

  expect(screen.getByRole('status')).toHaveTextContent('Loading...')
  answer()
  expect(await screen.findByRole('region', { name: 'Revenue' })).toBeInTheDocument()
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument()
})

test('figures that cannot be loaded read Error loading data.', async () => {
  server.use(
    http.get('*/api/admin/stats', () =>
      HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
    ),
  )
  renderWithProviders(<DashboardOverview />, { route: '/admin' })

  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data.')
  expect(screen.queryByRole('region', { name: 'Revenue' })).not.toBeInTheDocument()
})
