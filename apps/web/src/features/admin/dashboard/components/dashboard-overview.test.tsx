import { rangeEndingOn, utcToday, type AdminStats } from '@shop/shared/admin'
import type { ReturnStats } from '@shop/shared/returns'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { setupTestServer } from '../../../../testing/msw-server'
import { makeAdminStats, makeReturnStats } from '../../admin.fixture'
import { DashboardOverview } from './dashboard-overview'

const server = setupTestServer(
  http.get('*/api/admin/returns/stats', () => HttpResponse.json(makeReturnStats())),
)

/** Answers the stats and remembers each asked range as `from..to`. */
function answerStats(
  stats: AdminStats = makeAdminStats(),
  returns: ReturnStats = makeReturnStats(),
) {
  const asked: string[] = []
  server.use(
    http.get('*/api/admin/returns/stats', () => HttpResponse.json(returns)),
    http.get('*/api/admin/stats', ({ request }) => {
      const url = new URL(request.url)
      asked.push(`${url.searchParams.get('from') ?? ''}..${url.searchParams.get('to') ?? ''}`)
      return HttpResponse.json(stats)
    }),
  )
  return asked
}

const lastDays = (days: number) => {
  const { from, to } = rangeEndingOn(utcToday(), days)
  return `${from}..${to}`
}

test('the cards show the range’s revenue, orders and average, with all-time figures, orders to ship and products', async () => {
  answerStats(makeAdminStats({ revenue: 12345.5, totalOrders: 1204, totalProducts: 64 }))
  renderWithProviders(<DashboardOverview />, { route: '/admin' })

  const revenue = await screen.findByRole('region', { name: 'Revenue' })
  expect(revenue).toHaveTextContent('$398.49')
  expect(revenue).toHaveTextContent('All time: $12,345.50')
  const orders = screen.getByRole('region', { name: 'Total Orders' })
  expect(orders).toHaveTextContent('5')
  expect(orders).toHaveTextContent('All time: 1,204')
  expect(screen.getByRole('region', { name: 'Average order value' })).toHaveTextContent('$79.70')
  const toShip = screen.getByRole('region', { name: 'Orders to ship' })
  expect(toShip).toHaveTextContent('1')
  expect(within(toShip).getByRole('link', { name: 'Ship orders' })).toHaveAttribute(
    'href',
    '/admin/orders?status=Processing',
  )
  expect(screen.getByRole('region', { name: 'Total Products' })).toHaveTextContent('64')
  expect(screen.getByRole('link', { name: 'Manage Products' })).toHaveAttribute(
    'href',
    '/admin/products',
  )
  expect(
    screen.getByRole('heading', { name: 'Sales, Mar 19, 2026 – Mar 25, 2026' }),
  ).toBeInTheDocument()
})

test('the last 30 days are asked for by default; a range button changes the request and the URL', async () => {
  const asked = answerStats()
  const { user, router } = renderWithProviders(<DashboardOverview />, { route: '/admin' })

  await screen.findByRole('region', { name: 'Revenue' })
  expect(asked).toEqual([lastDays(30)])
  expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await user.click(screen.getByRole('button', { name: 'Last 7 days' }))
  await waitFor(() => {
    expect(asked).toContain(lastDays(7))
  })
  expect(router.state.location.search).toBe('?range=7')
  expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await user.click(screen.getByRole('button', { name: 'Last 90 days' }))
  await waitFor(() => {
    expect(asked).toContain(lastDays(90))
  })
  expect(router.state.location.search).toBe('?range=90')
})

