import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { signedInAuthState } from '../../features/auth/session.fixture'
import { emptyCartHandler } from '../../testing/msw-handlers'
import { setupTestServer } from '../../testing/msw-server'
import { renderApp } from '../../testing/render-with-providers'
import { RETURN_ORDER_ID, makeReturn, makeReturnableOrder } from '../../testing/return.fixture'

setupTestServer(
  emptyCartHandler,
  http.get('/api/returns/:id', () => HttpResponse.json(makeReturn())),
  http.get('/api/orders/:id/returnable', () => HttpResponse.json(makeReturnableOrder())),
)

beforeEach(() => {
  localStorage.clear()
})

const signedIn = { preloadedState: { auth: signedInAuthState() } }

test('a return’s slip has its own address under /returns, the returns page’s', async () => {
  const { router } = renderApp(`/returns/${makeReturn()._id}`, signedIn)

  expect(await screen.findByRole('heading', { name: 'R-7K2M9Q' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Print slip' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe(`/returns/${makeReturn()._id}`)
})

test('an order’s return flow opens at /order/{id}/return', async () => {
  renderApp(`/order/${RETURN_ORDER_ID}/return`, signedIn)

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Return or exchange items' }),
  ).toBeInTheDocument()
  expect(
    await screen.findByRole('checkbox', { name: 'Return Skate Cargo Pants (Size M, Olive)' }),
  ).toBeInTheDocument()
})

test('signed out, a slip sends the visitor to the login page', async () => {
  const { router } = renderApp(`/returns/${makeReturn()._id}`)

  await expect.poll(() => router.state.location.pathname).toBe('/login')
})
