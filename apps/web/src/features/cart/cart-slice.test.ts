import { beforeEach, expect, test } from 'vitest'
import { makeStore } from '../../app/store'
import { sessionRejected } from '../../lib/api'
import {
  cartCleared,
  cartReplaced,
  selectCart,
  selectCartItemCount,
  selectHeldQuantity,
  type CartContents,
} from './cart-slice'

const blackTee = {
  productId: 'tee',
  name: 'Drift Pocket Tee',
  image: '/uploads/tee.webp',
  price: 19.99,
  size: 'M',
  color: 'Black',
}

/** A cart as the server answers it: two sizes of the tee and a hoodie. */
const answeredCart: CartContents = {
  products: [
    { ...blackTee, quantity: 2 },
    { ...blackTee, size: 'L', quantity: 1 },
    {
      productId: 'hoodie',
      name: 'Drift Hoodie',
      image: '/uploads/hoodie.webp',
      price: 60,
      quantity: 3,
      size: 'M',
      color: 'Black',
    },
  ],
  totalPrice: 239.97,
}

beforeEach(() => {
  // The store keeps the cart in localStorage; each test starts from an empty one.
  localStorage.clear()
})

test('the server’s answer replaces the cart, and the badge counts every unit of every line', () => {
  const store = makeStore()

  store.dispatch(cartReplaced(answeredCart))

  expect(selectCart(store.getState())).toEqual(answeredCart)
  expect(selectCartItemCount(store.getState())).toBe(6)
  expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual(answeredCart)
})

test('the quantity held of a product, size and colour is what its line holds, or 0', () => {
  const store = makeStore()
  store.dispatch(cartReplaced(answeredCart))
  const state = store.getState()

  expect(selectHeldQuantity(state, { productId: 'tee', size: 'M', color: 'Black' })).toBe(2)
  expect(selectHeldQuantity(state, { productId: 'tee', size: 'L', color: 'Black' })).toBe(1)
  expect(selectHeldQuantity(state, { productId: 'tee', size: 'L', color: 'Navy' })).toBe(0)
  expect(selectHeldQuantity(state, { productId: 'other', size: 'M', color: 'Black' })).toBe(0)
})

test('a cleared cart is empty and no longer kept in the browser', () => {
  const store = makeStore()
  store.dispatch(cartReplaced(answeredCart))

  store.dispatch(cartCleared())

  expect(selectCart(store.getState())).toEqual({ products: [], totalPrice: 0 })
  expect(selectCartItemCount(store.getState())).toBe(0)
  expect(localStorage.getItem('cart')).toBeNull()
})

test('a session the server rejects empties the cart, as a logout does', () => {
  const store = makeStore()
  store.dispatch(cartReplaced(answeredCart))

  store.dispatch(sessionRejected())

  expect(selectCart(store.getState()).products).toEqual([])
})
