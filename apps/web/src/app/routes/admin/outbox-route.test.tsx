import {
  OUTBOX_RETRY_SENT_MESSAGE,
  type MailTransportInfo,
  type OutboxMessage,
} from '@shop/shared/outbox'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { RouteObject } from 'react-router'
import { toast } from 'sonner'
import { beforeEach, expect, test } from 'vitest'
import {
  authStateOf,
  makeOutboxMessage,
  signedInAdmin,
} from '../../../features/admin/admin.fixture'
import { setupTestServer } from '../../../testing/msw-server'
import { renderApp } from '../../../testing/render-with-providers'
import { AdminRoutes } from './admin-routes'

const failed = makeOutboxMessage()
const sent = makeOutboxMessage({
  _id: 'b8f2d3e4-5c6b-4d7e-9f80-ab1c2d3e4f50',
  kind: 'order_confirmation',
  to: 'robin@example.com',
  subject: 'Your order #6ec0dcad',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-03-27T16:45:00.000Z',
  sentAt: '2026-03-27T16:45:02.000Z',
  canRetry: false,
})
const expiredLink = makeOutboxMessage({
  _id: 'c9a3e4f5-6d7c-4e8f-a091-bc2d3e4f5061',
  kind: 'password_reset',
  subject: 'Choose a new password',
  canRetry: false,
})

const SMTP: MailTransportInfo = {
  transport: 'smtp',
  from: 'Slide Shop <shop@example.com>',
  shopEmail: 'shop@example.com',
}

/** What the outbox server holds; its list answers filter and page as the real one does. */
let outbox: OutboxMessage[] = []
let total: number | null = null
let listed: URLSearchParams[] = []
let transport: MailTransportInfo = SMTP

const server = setupTestServer(
  http.get('*/api/admin/outbox', ({ request }) => {
    const params = new URL(request.url).searchParams
    listed.push(params)
    const status = params.get('status')
    const matching = outbox.filter((message) => !status || message.status === status)
    return HttpResponse.json(matching, {
      headers: { 'X-Total-Count': String(total ?? matching.length) },
    })
  }),
  http.get('*/api/admin/outbox/transport', () => HttpResponse.json(transport)),
)
beforeEach(() => {
  outbox = [sent, failed, expiredLink]
  total = null
  listed = []
  transport = SMTP
  localStorage.clear()
  toast.dismiss()
})

const routes: RouteObject[] = [{ path: '/admin/*', Component: AdminRoutes }]

function renderOutbox(search = '') {
  return renderApp(`/admin/outbox${search}`, {
    routes,
    preloadedState: { auth: authStateOf(signedInAdmin) },
  })
}

/** The rows of the outbox table, each as its cells' texts. */
async function findRows() {
  const table = await screen.findByRole('table')
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell'))
}

test('each message shows when, to whom, what, its kind, its status, its attempts and its last error', async () => {
  renderOutbox()

  expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' })).toBeInTheDocument()
  const rows = await findRows()
  expect(rows).toHaveLength(3)
  const [sentRow, failedRow] = rows
  if (!sentRow || !failedRow) throw new Error('Rows were expected.')
  expect(sentRow.map((cell) => cell.textContent)).toEqual([
    expect.stringMatching(/^Mar 27, 2026/),
    'robin@example.com',
    'Your order #6ec0dcad',
    'Order confirmation',
    'Sent',
    'Attempts: 1',
    '—None',
  ])
  expect(
    within(failedRow[0] ?? document.body)
      .getByText(/^Mar 26, 2026/)
      .closest('time'),
  ).toHaveAttribute('datetime', failed.createdAt)
  expect(failedRow.map((cell) => cell.textContent)).toEqual([
    expect.stringMatching(/^Mar 26, 2026, \d{1,2}:\d{2} [AP]M$/),
    'maya@example.com',
    'Welcome to the shop, Maya',
    'Welcome',
    'FailedRetry',
    'Attempts: 3',
    '550 5.1.1 Mailbox unavailable',
  ])
  expect(screen.getByText('3 messages')).toBeInTheDocument()
})

test('Retry shows only on failed messages that can be sent again', async () => {
  renderOutbox()

  await findRows()
  expect(screen.getAllByRole('button', { name: /^Retry/ })).toHaveLength(1)
  expect(
    screen.getByRole('button', { name: 'Retry “Welcome to the shop, Maya” to maya@example.com' }),
  ).toBeInTheDocument()
  expect(screen.getByText('Held a one-time link: cannot be sent again')).toBeInTheDocument()
})

