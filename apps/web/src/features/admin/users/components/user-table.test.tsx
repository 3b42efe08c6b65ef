import { LAST_ADMIN_DEMOTE_MESSAGE, USER_DELETED_MESSAGE, type AdminUser } from '@shop/shared/admin'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { toast, Toaster } from 'sonner'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { setupTestServer } from '../../../../testing/msw-server'
import { authStateOf, makeAdminUser, signedInAdmin } from '../../admin.fixture'
import { UserTable } from './user-table'

const me = makeAdminUser({ ...signedInAdmin })
const casey = makeAdminUser()
const jordan = makeAdminUser({
  _id: '1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b',
  name: 'Jordan Admin',
  email: 'jordan@example.com',
  role: 'admin',
})

let users: AdminUser[] = []
const server = setupTestServer(http.get('*/api/admin/users', () => HttpResponse.json(users)))
beforeEach(() => {
  users = [casey, jordan, me]
  toast.dismiss()
})
afterEach(() => {
  vi.restoreAllMocks()
})

function renderTable() {
  return renderWithProviders(
    <>
      <UserTable />
      <Toaster />
    </>,
    { route: '/admin/users', preloadedState: { auth: authStateOf(signedInAdmin) } },
  )
}

const rowOf = async (email: string) => {
  const cell = await screen.findByRole('cell', { name: email })
  const row = cell.closest('tr')
  if (!row) throw new Error(`No row for ${email}`)
  return row
}

test('every user shows with name, email and a role select', async () => {
  renderTable()

  const row = await rowOf(casey.email)
  expect(row).toHaveTextContent(casey.name)
  expect(within(row).getByRole('combobox', { name: `Role of ${casey.name}` })).toHaveValue(
    'customer',
  )
  expect(within(await rowOf(jordan.email)).getByRole('combobox')).toHaveValue('admin')
})

test('every user shows the day they joined; the Joined header sorts by it, newest first', async () => {
  const asked: URLSearchParams[] = []
  server.use(
    http.get('*/api/admin/users', ({ request }) => {
      asked.push(new URL(request.url).searchParams)
      return HttpResponse.json(users)
    }),
  )
  const { user, router } = renderTable()

  expect(await rowOf(casey.email)).toHaveTextContent('Joined Mar 20, 2026')
  const header = screen.getByRole('columnheader', { name: /Joined/ })
  expect(header).toHaveAttribute('aria-sort', 'descending')
  await user.click(within(header).getByRole('button', { name: 'Joined' }))

  await expect.poll(() => asked.at(-1)?.get('sort')).toBe('createdAt')
  expect(router.state.location.search).toBe('?sort=createdAt')
})

test('the phone’s Sort by select names whichever sort the headers chose, both ways', async () => {
  const { user } = renderTable()
  await rowOf(casey.email)
  const select = screen.getByRole('combobox', { name: 'Sort by' })

  for (const [header, label] of [
    ['Name', 'Name, A to Z'],
    ['Name', 'Name, Z to A'],
    ['Email', 'Email, A to Z'],
    ['Email', 'Email, Z to A'],
    ['Role', 'Role'],
    ['Role', 'Role, reversed'],
    ['Joined', 'Newest first'],
    ['Joined', 'Oldest first'],
  ] as const) {
    await user.click(screen.getByRole('button', { name: new RegExp(`^${header}`) }))
    expect(within(select).getByRole('option', { name: label, selected: true })).toBeInTheDocument()
  }
})

test('picking a role asks first; Go back sends nothing and keeps the role', async () => {
  let calls = 0
  server.use(
    http.put('*/api/admin/users/:id', () => {
      calls += 1
      return HttpResponse.json({ user: casey })
    }),
  )
  const { user } = renderTable()
  const select = within(await rowOf(casey.email)).getByRole('combobox')

  await user.selectOptions(select, 'Admin')
  const question = screen.getByRole('alertdialog', { name: 'Make Casey Tester an admin?' })
  await user.click(within(question).getByRole('button', { name: 'Go back' }))

  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  expect(select).toHaveValue('customer')
  expect(calls).toBe(0)
})

