import { CONTACT_MESSAGE_DELETED_MESSAGE, type ContactMessage } from '@shop/shared/admin'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { toast, Toaster } from 'sonner'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { setupTestServer } from '../../../../testing/msw-server'
import { authStateOf, makeContactMessage, signedInAdmin } from '../../admin.fixture'
import { MessageList } from './message-list'

const newest = makeContactMessage({
  _id: 'c0ffee00-1234-4abc-8def-0123456789ac',
  name: 'Robin Fields',
  email: 'robin@example.com',
  message: 'Where is my order?\nIt has been two weeks.',
  createdAt: '2026-03-27T16:45:00.000Z',
})
const older = makeContactMessage()

let messages: ContactMessage[] = []
const server = setupTestServer(http.get('*/api/admin/messages', () => HttpResponse.json(messages)))
beforeEach(() => {
  messages = [newest, older]
  toast.dismiss()
})
afterEach(() => {
  vi.restoreAllMocks()
})

function renderMessages() {
  return renderWithProviders(
    <>
      <MessageList />
      <Toaster />
    </>,
    { route: '/admin/messages', preloadedState: { auth: authStateOf(signedInAdmin) } },
  )
}

test('messages show newest first with name, a mailto link, the date and the message', async () => {
  renderMessages()

  const cards = await screen.findAllByRole('article')
  expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
    'Message from Robin Fields',
    'Message from Maya Lindqvist',
  ])
  const [first] = cards
  if (!first) throw new Error('No message shown.')
  expect(within(first).getByRole('heading', { name: 'Robin Fields' })).toBeInTheDocument()
  expect(within(first).getByRole('link', { name: 'robin@example.com' })).toHaveAttribute(
    'href',
    'mailto:robin@example.com',
  )
  expect(within(first).getByText(/^Mar 27, 2026/)).toHaveAttribute(
    'datetime',
    '2026-03-27T16:45:00.000Z',
  )
  // The visitor's line breaks are kept.
  expect(within(first).getByText(/^Where is my order\?/).textContent).toBe(newest.message)
})

test('delete asks first, then removes the message and shows the server’s answer', async () => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
  let deleted = ''
  server.use(
    http.delete('*/api/admin/messages/:id', ({ params }) => {
      deleted = String(params.id)
      messages = messages.filter((message) => message._id !== params.id)
      return HttpResponse.json({ message: CONTACT_MESSAGE_DELETED_MESSAGE })
    }),
  )
  const { user } = renderMessages()

  await user.click(
    await screen.findByRole('button', { name: 'Delete message from Maya Lindqvist' }),
  )

  expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this message?')
  expect(await screen.findByText(CONTACT_MESSAGE_DELETED_MESSAGE)).toBeInTheDocument()
  expect(deleted).toBe(older._id)
  await expect
    .poll(() => screen.queryByRole('article', { name: 'Message from Maya Lindqvist' }))
    .toBeNull()
  expect(screen.getByRole('article', { name: 'Message from Robin Fields' })).toBeInTheDocument()
})

test('a delete that is not confirmed sends nothing', async () => {
  vi.spyOn(window, 'confirm').mockReturnValue(false)
  let calls = 0
  server.use(
    http.delete('*/api/admin/messages/:id', () => {
      calls += 1
      return HttpResponse.json({ message: CONTACT_MESSAGE_DELETED_MESSAGE })
    }),
  )
  const { user } = renderMessages()

  await user.click(await screen.findByRole('button', { name: 'Delete message from Robin Fields' }))

  expect(calls).toBe(0)
  expect(screen.getAllByRole('article')).toHaveLength(2)
})

test('an empty inbox says so', async () => {
  messages = []
  renderMessages()

  expect(await screen.findByText('No messages yet.')).toBeInTheDocument()
})

test('an inbox that cannot be loaded says why', async () => {
  server.use(
    http.get('*/api/admin/messages', () =>
      HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
    ),
  )
  renderMessages()

  expect(await screen.findByRole('alert')).toHaveTextContent('Error: Internal Server Error')
})

test('a search and a sort are sent to the server and kept in the address', async () => {
  const asked: URLSearchParams[] = []
  server.use(
    http.get('*/api/admin/messages', ({ request }) => {
      const params = new URL(request.url).searchParams
      asked.push(params)
      const found = params.get('search') ? [newest] : messages
      return HttpResponse.json(found, { headers: { 'X-Total-Count': String(found.length) } })
    }),
  )
  const { user, router } = renderMessages()
  await screen.findByText('2 messages')

  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name, A to Z')
  await expect.poll(() => asked.at(-1)?.get('sort')).toBe('name')
  await user.click(screen.getByRole('searchbox', { name: 'Search messages' }))
  await user.paste('robin')

  expect(await screen.findByText('1 message')).toBeInTheDocument()
  expect(asked.at(-1)?.get('search')).toBe('robin')
  expect(router.state.location.search).toBe('?search=robin&sort=name')
  expect(screen.getByRole('article', { name: 'Message from Robin Fields' })).toBeInTheDocument()
  expect(screen.queryByRole('article', { name: `Message from ${older.name}` })).toBeNull()
})

test('a search that finds nothing says so and keeps the search box', async () => {
  server.use(
    http.get('*/api/admin/messages', () =>
      HttpResponse.json([], { headers: { 'X-Total-Count': '0' } }),
    ),
  )
  renderWithProviders(<MessageList />, {
    route: '/admin/messages?search=nobody',
    preloadedState: { auth: authStateOf(signedInAdmin) },
  })

  expect(await screen.findByText('No messages match.')).toBeInTheDocument()
  expect(screen.getByRole('searchbox', { name: 'Search messages' })).toHaveValue('nobody')
})
