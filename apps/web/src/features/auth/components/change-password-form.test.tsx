import { CURRENT_PASSWORD_WRONG_MESSAGE, type ChangePasswordBody } from '@shop/shared/users'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { toast, Toaster } from 'sonner'
import { beforeEach, expect, test } from 'vitest'
import { setupTestServer } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { customer, signedInAuthState, tokenExpiringIn } from '../session.fixture'
import { ChangePasswordForm } from './change-password-form'

const server = setupTestServer()
beforeEach(() => {
  localStorage.clear()
  toast.dismiss()
})

const NEW_PASSWORD = 'Slide2026!'
const CHANGED_MESSAGE =
  'Your password has been changed. You have been logged out on your other devices.'

function answerChange(status: number, body: object) {
  const received: { body: ChangePasswordBody; authorization: string | null }[] = []
  server.use(
    http.put('*/api/users/password', async ({ request }) => {
      received.push({
        body: (await request.json()) as ChangePasswordBody,
        authorization: request.headers.get('authorization'),
      })
      return HttpResponse.json(body, { status })
    }),
  )
  return received
}

function renderForm() {
  const auth = signedInAuthState()
  const rendered = renderWithProviders(
    <>
      <h2 id="password-heading">Change password</h2>
      <ChangePasswordForm user={customer} labelledBy="password-heading" />
      <Toaster />
    </>,
    { route: '/profile', preloadedState: { auth } },
  )
  const form = () => screen.getByRole('form', { name: 'Change password' })
  const current = () => within(form()).getByLabelText('Current password')
  const newPassword = () => within(form()).getByLabelText('New password')
  const submit = () => within(form()).getByRole('button', { name: 'Change password' })
  return { ...rendered, auth, current, newPassword, submit }
}

test('Change password stays disabled until the new password meets every rule', async () => {
  const { user, current, newPassword, submit } = renderForm()

  await user.type(current(), 'Secret123!')
  expect(submit()).toBeDisabled()
  await user.type(newPassword(), 'Slide2026')
  expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
    'data-colour',
    'yellow',
  )
  expect(submit()).toBeDisabled()
  await user.type(newPassword(), '!')
  expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
    'data-colour',
    'green',
  )
  expect(submit()).toBeEnabled()
})

test('a changed password stores the new session token, empties the form and says the other devices are logged out', async () => {
  const newToken = tokenExpiringIn(7200)
  const received = answerChange(200, { token: newToken })
  const { user, store, auth, current, newPassword, submit } = renderForm()

  await user.type(current(), 'Secret123!')
  await user.type(newPassword(), NEW_PASSWORD)
  await user.click(submit())

  expect(await screen.findByText(CHANGED_MESSAGE)).toBeInTheDocument()
  expect(received).toEqual([
    {
      body: { currentPassword: 'Secret123!', newPassword: NEW_PASSWORD },
      authorization: `Bearer ${String(auth.token)}`,
    },
  ])
  expect(store.getState().auth).toMatchObject({ user: customer, token: newToken })
  expect(JSON.parse(localStorage.getItem('userToken') ?? 'null')).toBe(newToken)
  expect(current()).toHaveValue('')
  expect(newPassword()).toHaveValue('')
})

test('a wrong current password shows the server’s message and the customer stays signed in', async () => {
  answerChange(401, { message: CURRENT_PASSWORD_WRONG_MESSAGE })
  const { user, store, auth, current, newPassword, submit } = renderForm()

  await user.type(current(), 'not-my-password')
  await user.type(newPassword(), NEW_PASSWORD)
  await user.click(submit())

  expect(await screen.findByRole('alert')).toHaveTextContent(CURRENT_PASSWORD_WRONG_MESSAGE)
  expect(store.getState().auth).toEqual(auth)
  expect(newPassword()).toHaveValue(NEW_PASSWORD)
  expect(submit()).toBeEnabled()
})

test('without the current password, or with the same password again, nothing is sent', async () => {
  const received = answerChange(200, { token: tokenExpiringIn(7200) })
  const { user, current, newPassword, submit } = renderForm()

  await user.type(newPassword(), NEW_PASSWORD)
  await user.click(submit())
  expect(current()).toHaveAccessibleDescription('Please enter your current password.')

  await user.type(current(), NEW_PASSWORD)
  await user.click(submit())
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your new password must be different from your current one.',
  )
  expect(received).toEqual([])
})

test('too many tries show the server’s message', async () => {
  const limit = 'Too many attempts. Please try again in 15 minutes.'
  answerChange(429, { message: limit })
  const { user, current, newPassword, submit } = renderForm()

  await user.type(current(), 'Secret123!')
  await user.type(newPassword(), NEW_PASSWORD)
  await user.click(submit())

  expect(await screen.findByRole('alert')).toHaveTextContent(limit)
})
