import type { Cart } from '@shop/shared/cart'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { RouteObject } from 'react-router'
import { beforeEach, expect, test } from 'vitest'
import { SiteLayout } from '../../app/layout/site-layout'
import { renderApp } from '../../testing/render-with-providers'
import type { AuthState } from '../auth/auth-slice'
import type { CartContents } from './cart-slice'
import { setupTestServer } from '../../testing/msw-server'

const server = setupTestServer()
beforeEach(() => {
  localStorage.clear()
})

/** The real storefront frame around a stand-in page. */
const routes: RouteObject[] = [
  { path: '/', Component: SiteLayout, children: [{ index: true, element: <h1>Home page</h1> }] },
]

const tee = {
  productId: 'prod-tee',
  name: 'Drift Pocket Tee',
  image: '/uploads/tee.webp',
  price: 36,
  quantity: 2,
  size: 'M',
  color: 'Black',
  lineTotal: 72,
}
const serverCart: Cart = {
  _id: 'cart-1',
  products: [tee, { ...tee, size: 'L', quantity: 1, lineTotal: 36 }],
  totalPrice: 108,
  freeShippingRemaining: 0,
}
const storedCart: CartContents = { products: [{ ...tee, quantity: 1 }], totalPrice: 36 }
const guest: AuthState = {
  user: null,
  token: null,
  guestId: 'guest_1750000000000_0123456789abcdef',
}

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')

/** A signed-in customer whose token (shaped like the server's) expires `seconds` from now. */
function customerState(seconds: number): AuthState {
  const claims = { sub: 'user-1', role: 'customer', exp: Math.floor(Date.now() / 1000) + seconds }
  return {
    user: { _id: 'user-1', name: 'Maya Lindqvist', email: 'maya@example.com', role: 'customer' },
    token: `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.c2lnbmF0dXJl`,
    guestId: 'guest_1750000000001_0123456789abcdef',
  }
}

interface CartRead {
  guestId: string | null
  authorization: string | null
}

/** Answers GET /api/cart with `respond` and records who asked. */
function answerCartReads(respond: () => Response) {
  const reads: CartRead[] = []
  server.use(
    http.get('*/api/cart', ({ request }) => {
      reads.push({
        guestId: new URL(request.url).searchParams.get('guestId'),
        authorization: request.headers.get('authorization'),
      })
      return respond()
    }),
  )
  return reads
}

test('when the shop opens, the badge shows the cart the server holds for this guest', async () => {
  const reads = answerCartReads(() => HttpResponse.json(serverCart))
  const { store } = renderApp('/', {
    routes,
    preloadedState: { auth: guest, cart: { cart: storedCart } },
  })

  expect(await screen.findByRole('button', { name: 'Open cart, 3 items' })).toBeInTheDocument()
  expect(reads).toEqual([{ guestId: guest.guestId, authorization: null }])
  expect(store.getState().cart.cart).toEqual({
    products: serverCart.products,
    totalPrice: serverCart.totalPrice,
    freeShippingRemaining: serverCart.freeShippingRemaining,
  })
  expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toMatchObject({ totalPrice: 108 })
})

test('a customer’s cart is read with their token', async () => {
  const auth = customerState(3600)
  const reads = answerCartReads(() => HttpResponse.json(serverCart))
  renderApp('/', { routes, preloadedState: { auth } })

  expect(await screen.findByRole('button', { name: 'Open cart, 3 items' })).toBeInTheDocument()
  expect(reads).toEqual([{ guestId: auth.guestId, authorization: `Bearer ${String(auth.token)}` }])
})

test('a cart that cannot be read keeps the one stored in the browser, without a message', async () => {
  const reads = answerCartReads(() => HttpResponse.json({ message: 'Resting.' }, { status: 503 }))
  const { store } = renderApp('/', {
    routes,
    preloadedState: { auth: guest, cart: { cart: storedCart } },
  })

  await expect.poll(() => reads.length).toBe(1)
  // The cart's read only: the frame's other reads (the footer's) are not this test's.
  await expect
    .poll(() =>
      Object.values(store.getState().api.queries)
        .filter((query) => query?.endpointName === 'getCart')
        .map((query) => query?.status),
    )
    .toEqual(['rejected'])
  expect(screen.getByRole('button', { name: 'Open cart, 1 item' })).toBeInTheDocument()
  expect(screen.queryByText('Resting.')).not.toBeInTheDocument()
  expect(screen.queryByText('Failed to fetch cart')).not.toBeInTheDocument()
  expect(store.getState().cart.cart).toEqual(storedCart)
})
