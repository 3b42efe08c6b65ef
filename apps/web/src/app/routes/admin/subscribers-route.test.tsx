import { SUBSCRIBER_DELETED_MESSAGE, type Subscriber } from '@shop/shared/subscribers'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { RouteObject } from 'react-router'
import { toast } from 'sonner'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { authStateOf, signedInAdmin } from '../../../features/admin/admin.fixture'
import { DELETE_SUBSCRIBER_CONFIRMATION } from '../../../features/admin/subscribers/components/subscriber-table'
import { setupTestServer } from '../../../testing/msw-server'
import { renderApp } from '../../../testing/render-with-providers'
import { AdminRoutes } from './admin-routes'

const amy: Subscriber = {
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  email: 'amy@example.com',
  createdAt: '2026-03-26T09:30:00.000Z',
}
const bob: Subscriber = {
  _id: 'a1b2c3d4-0000-4000-8000-000000000002',
  email: 'bob@example.com',
  createdAt: '2026-03-25T18:00:00.000Z',
}

/** What the subscriber list holds; its answers search and count as the real one does. */
let subscribers: Subscriber[] = []
let total: number | null = null
let listed: URLSearchParams[] = []
let deleted: string[] = []

const server = setupTestServer(
  http.get('*/api/admin/subscribers', ({ request }) => {
    const params = new URL(request.url).searchParams
    listed.push(params)
    const search = params.get('search') ?? ''
    const matching = subscribers.filter((subscriber) => subscriber.email.includes(search))
    return HttpResponse.json(matching, {
      headers: { 'X-Total-Count': String(total ?? matching.length) },
    })
  }),
  http.delete('*/api/admin/subscribers/:id', ({ params }) => {
    const id = String(params.id)
    deleted.push(id)
    subscribers = subscribers.filter((subscriber) => subscriber._id !== id)
    return HttpResponse.json({ message: SUBSCRIBER_DELETED_MESSAGE })
  }),
)

beforeEach(() => {
  subscribers = [amy, bob]
  total = null
  listed = []
  deleted = []
  localStorage.clear()
  toast.dismiss()
})

afterEach(() => {
  vi.restoreAllMocks()
})

const routes: RouteObject[] = [{ path: '/admin/*', Component: AdminRoutes }]

function renderSubscribers(search = '') {
  return renderApp(`/admin/subscribers${search}`, {
    routes,
    preloadedState: { auth: authStateOf(signedInAdmin) },
  })
}

async function findRows() {
  const table = await screen.findByRole('table')
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell'))
}

test('lists each address with when it subscribed, a page at a time with the total', async () => {
  total = 60
  renderSubscribers()

  expect(await screen.findByRole('heading', { level: 1, name: 'Subscribers' })).toBeInTheDocument()
  const rows = await findRows()
  expect(rows.map((cells) => cells[0]?.textContent)).toEqual(['amy@example.com', 'bob@example.com'])
  expect(rows[0]?.[1]?.textContent).toMatch(/^Mar 26, 2026/)
  expect(screen.getByText('60 subscribers')).toBeInTheDocument()
  expect(listed[0]?.get('limit')).toBe('25')
  expect(listed[0]?.get('sort')).toBe('-createdAt')
})

test('a search asks the server for the matching addresses', async () => {
  const { user } = renderSubscribers()
  await findRows()

  await user.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), 'bob{Enter}')

  await expect.poll(() => listed.at(-1)?.get('search')).toBe('bob')
  await expect
    .poll(async () => (await findRows()).map((cells) => cells[0]?.textContent))
    .toEqual(['bob@example.com'])
})

test('Remove asks first, then removes the address and says so', async () => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
  const { user } = renderSubscribers()
  await findRows()

  const remove = screen.getByRole('button', { name: 'Remove amy@example.com' })
  await user.click(remove)
  expect(confirm).toHaveBeenCalledWith(DELETE_SUBSCRIBER_CONFIRMATION)
  expect(deleted).toEqual([])

  await user.click(remove)
  await expect.poll(() => deleted).toEqual([amy._id])
  expect(await screen.findByText(SUBSCRIBER_DELETED_MESSAGE)).toBeInTheDocument()
  await expect
    .poll(async () => (await findRows()).map((cells) => cells[0]?.textContent))
    .toEqual(['bob@example.com'])
})

test('Export CSV downloads the list with the session’s token', async () => {
  let authorization: string | null = null
  server.use(
    http.get('*/api/admin/subscribers/export.csv', ({ request }) => {
      authorization = request.headers.get('authorization')
      return new HttpResponse('email,subscribedAt\namy@example.com,2026-03-26T09:30:00.000Z\n', {
        headers: { 'Content-Type': 'text/csv' },
      })
    }),
  )
  // jsdom has no object URLs: these stand in and keep the saved file.
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:subscribers')
  const revokeObjectURL = vi.fn()
  Object.assign(URL, { createObjectURL, revokeObjectURL })
  let savedAs = ''
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    savedAs = this.download
  })
  const { user } = renderSubscribers()
  await findRows()

  await user.click(screen.getByRole('button', { name: 'Export CSV' }))

  await expect.poll(() => savedAs).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(authorization).toBe(`Bearer ${authStateOf(signedInAdmin).token ?? ''}`)
  expect(await createObjectURL.mock.calls[0]?.[0].text()).toContain('amy@example.com')
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:subscribers')
})

test('an empty list says nobody has subscribed yet', async () => {
  subscribers = []
  renderSubscribers()

  expect(await screen.findByText('Nobody has subscribed yet.')).toBeInTheDocument()
})
