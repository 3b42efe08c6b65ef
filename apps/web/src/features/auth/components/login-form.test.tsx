import { LOGIN_FAILED_MESSAGE, type AuthResponse } from '@shop/shared/users'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { customer, tokenExpiringIn } from '../session.fixture'
import { LoginForm } from './login-form'
import { setupTestServer } from '../../../testing/msw-server'

const server = setupTestServer()
beforeEach(() => {
  localStorage.clear()
})

const session: AuthResponse = { user: customer, token: tokenExpiringIn(3600) }

function renderForm({ redirect = null }: { redirect?: string | null } = {}) {
  const onSignedIn = vi.fn(() => Promise.resolve())
  const rendered = renderWithProviders(<LoginForm redirect={redirect} onSignedIn={onSignedIn} />, {
    route: '/login',
  })
  const { user } = rendered
  const fill = async (email: string, password: string) => {
    if (email) await user.type(screen.getByLabelText('Email'), email)
    if (password) await user.type(screen.getByLabelText('Password'), password)
  }
  const logIn = () => user.click(screen.getByRole('button', { name: 'Log In' }))
  return { ...rendered, onSignedIn, fill, logIn }
}

function answerLogin(status: number, body: object) {
  let calls = 0
  server.use(
    http.post('*/api/users/login', () => {
      calls += 1
      return HttpResponse.json(body, { status })
    }),
  )
  return () => calls
}

test('a shopper who leaves the email or the password empty reads that both are required, and nothing is sent', async () => {
  const calls = answerLogin(200, session)
  const { fill, logIn } = renderForm()

  await logIn()
  expect(await screen.findByRole('alert')).toHaveTextContent('Email and password are required.')

  await fill('maya@example.com', '')
  await logIn()
  expect(screen.getByRole('alert')).toHaveTextContent('Email and password are required.')

  expect(calls()).toBe(0)
})

test('a wrong email or password reads Incorrect email or password. and the button works again', async () => {
  answerLogin(401, { message: LOGIN_FAILED_MESSAGE })
  const { fill, logIn, onSignedIn, store } = renderForm()

  await fill('maya@example.com', 'wrong-password')
  await logIn()

  expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.')
  expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled()
  expect(store.getState().auth.user).toBeNull()
  expect(onSignedIn).not.toHaveBeenCalled()
})

test('a server fault reads Login failed. Please try again. rather than the server’s words', async () => {
  answerLogin(500, { message: 'Internal Server Error' })
  const { fill, logIn } = renderForm()

  await fill('maya@example.com', 'Secret123!')
  await logIn()

  expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.')
  expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled()
})

test('a lost connection reads Login failed. Please try again.', async () => {
  server.use(http.post('*/api/users/login', () => HttpResponse.error()))
  const { fill, logIn } = renderForm()

  await fill('maya@example.com', 'Secret123!')
  await logIn()

  expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.')
})

test('a locked account reads the server’s message saying how long to wait', async () => {
  const lockout = 'Too many failed login attempts for this account. Please try again in 15 minutes.'
  answerLogin(429, { message: lockout })
  const { fill, logIn } = renderForm()

  await fill('maya@example.com', 'Secret123!')
  await logIn()

  expect(await screen.findByRole('alert')).toHaveTextContent(lockout)
})

test('while logging in the button reads Logging in... and cannot be pressed, then the session is stored', async () => {
  let received: unknown
  let answer: () => void = () => undefined
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  server.use(
    http.post('*/api/users/login', async ({ request }) => {
      received = await request.json()
      await answered
      return HttpResponse.json(session)
    }),
  )
  const { fill, logIn, onSignedIn, store } = renderForm()

  await fill('  maya@example.com ', 'Secret123!')
  await logIn()

  const pending = await screen.findByRole('button', { name: 'Logging in...' })
  expect(pending).toBeDisabled()
  answer()
  await expect.poll(() => onSignedIn.mock.calls.length).toBe(1)
  expect(onSignedIn).toHaveBeenCalledWith(customer)
  expect(received).toEqual({ email: 'maya@example.com', password: 'Secret123!' })
  expect(store.getState().auth).toMatchObject({ user: customer, token: session.token })
  expect(JSON.parse(localStorage.getItem('userToken') ?? 'null')).toBe(session.token)
  expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual(customer)
})

test('the password can be shown and hidden again', async () => {
  const { user } = renderForm()
  const password = screen.getByLabelText('Password')

  expect(password).toHaveAttribute('type', 'password')
  await user.click(screen.getByRole('button', { name: 'Show password' }))
  expect(password).toHaveAttribute('type', 'text')
  await user.click(screen.getByRole('button', { name: 'Hide password' }))
  expect(password).toHaveAttribute('type', 'password')
})

test('the register link carries the redirect', () => {
  renderForm({ redirect: 'checkout' })

  expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    '/register?redirect=checkout',
  )
})

test('without a redirect the register link is plain', () => {
  renderForm()

  expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register')
})

test('Forgot password? sits by the password and is reached with the keyboard', async () => {
  const { user } = renderForm()

  await user.click(screen.getByLabelText('Password'))
  await user.tab()
  expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus()
  await user.tab()
  const forgot = screen.getByRole('link', { name: 'Forgot password?' })
  expect(forgot).toHaveFocus()
  expect(forgot).toHaveAttribute('href', '/forgot-password')
})