test('without SMTP_URL a banner says mail is only saved as files and customers receive nothing', async () => {
  transport = { transport: 'files', from: 'Slide Shop <shop@example.com>', shopEmail: null }
  renderOutbox()

  const banner = await screen.findByRole('note')
  expect(banner).toHaveTextContent('Mail is not being delivered.')
  expect(banner).toHaveTextContent(/SMTP_URL is not set/)
  expect(banner).toHaveTextContent(/only saved as a file on the server/)
  expect(banner).toHaveTextContent(/customers receive nothing/)
})

test('with a mail server the page only says who mail is sent as', async () => {
  renderOutbox()

  expect(await screen.findByText('Slide Shop <shop@example.com>')).toBeInTheDocument()
  expect(screen.getByText(/^Sending as/)).toBeInTheDocument()
  expect(screen.queryByRole('note')).not.toBeInTheDocument()
})

test('the status filter is kept in the address and asks the server for that status only', async () => {
  const { user, router } = renderOutbox()
  const filter = await screen.findByRole('navigation', { name: 'Filter by status' })
  expect(within(filter).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')

  await user.click(within(filter).getByRole('link', { name: 'Failed' }))

  await expect.poll(async () => (await findRows()).length).toBe(2)
  expect(router.state.location.search).toBe('?status=failed')
  expect(listed.at(-1)?.get('status')).toBe('failed')
  expect(within(filter).getByRole('link', { name: 'Failed' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await user.click(within(filter).getByRole('link', { name: 'All' }))
  await expect.poll(async () => (await findRows()).length).toBe(3)
  expect(router.state.location.search).toBe('')
  expect(listed.at(-1)?.has('status')).toBe(false)
})

test('a filter in the address is shown on arrival', async () => {
  renderOutbox('?status=sent')

  const rows = await findRows()
  expect(rows).toHaveLength(1)
  expect(
    within(screen.getByRole('navigation', { name: 'Filter by status' })).getByRole('link', {
      name: 'Sent',
    }),
  ).toHaveAttribute('aria-current', 'page')
})

test('Retry queues the message again, the list refreshes and a toast says so', async () => {
  let retried = ''
  server.use(
    http.post('*/api/admin/outbox/:id/retry', ({ params }) => {
      retried = String(params.id)
      const queued = { ...failed, status: 'queued' as const, canRetry: false }
      outbox = outbox.map((message) => (message._id === failed._id ? queued : message))
      return HttpResponse.json(queued)
    }),
  )
  const { user } = renderOutbox()

  await user.click(await screen.findByRole('button', { name: /^Retry “Welcome/ }))

  expect(await screen.findByText('Message queued again.')).toBeInTheDocument()
  expect(retried).toBe(failed._id)
  await expect.poll(() => screen.queryByRole('button', { name: /^Retry/ })).toBeNull()
  expect(within(screen.getByRole('table')).getByText('Queued')).toBeInTheDocument()
})

test('a message that cannot be queued again shows the server’s reason as an error toast', async () => {
  server.use(
    http.post('*/api/admin/outbox/:id/retry', () =>
      HttpResponse.json({ message: OUTBOX_RETRY_SENT_MESSAGE }, { status: 409 }),
    ),
  )
  const { user } = renderOutbox()

  await user.click(await screen.findByRole('button', { name: /^Retry “Welcome/ }))

  expect(await screen.findByText(OUTBOX_RETRY_SENT_MESSAGE)).toBeInTheDocument()
})

test('pages follow the total the server counts, and the page is kept in the address', async () => {
  total = 120
  const { user, router } = renderOutbox('?status=failed')

  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
  expect(listed.at(-1)?.get('page')).toBe('1')
  expect(listed.at(-1)?.get('limit')).toBe('50')

  await user.click(screen.getByRole('button', { name: 'Next' }))
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument()
  expect(router.state.location.search).toBe('?status=failed&page=2')
  expect(listed.at(-1)?.get('page')).toBe('2')
  expect(listed.at(-1)?.get('status')).toBe('failed')

  await user.click(screen.getByRole('button', { name: 'Next' }))
  expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()

  await user.click(screen.getByRole('button', { name: 'Previous' }))
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument()
})

test('one page of messages needs no paging', async () => {
  renderOutbox()

  await findRows()
  expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument()
})

test('an empty outbox says so', async () => {
  outbox = []
  renderOutbox()

  expect(await screen.findByText('No messages found.')).toBeInTheDocument()
})

test('while loading the page reads Loading..., and a failure reads Error loading data.', async () => {
  server.use(
    http.get('*/api/admin/outbox', () =>
      HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
    ),
  )
  renderOutbox()

  expect(await screen.findByText('Loading...')).toBeInTheDocument()
  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data.')
})
