import type { AuditEntry } from '@shop/shared/audit'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { RouteObject } from 'react-router'
import { beforeEach, expect, test } from 'vitest'
import { authStateOf, signedInAdmin } from '../../../features/admin/admin.fixture'
import { setupTestServer } from '../../../testing/msw-server'
import { renderApp } from '../../../testing/render-with-providers'
import { AdminRoutes } from './admin-routes'

const PRODUCT_ID = 'b1c2d3e4-0000-4000-8000-000000000001'

const productUpdate: AuditEntry = {
  _id: 'c1c2d3e4-0000-4000-8000-000000000001',
  createdAt: '2026-03-26T09:30:00.000Z',
  actorId: 'd1c2d3e4-0000-4000-8000-000000000001',
  actorEmail: 'owner@example.com',
  action: 'product.update',
  entityType: 'product',
  entityId: PRODUCT_ID,
  entityLabel: 'Linen Shirt',
  changes: {
    price: { from: 40, to: 45 },
    variants: { from: ['LS-M (M, White): 5 in stock'], to: ['LS-M (M, White): 3 in stock'] },
  },
}
const discountDelete: AuditEntry = {
  _id: 'c1c2d3e4-0000-4000-8000-000000000002',
  createdAt: '2026-03-25T18:00:00.000Z',
  actorId: null,
  actorEmail: 'former@example.com',
  action: 'discount.delete',
  entityType: 'discount',
  entityId: 'e1c2d3e4-0000-4000-8000-000000000001',
  entityLabel: 'SPRING10',
  changes: { active: { from: true, to: null } },
}

let listed: URLSearchParams[] = []

setupTestServer(
  http.get('*/api/admin/audit', ({ request }) => {
    const params = new URL(request.url).searchParams
    listed.push(params)
    const action = params.get('action')
    const entries = [productUpdate, discountDelete].filter(
      (entry) => !action || entry.action === action,
    )
    return HttpResponse.json(entries, { headers: { 'X-Total-Count': String(entries.length) } })
  }),
)

beforeEach(() => {
  listed = []
  localStorage.clear()
})

const routes: RouteObject[] = [{ path: '/admin/*', Component: AdminRoutes }]

function renderAudit(search = '') {
  return renderApp(`/admin/audit${search}`, {
    routes,
    preloadedState: { auth: authStateOf(signedInAdmin) },
  })
}

async function findRows() {
  const table = await screen.findByRole('table')
  return within(table).getAllByRole('row').slice(1)
}

test('each entry shows when, who, the action in words, the record and its changes', async () => {
  renderAudit()

  expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument()
  const [updateRow, deleteRow] = await findRows()
  if (!updateRow || !deleteRow) throw new Error('Two rows were expected.')
  const cells = within(updateRow).getAllByRole('cell')
  expect(cells.map((cell) => cell.textContent)).toEqual([
    expect.stringMatching(/^Mar 26, 2026/),
    'owner@example.com',
    'Edited a product',
    'Linen Shirt',
    expect.stringContaining('price: 40 → 45'),
  ])
  expect(within(updateRow).getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute(
    'href',
    `/admin/products/${PRODUCT_ID}/edit`,
  )
  expect(
    within(updateRow).getByText(
      'variants: LS-M (M, White): 5 in stock → LS-M (M, White): 3 in stock',
    ),
  ).toBeInTheDocument()
  // A deleted record has no page to open.
  expect(within(deleteRow).queryByRole('link')).not.toBeInTheDocument()
  expect(within(deleteRow).getByText('active: Yes → —')).toBeInTheDocument()
  expect(screen.getByText('2 changes')).toBeInTheDocument()
})

test('the action filter asks the server for those entries only', async () => {
  const { user } = renderAudit()
  await findRows()

  await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'discount.delete')

  await expect.poll(() => listed.at(-1)?.get('action')).toBe('discount.delete')
  await expect.poll(async () => (await findRows()).length).toBe(1)
})

test('filters in the address are sent on the first request', async () => {
  renderAudit('?entityType=order&from=2026-03-01&to=2026-03-31')
  await findRows()

  expect(listed[0]?.get('entityType')).toBe('order')
  expect(listed[0]?.get('from')).toBe('2026-03-01')
  expect(listed[0]?.get('to')).toBe('2026-03-31')
})
