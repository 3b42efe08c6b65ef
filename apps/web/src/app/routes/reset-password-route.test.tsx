import { PASSWORD_RESET_DONE_MESSAGE, PASSWORD_RESET_INVALID_MESSAGE } from '@shop/shared/users'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Outlet, type RouteObject } from 'react-router'
import { toast, Toaster } from 'sonner'
import { beforeEach, expect, test } from 'vitest'
import { signedInAuthState } from '../../features/auth/session.fixture'
import { setupTestServer } from '../../testing/msw-server'
import { renderApp } from '../../testing/render-with-providers'
import { ResetPasswordRoute } from './reset-password-route'

const server = setupTestServer()
beforeEach(() => {
  localStorage.clear()
  toast.dismiss()
})

/** The reset page with stand-ins for where it leads, and the toasts of the real layout. */
const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
    children: [
      { path: 'reset-password', Component: ResetPasswordRoute },
      { path: 'login', element: <h1>Login page</h1> },
      { path: 'forgot-password', element: <h1>Forgot password page</h1> },
    ],
  },
]

const TOKEN = 'Zm9yLXRlc3RzLW9ubHktMzItYnl0ZXMtb2YtcmFuZG9tbmVzcw'
const STRONG_PASSWORD = 'Slide2026!'

function answerReset(status: number, message: string) {
  const received: unknown[] = []
  server.use(
    http.post('*/api/users/password-reset/confirm', async ({ request }) => {
      received.push(await request.json())
      return HttpResponse.json({ message }, { status })
    }),
  )
  return received
}

function renderReset(search = `?token=${TOKEN}`, options: Parameters<typeof renderApp>[1] = {}) {
  const rendered = renderApp(`/reset-password${search}`, { routes, ...options })
  const password = () => screen.getByLabelText('New password')
  const save = () => screen.getByRole('button', { name: 'Save new password' })
  return { ...rendered, password, save }
}

test('Save new password stays disabled until every rule holds, while the strength bar and checklist follow', async () => {
  const { user, password, save } = renderReset()

  expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument()
  expect(save()).toBeDisabled()
  await user.type(password(), 'abcdef')
  expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
    'data-colour',
    'yellow',
  )
  expect(save()).toBeDisabled()
  await user.clear(password())
  await user.type(password(), STRONG_PASSWORD)
  expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
    'data-colour',
    'green',
  )
  expect(password()).toHaveAccessibleDescription(/Done: A special character/)
  expect(save()).toBeEnabled()
})

test('a saved password leads to the login page with the server’s message as a toast', async () => {
  const received = answerReset(200, PASSWORD_RESET_DONE_MESSAGE)
  const { user, router, save } = renderReset()

  await user.type(await screen.findByLabelText('New password'), STRONG_PASSWORD)
  await user.click(save())

  expect(await screen.findByText(PASSWORD_RESET_DONE_MESSAGE)).toBeInTheDocument()
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/login')
  expect(received).toEqual([{ token: TOKEN, password: STRONG_PASSWORD }])
})

test('a browser still signed in is signed out, so the login page can show', async () => {
  answerReset(200, PASSWORD_RESET_DONE_MESSAGE)
  const { user, router, store, save } = renderReset(undefined, {
    preloadedState: { auth: signedInAuthState() },
  })

  await user.type(await screen.findByLabelText('New password'), STRONG_PASSWORD)
  await user.click(save())

  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/login')
  expect(store.getState().auth.token).toBeNull()
})

test('a link the server refuses reads its message with a way to request a new one', async () => {
  answerReset(400, PASSWORD_RESET_INVALID_MESSAGE)
  const { user, router } = renderReset()

  await user.type(await screen.findByLabelText('New password'), STRONG_PASSWORD)
  await user.click(screen.getByRole('button', { name: 'Save new password' }))

  expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_INVALID_MESSAGE)
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'Request a new link' }))
  expect(await screen.findByRole('heading', { name: 'Forgot password page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/forgot-password')
})

test('too many tries show the server’s message and the form stays', async () => {
  const limit = 'Too many requests. Please try again in 1 minute.'
  answerReset(429, limit)
  const { user, save } = renderReset()

  await user.type(await screen.findByLabelText('New password'), STRONG_PASSWORD)
  await user.click(save())

  expect(await screen.findByRole('alert')).toHaveTextContent(limit)
  expect(save()).toBeEnabled()
})

test('a link without a token reads that it is invalid, with a way to request a new one', async () => {
  renderReset('')

  expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_INVALID_MESSAGE)
  expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  )
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
})