test('a range in the URL is the one asked for, custom dates included', async () => {
  const asked = answerStats()
  renderWithProviders(<DashboardOverview />, { route: '/admin?from=2026-01-01&to=2026-01-31' })

  await screen.findByRole('region', { name: 'Revenue' })
  expect(asked).toEqual(['2026-01-01..2026-01-31'])
  expect(screen.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true')
  expect(screen.getByLabelText('From')).toHaveValue('2026-01-01')
})

test('custom dates are checked, then asked for and kept in the URL', async () => {
  const asked = answerStats()
  const { user, router } = renderWithProviders(<DashboardOverview />, { route: '/admin?range=7' })
  await screen.findByRole('region', { name: 'Revenue' })

  await user.click(screen.getByRole('button', { name: 'Custom' }))
  const from = screen.getByLabelText('From')
  const to = screen.getByLabelText('To')
  await user.clear(from)
  await user.type(from, '2026-02-10')
  await user.clear(to)
  await user.type(to, '2026-02-01')
  await user.click(screen.getByRole('button', { name: 'Show' }))
  expect(screen.getByRole('alert')).toHaveTextContent(
    'The start date must be on or before the end date.',
  )
  expect(asked).toEqual([lastDays(7)])

  await user.clear(to)
  await user.type(to, '2026-02-20')
  await user.click(screen.getByRole('button', { name: 'Show' }))
  await waitFor(() => {
    expect(asked).toContain('2026-02-10..2026-02-20')
  })
  expect(router.state.location.search).toBe('?from=2026-02-10&to=2026-02-20')
})

test('each chart is a described figure with a table of the same numbers for screen readers', async () => {
  answerStats()
  renderWithProviders(<DashboardOverview />, { route: '/admin' })

  const revenueFigure = await screen.findByRole('figure', { name: 'Revenue per day' })
  expect(revenueFigure).toHaveTextContent('$398.49 over Mar 19, 2026 – Mar 25, 2026.')
  const revenueTable = within(revenueFigure).getByRole('table', { name: 'Revenue per day' })
  const rows = within(revenueTable).getAllByRole('row').slice(1)
  expect(rows).toHaveLength(7)
  expect(rows[0]).toHaveTextContent('Mar 19, 2026$0.00')
  expect(rows[1]).toHaveTextContent('Mar 20, 2026$120.50')
  expect(rows[6]).toHaveTextContent('Mar 25, 2026$177.99')

  const ordersTable = screen.getByRole('table', { name: 'Orders per day' })
  const orderRows = within(ordersTable).getAllByRole('row').slice(1)
  expect(orderRows.map((row) => row.lastChild?.textContent)).toEqual([
    '0',
    '2',
    '0',
    '1',
    '0',
    '1',
    '1',
  ])
})

test('top products link to their product; a deleted one keeps its name', async () => {
  answerStats()
  renderWithProviders(<DashboardOverview />, { route: '/admin' })

  const byUnits = await screen.findByRole('table', { name: 'Top products by units' })
  const [, first, second] = within(byUnits).getAllByRole('row')
  if (!first || !second) throw new Error('Two top products expected.')
  expect(within(first).getByRole('link', { name: 'Drift Hoodie' })).toHaveAttribute(
    'href',
    '/admin/products/0d5e8a2b-1c3f-4e6a-9b7d-2f4a6c8e0b1d/edit',
  )
  expect(first).toHaveTextContent('4$240.00')
  expect(second).toHaveTextContent('Retired Cap (deleted)')
  expect(within(second).queryByRole('link')).not.toBeInTheDocument()
  expect(screen.getByRole('table', { name: 'Top products by revenue' })).toBeInTheDocument()
})

test('low stock lists each variant with a link to edit its product', async () => {
  answerStats(
    makeAdminStats({
      lowStock: {
        threshold: 3,
        total: 25,
        variants: [
          {
            productId: 'a1b2c3d4-0000-4a1b-9c2d-3e4f5a6b7c8d',
            productName: 'Linen Shirt',
            size: 'L',
            color: 'Ivory',
            sku: 'LINEN-L-IVORY',
            countInStock: 0,
          },
          {
            productId: '0d5e8a2b-1c3f-4e6a-9b7d-2f4a6c8e0b1d',
            productName: 'Drift Hoodie',
            size: 'M',
            color: 'Sage',
            sku: 'DRIFT-M-SAGE',
            countInStock: 2,
          },
        ],
      },
    }),
  )
  renderWithProviders(<DashboardOverview />, { route: '/admin' })

  const section = await screen.findByRole('region', { name: 'Low stock' })
  expect(section).toHaveTextContent('The 2 lowest of 25 variants with 3 units or fewer.')
  const [, linen, drift] = within(section).getAllByRole('row')
  if (!linen || !drift) throw new Error('Two low-stock rows expected.')
  expect(within(linen).getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute(
    'href',
    '/admin/products/a1b2c3d4-0000-4a1b-9c2d-3e4f5a6b7c8d/edit',
  )
  expect(linen).toHaveTextContent('Sold out')
  expect(drift).toHaveTextContent('DRIFT-M-SAGE')
  expect(drift).toHaveTextContent('Sage')
})

test('recent orders show the short id with #, the user or N/A, the total with cents and the status', async () => {
  answerStats()
  renderWithProviders(<DashboardOverview />, { route: '/admin' })

  const table = await screen.findByRole('table', { name: 'Recent Orders' })
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
  expect(screen.queryByRole('table', { name: 'Recent Orders' })).not.toBeInTheDocument()
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

test('a range the server refuses shows its reason, and the range can still be changed', async () => {
  server.use(
    http.get('*/api/admin/stats', () =>
      HttpResponse.json({ message: 'A range can cover at most 366 days.' }, { status: 400 }),
    ),
  )
  renderWithProviders(<DashboardOverview />, { route: '/admin?from=2020-01-01&to=2026-01-01' })

  expect(await screen.findByRole('alert')).toHaveTextContent('A range can cover at most 366 days.')
  expect(screen.getByRole('button', { name: 'Last 7 days' })).toBeInTheDocument()
})

test('the returns panel gives the rate and why the products returned most came back', async () => {
  answerStats(makeAdminStats(), {
    returnedUnits: 4,
    soldUnits: 32,
    returnRate: 0.125,
    topProducts: [
      {
        productId: '11111111-1111-4111-8111-111111111111',
        name: 'Drift Pocket Tee',
        units: 3,
        reasons: [
          { reason: 'too_small', units: 2 },
          { reason: 'too_large', units: 1 },
        ],
      },
    ],
  })
  renderWithProviders(<DashboardOverview />, { route: '/admin' })

  const panel = await screen.findByRole('region', { name: 'Returns' })
  expect(await within(panel).findByText('12.5 %')).toBeInTheDocument()
  expect(panel).toHaveTextContent('return rate: 4 of 32 units sold')
  expect(within(panel).getByRole('link', { name: 'Drift Pocket Tee' })).toHaveAttribute(
    'href',
    '/admin/products/11111111-1111-4111-8111-111111111111/edit',
  )
  expect(panel).toHaveTextContent('Too small 2 · Too large 1')
  expect(within(panel).getByRole('link', { name: 'Handle returns' })).toHaveAttribute(
    'href',
    '/admin/returns',
  )
})
