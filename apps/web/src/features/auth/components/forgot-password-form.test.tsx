import { PASSWORD_RESET_REQUESTED_MESSAGE } from '@shop/shared/users'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { setupTestServer } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { ForgotPasswordForm } from './forgot-password-form'

const server = setupTestServer()

/** Answers every reset request as the server does, and keeps the addresses asked for. */
function answerResetRequests(
  status = 202,
  body: object = { message: PASSWORD_RESET_REQUESTED_MESSAGE },
) {
  const asked: unknown[] = []
  server.use(
    http.post('*/api/users/password-reset', async ({ request }) => {
      asked.push(await request.json())
      return HttpResponse.json(body, { status })
    }),
  )
  return asked
}

function renderForm(initialEmail?: string) {
  const rendered = renderWithProviders(<ForgotPasswordForm initialEmail={initialEmail} />, {
    route: '/forgot-password',
  })
  const email = () => screen.getByLabelText('Email')
  const send = () => rendered.user.click(screen.getByRole('button', { name: 'Send reset link' }))
  return { ...rendered, email, send }
}

test('whatever the address, the visitor reads the server’s confirmation in place of the form, with a way back to log in', async () => {
  const asked = answerResetRequests()
  const { user, email, send } = renderForm()

  await user.type(email(), '  someone@example.com ')
  await send()

  const confirmation = await screen.findByRole('status')
  expect(confirmation).toHaveTextContent(PASSWORD_RESET_REQUESTED_MESSAGE)
  expect(confirmation).toHaveFocus()
  expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login')
  expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument()
  expect(asked).toEqual([{ email: 'someone@example.com' }])
})

test('while sending, the button reads Sending... and cannot be pressed twice', async () => {
  let answer: () => void = () => undefined
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  server.use(
    http.post('*/api/users/password-reset', async () => {
      await answered
      return HttpResponse.json({ message: PASSWORD_RESET_REQUESTED_MESSAGE }, { status: 202 })
    }),
  )
  const { user, email, send } = renderForm()

  await user.type(email(), 'maya@example.com')
  await send()

  expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled()
  answer()
  expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_REQUESTED_MESSAGE)
})

test('an invalid email reads Please enter a valid email address. once the field is left, and nothing is sent', async () => {
  const asked = answerResetRequests()
  const { user, email, send } = renderForm()

  await user.type(email(), 'maya@')
  expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument()
  await user.tab()
  expect(email()).toHaveAccessibleDescription('Please enter a valid email address.')
  expect(email()).toBeInvalid()

  await send()
  expect(asked).toEqual([])
})

test('an empty email reads Email is required. on sending, and nothing is sent', async () => {
  const asked = answerResetRequests()
  const { send, email } = renderForm()

  await send()

  expect(email()).toHaveAccessibleDescription('Email is required.')
  expect(asked).toEqual([])
})

test('too many requests show the server’s message and the form stays', async () => {
  const limit = 'Too many reset requests for this email. Please try again in 42 minutes.'
  answerResetRequests(429, { message: limit })
  const { email, send } = renderForm('maya@example.com')

  expect(email()).toHaveValue('maya@example.com')
  await send()

  expect(await screen.findByRole('alert')).toHaveTextContent(limit)
  expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled()
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
})

test('a lost connection asks to try again', async () => {
  server.use(http.post('*/api/users/password-reset', () => HttpResponse.error()))
  const { send } = renderForm('maya@example.com')

  await send()

  expect(await screen.findByRole('alert')).toHaveTextContent(/try again/)
})
