import { EMAIL_TAKEN_MESSAGE, type AuthResponse } from '@shop/shared/users'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { customer, tokenExpiringIn } from '../session.fixture'
import { RegisterForm } from './register-form'
import { setupTestServer } from '../../../testing/msw-server'

const server = setupTestServer()
beforeEach(() => {
  localStorage.clear()
})

const session: AuthResponse = { user: customer, token: tokenExpiringIn(3600) }
const STRONG_PASSWORD = 'Slide2026!'

function renderForm({ redirect = null }: { redirect?: string | null } = {}) {
  const onSignedIn = vi.fn(() => Promise.resolve())
  const rendered = renderWithProviders(
    <RegisterForm redirect={redirect} onSignedIn={onSignedIn} />,
    { route: '/register' },
  )
  const { user } = rendered
  const field = (label: 'Name' | 'Email' | 'Password') => screen.getByLabelText(label)
  const meter = () => screen.getByRole('meter', { name: 'Password strength' })
  const signUp = () => screen.getByRole('button', { name: 'Sign Up' })
  const fill = async (name: string, email: string, password: string) => {
    await user.type(field('Name'), name)
    await user.type(field('Email'), email)
    await user.type(field('Password'), password)
  }
  return { ...rendered, onSignedIn, field, meter, signUp, fill }
}

test('the strength bar is empty, red under 6 characters, yellow from 6 and green when every rule holds', async () => {
  const { user, field, meter } = renderForm()

  expect(meter()).toHaveAttribute('data-colour', 'none')
  expect(meter()).toHaveAttribute('aria-valuenow', '0')

  await user.type(field('Password'), 'abcde')
  expect(meter()).toHaveAttribute('data-colour', 'red')
  expect(meter()).toHaveAttribute('aria-valuetext', 'Weak')

  await user.type(field('Password'), 'f')
  expect(meter()).toHaveAttribute('data-colour', 'yellow')
  expect(meter()).toHaveAttribute('aria-valuetext', 'Fair')

  // Long enough but missing rules stays yellow; only every rule together turns it green.
  await user.type(field('Password'), 'ghij')
  expect(meter()).toHaveAttribute('data-colour', 'yellow')

  await user.clear(field('Password'))
  await user.type(field('Password'), STRONG_PASSWORD)
  expect(meter()).toHaveAttribute('data-colour', 'green')
  expect(meter()).toHaveAttribute('aria-valuetext', 'Strong')
  expect(screen.getByText('Strong')).toBeInTheDocument()

  await user.clear(field('Password'))
  expect(meter()).toHaveAttribute('data-colour', 'none')
})

test('the checklist ticks each password rule as it holds', async () => {
  const { user, field } = renderForm()
  const checklist = screen.getByRole('list', { name: 'Password requirements' })
  const items = () =>
    within(checklist)
      .getAllByRole('listitem')
      .map((item) => item.textContent)

  expect(items()).toEqual([
    'Missing: At least 8 characters',
    'Missing: An uppercase letter',
    'Missing: A lowercase letter',
    'Missing: A number',
    'Missing: A special character (!@#$%^&*(),.?":{}|<>)',
  ])

  await user.type(field('Password'), 'a1')
  expect(items()).toEqual([
    'Missing: At least 8 characters',
    'Missing: An uppercase letter',
    'Done: A lowercase letter',
    'Done: A number',
    'Missing: A special character (!@#$%^&*(),.?":{}|<>)',
  ])

  await user.type(field('Password'), 'Bcdef?')
  expect(items().every((item) => item.startsWith('Done: '))).toBe(true)
  expect(field('Password')).toHaveAccessibleDescription(/Done: At least 8 characters/)
})

test('Sign Up stays disabled until the email is valid and every password rule holds', async () => {
  const { user, field, signUp } = renderForm()

  expect(signUp()).toBeDisabled()
  await user.type(field('Email'), 'maya@example.com')
  expect(signUp()).toBeDisabled()
  await user.type(field('Password'), 'Slide2026')
  expect(signUp()).toBeDisabled()
  await user.type(field('Password'), '!')
  expect(signUp()).toBeEnabled()

  await user.clear(field('Email'))
  await user.type(field('Email'), 'maya@example')
  expect(signUp()).toBeDisabled()
})

test('an invalid email reads Please enter a valid email address. once the shopper leaves the field', async () => {
  const { user, field } = renderForm()

  await user.type(field('Email'), 'maya@')
  expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument()

  await user.tab()
  expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument()
  expect(field('Email')).toBeInvalid()
  expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address.')

  await user.type(field('Email'), 'example.com')
  expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument()
  expect(field('Email')).toBeValid()
})

test('a taken email shows the server’s message and Sign Up works again', async () => {
  server.use(
    http.post('*/api/users/register', () =>
      HttpResponse.json({ message: EMAIL_TAKEN_MESSAGE }, { status: 400 }),
    ),
  )
  const { user, fill, signUp, onSignedIn, store } = renderForm()

  await fill('Maya Lindqvist', 'maya@example.com', STRONG_PASSWORD)
  await user.click(signUp())

  expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_TAKEN_MESSAGE)
  expect(signUp()).toBeEnabled()
  expect(onSignedIn).not.toHaveBeenCalled()
  expect(store.getState().auth.user).toBeNull()
})

test('a lost connection shows a message to try again', async () => {
  server.use(http.post('*/api/users/register', () => HttpResponse.error()))
  const { user, fill, signUp } = renderForm()

  await fill('Maya Lindqvist', 'maya@example.com', STRONG_PASSWORD)
  await user.click(signUp())

  expect(await screen.findByRole('alert')).toHaveTextContent(/try again/)
  expect(signUp()).toBeEnabled()
})

test('a shopper without a name is asked for one and nothing is sent', async () => {
  let calls = 0
  server.use(
    http.post('*/api/users/register', () => {
      calls += 1
      return HttpResponse.json(session, { status: 201 })
    }),
  )
  const { user, field, signUp } = renderForm()

  await user.type(field('Email'), 'maya@example.com')
  await user.type(field('Password'), STRONG_PASSWORD)
  await user.click(signUp())

  expect(screen.getByText('Name is required.')).toBeInTheDocument()
  expect(field('Name')).toBeInvalid()
  expect(calls).toBe(0)
})

test('signing up sends name, email and password, shows Signing up..., and stores the session', async () => {
  let received: unknown
  let answer: () => void = () => undefined
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  server.use(
    http.post('*/api/users/register', async ({ request }) => {
      received = await request.json()
      await answered
      return HttpResponse.json(session, { status: 201 })
    }),
  )
  const { user, fill, onSignedIn, store } = renderForm()

  await fill(' Maya Lindqvist ', 'maya@example.com ', STRONG_PASSWORD)
  await user.click(screen.getByRole('button', { name: 'Sign Up' }))

  expect(await screen.findByRole('button', { name: 'Signing up...' })).toBeDisabled()
  answer()
  await expect.poll(() => onSignedIn.mock.calls.length).toBe(1)
  expect(received).toEqual({
    name: 'Maya Lindqvist',
    email: 'maya@example.com',
    password: STRONG_PASSWORD,
  })
  expect(store.getState().auth).toMatchObject({ user: customer, token: session.token })
})

test('the login link carries the redirect', () => {
  renderForm({ redirect: 'checkout' })

  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login?redirect=checkout',
  )
})
