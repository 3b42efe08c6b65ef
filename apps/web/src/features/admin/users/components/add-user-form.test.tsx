import { EMAIL_TAKEN_MESSAGE } from '@shop/shared/users'
import { INVALID_EMAIL_MESSAGE } from '@shop/shared/contact'
import type { AdminUser, CreateUserBody } from '@shop/shared/admin'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { toast, Toaster } from 'sonner'
import { beforeEach, expect, test } from 'vitest'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { setupTestServer } from '../../../../testing/msw-server'
import { authStateOf, makeAdminUser, signedInAdmin } from '../../admin.fixture'
import { AddUserForm } from './add-user-form'
import { UserTable } from './user-table'

const adminRow = makeAdminUser({ ...signedInAdmin, createdAt: '2026-01-01T00:00:00.000Z' })
let users: AdminUser[] = []
const server = setupTestServer(http.get('*/api/admin/users', () => HttpResponse.json(users)))
beforeEach(() => {
  users = [adminRow]
  toast.dismiss()
})

interface UserFields {
  name: string
  email: string
  password: string
}

const newUser: UserFields = {
  name: 'Robin Fields',
  email: 'robin@example.com',
  password: 'Slide2026!',
}

function renderUsers() {
  const rendered = renderWithProviders(
    <>
      <AddUserForm />
      <UserTable />
      <Toaster />
    </>,
    { route: '/admin/users', preloadedState: { auth: authStateOf(signedInAdmin) } },
  )
  const form = screen.getByRole('form', { name: 'Add user' })
  const fill = async (fields: Partial<UserFields>) => {
    const { user } = rendered
    if (fields.name) await user.type(within(form).getByLabelText('Name'), fields.name)
    if (fields.email) await user.type(within(form).getByLabelText('Email'), fields.email)
    if (fields.password) await user.type(within(form).getByLabelText('Password'), fields.password)
  }
  const submit = () => rendered.user.click(within(form).getByRole('button', { name: 'Add User' }))
  return { ...rendered, form, fill, submit }
}

test('an empty form shows what each field needs and sends nothing', async () => {
  let calls = 0
  server.use(
    http.post('*/api/admin/users', () => {
      calls += 1
      return HttpResponse.json({}, { status: 201 })
    }),
  )
  const { form, submit } = renderUsers()

  await submit()

  expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Name is required.')
  expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription('Email is required.')
  expect(within(form).getByLabelText('Password')).toHaveAccessibleDescription(
    'Password is required.',
  )
  expect(within(form).getByLabelText('Name')).toBeInvalid()
  expect(calls).toBe(0)
})

test('a bad email and a weak password get the registration’s messages', async () => {
  const { form, fill, submit, user } = renderUsers()

  await fill({ name: 'Robin Fields', email: 'robin@', password: 'slide2026!' })
  await submit()

  expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription(INVALID_EMAIL_MESSAGE)
  expect(within(form).getByLabelText('Password')).toHaveAccessibleDescription(
    'Password must contain an uppercase letter.',
  )
  expect(within(form).getByLabelText('Name')).not.toBeInvalid()

  // Correcting a field clears its message.
  await user.type(within(form).getByLabelText('Email'), 'example.com')
  expect(within(form).getByLabelText('Email')).not.toBeInvalid()
})

test('a valid user is added with the chosen role, the form empties and the list shows them', async () => {
  let received: unknown
  server.use(
    http.post('*/api/admin/users', async ({ request }) => {
      received = await request.json()
      const created = makeAdminUser({ name: newUser.name, email: newUser.email, role: 'admin' })
      users = [created, ...users]
      return HttpResponse.json(created, { status: 201 })
    }),
  )
  const { form, fill, submit, user } = renderUsers()
  await screen.findByRole('cell', { name: /Shop Admin/ })

  await fill({ ...newUser, email: '  Robin@Example.com ' })
  await user.selectOptions(within(form).getByLabelText('Role'), 'Admin')
  await submit()

  expect(await screen.findByText('Robin Fields was added as admin.')).toBeInTheDocument()
  const expected: CreateUserBody = { ...newUser, email: 'Robin@Example.com', role: 'admin' }
  expect(received).toEqual(expected)
  expect(await screen.findByRole('cell', { name: 'robin@example.com' })).toBeInTheDocument()
  expect(within(form).getByLabelText('Name')).toHaveValue('')
  expect(within(form).getByLabelText('Email')).toHaveValue('')
  expect(within(form).getByLabelText('Password')).toHaveValue('')
  expect(within(form).getByLabelText('Role')).toHaveValue('customer')
})

test('the server’s refusal (an email already taken) shows under the button and keeps the form', async () => {
  server.use(
    http.post('*/api/admin/users', () =>
      HttpResponse.json({ message: EMAIL_TAKEN_MESSAGE }, { status: 409 }),
    ),
  )
  const { form, fill, submit } = renderUsers()

  await fill(newUser)
  await submit()

  expect(await within(form).findByRole('alert')).toHaveTextContent(EMAIL_TAKEN_MESSAGE)
  expect(within(form).getByLabelText('Email')).toHaveValue(newUser.email)
})
