import { EMAIL_CONFIRMATION_INVALID_MESSAGE, EMAIL_CONFIRMED_MESSAGE } from '@shop/shared/users'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { RouteObject } from 'react-router'
import { beforeEach, expect, test } from 'vitest'
import { signedInAuthState } from '../../features/auth/session.fixture'
import { setupTestServer } from '../../testing/msw-server'
import { renderApp } from '../../testing/render-with-providers'
import { ConfirmEmailRoute } from './confirm-email-route'

const server = setupTestServer()
beforeEach(() => {
  localStorage.clear()
})

const routes: RouteObject[] = [
  { path: '/confirm-email', Component: ConfirmEmailRoute },
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/profile', element: <h1>Profile page</h1> },
]

const TOKEN = 'Zm9yLXRlc3RzLW9ubHktMzItYnl0ZXMtb2YtcmFuZG9tbmVzcw'

/** Answers the confirmation as the server does, keeping the bodies it was sent. */
function answerConfirm(status: number, message: string) {
  const received: unknown[] = []
  server.use(
    http.post('*/api/users/email/confirm', async ({ request }) => {
      received.push(await request.json())
      return HttpResponse.json({ message }, { status })
    }),
  )
  return received
}

test('the page confirms the link’s token once and says the new email is in use', async () => {
  const received = answerConfirm(200, EMAIL_CONFIRMED_MESSAGE)
  const { user, router } = renderApp(`/confirm-email?token=${TOKEN}`, { routes })

  expect(await screen.findByRole('heading', { name: 'Confirm your new email' })).toBeInTheDocument()
  expect(await screen.findByText(EMAIL_CONFIRMED_MESSAGE)).toBeInTheDocument()
  expect(received).toEqual([{ token: TOKEN }])
  await user.click(screen.getByRole('link', { name: 'Log in' }))
  expect(router.state.location.pathname).toBe('/login')
})

test('a signed-in shopper is led back to the profile', async () => {
  answerConfirm(200, EMAIL_CONFIRMED_MESSAGE)
  const { user, router } = renderApp(`/confirm-email?token=${TOKEN}`, {
    routes,
    preloadedState: { auth: signedInAuthState() },
  })

  expect(await screen.findByText(EMAIL_CONFIRMED_MESSAGE)).toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'Go to your profile' }))
  expect(router.state.location.pathname).toBe('/profile')
})

test('an expired or used link reads the server’s message', async () => {
  answerConfirm(400, EMAIL_CONFIRMATION_INVALID_MESSAGE)
  renderApp(`/confirm-email?token=${TOKEN}`, { routes })

  expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_CONFIRMATION_INVALID_MESSAGE)
  expect(screen.queryByText(EMAIL_CONFIRMED_MESSAGE)).not.toBeInTheDocument()
})

test('a link without a token is refused without asking the server', async () => {
  const received = answerConfirm(200, EMAIL_CONFIRMED_MESSAGE)
  renderApp('/confirm-email', { routes })

  expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_CONFIRMATION_INVALID_MESSAGE)
  expect(received).toEqual([])
})
