import { beforeEach, expect, test } from 'vitest'
import { customer, signedInAuthState, tokenExpiringIn } from '../features/auth/session.fixture'
import type { CartState } from '../features/cart/cart-slice'
import { endUnusableSession } from './end-unusable-session'
import { makeStore } from './store'

beforeEach(() => {
  localStorage.clear()
  window.history.replaceState(null, '', '/profile')
})

const cart: CartState = {
  cart: {
    products: [
      {
        productId: 'prod-tee',
        name: 'Drift Pocket Tee',
        image: '/uploads/tee.webp',
        price: 36,
        quantity: 2,
        size: 'M',
        color: 'Black',
      },
    ],
    totalPrice: 72,
  },
}

test('an expired token logs the shopper out, empties the cart and sends them home', () => {
  const auth = signedInAuthState(tokenExpiringIn(-1))
  const store = makeStore({ preloadedState: { auth, cart } })

  expect(endUnusableSession(store)).toBe(true)

  expect(window.location.pathname).toBe('/')
  const state = store.getState()
  expect(state.auth.user).toBeNull()
  expect(state.auth.token).toBeNull()
  expect(state.auth.guestId).not.toBe(auth.guestId)
  expect(state.cart.cart.products).toEqual([])
  expect(localStorage.getItem('userToken')).toBeNull()
  expect(localStorage.getItem('cart')).toBeNull()
})

test('a token that cannot be read logs the shopper out too', () => {
  const store = makeStore({ preloadedState: { auth: signedInAuthState('garbage') } })

  expect(endUnusableSession(store)).toBe(true)

  expect(window.location.pathname).toBe('/')
  expect(store.getState().auth.token).toBeNull()
  expect(localStorage.getItem('userInfo')).toBeNull()
})

test('a token that is still valid keeps the shopper logged in where they were', () => {
  const store = makeStore({ preloadedState: { auth: signedInAuthState(), cart } })

  expect(endUnusableSession(store)).toBe(false)

  expect(window.location.pathname).toBe('/profile')
  expect(store.getState().auth.user).toEqual(customer)
  expect(store.getState().cart).toEqual(cart)
})

test('a guest has nothing to end', () => {
  const store = makeStore()

  expect(endUnusableSession(store)).toBe(false)
  expect(window.location.pathname).toBe('/profile')
})