test('a confirmed role change saves it and says so', async () => {
  let received: unknown
  server.use(
    http.put(`*/api/admin/users/${casey._id}`, async ({ request }) => {
      received = await request.json()
      // As the server would: the list asked again after the change shows it too.
      users = users.map((listed) =>
        listed._id === casey._id ? { ...listed, role: 'admin' } : listed,
      )
      return HttpResponse.json({ user: { ...casey, role: 'admin' } })
    }),
  )
  const { user } = renderTable()
  const select = within(await rowOf(casey.email)).getByRole('combobox')

  await user.selectOptions(select, 'Admin')
  await user.click(screen.getByRole('button', { name: 'Make admin' }))

  expect(await screen.findByText('Casey Tester is now admin.')).toBeInTheDocument()
  expect(received).toEqual({ role: 'admin' })
  // The toast may paint a moment before the list takes the saved user.
  await waitFor(() => {
    expect(select).toHaveValue('admin')
  })
})

test('a role change the server refuses (the last admin) shows its message and the old role', async () => {
  server.use(
    http.put(`*/api/admin/users/${jordan._id}`, () =>
      HttpResponse.json({ message: LAST_ADMIN_DEMOTE_MESSAGE }, { status: 409 }),
    ),
  )
  const { user } = renderTable()
  const select = within(await rowOf(jordan.email)).getByRole('combobox')

  await user.selectOptions(select, 'Customer')
  expect(
    screen.getByRole('alertdialog', { name: 'Remove admin rights from Jordan Admin?' }),
  ).toHaveTextContent('can no longer open the back office')
  await user.click(screen.getByRole('button', { name: 'Remove admin rights' }))

  expect(await screen.findByText(LAST_ADMIN_DEMOTE_MESSAGE)).toBeInTheDocument()
  await expect.poll(() => (select as HTMLSelectElement).value).toBe('admin')
})

test('delete asks first, then removes the user and shows the server’s message', async () => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
  let deleted = ''
  server.use(
    http.delete('*/api/admin/users/:id', ({ params }) => {
      deleted = String(params.id)
      users = users.filter((listed) => listed._id !== params.id)
      return HttpResponse.json({ message: USER_DELETED_MESSAGE })
    }),
  )
  const { user } = renderTable()

  await user.click(
    within(await rowOf(casey.email)).getByRole('button', { name: 'Delete Casey Tester' }),
  )

  expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this user?')
  expect(await screen.findByText(USER_DELETED_MESSAGE)).toBeInTheDocument()
  expect(deleted).toBe(casey._id)
  await expect.poll(() => screen.queryByRole('cell', { name: casey.email })).toBeNull()
})

test('a delete that is not confirmed sends nothing', async () => {
  vi.spyOn(window, 'confirm').mockReturnValue(false)
  let calls = 0
  server.use(
    http.delete('*/api/admin/users/:id', () => {
      calls += 1
      return HttpResponse.json({ message: USER_DELETED_MESSAGE })
    }),
  )
  const { user } = renderTable()

  await user.click(
    within(await rowOf(casey.email)).getByRole('button', { name: 'Delete Casey Tester' }),
  )

  expect(calls).toBe(0)
  expect(screen.getByRole('cell', { name: casey.email })).toBeInTheDocument()
})

test('the signed-in admin cannot change or delete their own account from the list', async () => {
  renderTable()

  const row = await rowOf(me.email)
  expect(row).toHaveTextContent('You')
  expect(within(row).getByRole('combobox')).toBeDisabled()
  expect(within(row).getByRole('button', { name: `Delete ${me.name}` })).toBeDisabled()
})

test('a list that cannot be loaded says why', async () => {
  server.use(
    http.get('*/api/admin/users', () =>
      HttpResponse.json({ message: 'Admins only.' }, { status: 403 }),
    ),
  )
  renderTable()

  expect(await screen.findByRole('alert')).toHaveTextContent('Error: Admins only.')
})

test('search and the role filter are sent with the page, and the pager shows the total', async () => {
  const asked: URLSearchParams[] = []
  server.use(
    http.get('*/api/admin/users', ({ request }) => {
      asked.push(new URL(request.url).searchParams)
      return HttpResponse.json([jordan], { headers: { 'X-Total-Count': '30' } })
    }),
  )
  const { user, router } = renderTable()
  await rowOf(jordan.email)
  expect(screen.getByText('30 users')).toBeInTheDocument()
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()

  await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin')
  await user.click(screen.getByRole('searchbox', { name: 'Search users' }))
  await user.paste('jordan')

  await expect.poll(() => asked.at(-1)?.get('search')).toBe('jordan')
  expect(asked.at(-1)?.get('role')).toBe('admin')
  expect(asked.at(-1)?.get('limit')).toBe('25')
  expect(router.state.location.search).toBe('?search=jordan&role=admin')
})
