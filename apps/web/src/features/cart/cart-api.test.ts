import type { Cart } from '@shop/shared/cart'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { makeStore } from '../../app/store'
import { cartApi } from './cart-api'
import type { CartContents } from './cart-slice'
import { setupTestServer } from '../../testing/msw-server'

const server = setupTestServer()
beforeEach(() => {
  localStorage.clear()
})

const guestId = 'guest_1750000000000_0123456789abcdef'
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
  products: [tee],
  totalPrice: 72,
  freeShippingRemaining: 28.01,
}
const storedCart: CartContents = { products: [tee], totalPrice: 72, freeShippingRemaining: 28.01 }
const emptyCart: CartContents = { products: [], totalPrice: 0 }

function storeWithCart(cart: CartContents = emptyCart) {
  return makeStore({ preloadedState: { cart: { cart } } })
}

test('every successful cart call replaces the cart and saves it locally', async () => {
  const calls: { method: string; body: unknown }[] = []
  const answer = async ({ request }: { request: Request }) => {
    calls.push({
      method: request.method,
      body: request.method === 'GET' ? null : await request.json(),
    })
    return HttpResponse.json(serverCart)
  }
  server.use(
    http.get('*/api/cart', answer),
    http.post('*/api/cart', answer),
    http.put('*/api/cart', answer),
    http.delete('*/api/cart', answer),
    http.post('*/api/cart/merge', answer),
  )
  const key = { productId: 'prod-tee', size: 'M', color: 'Black', guestId }
  const { endpoints } = cartApi
  const runs = [
    (store: ReturnType<typeof storeWithCart>) =>
      store.dispatch(endpoints.getCart.initiate({ guestId })),
    (store: ReturnType<typeof storeWithCart>) =>
      store.dispatch(endpoints.addCartItem.initiate({ ...key, quantity: 2 })),
    (store: ReturnType<typeof storeWithCart>) =>
      store.dispatch(endpoints.updateCartItem.initiate({ ...key, quantity: 2 })),
    (store: ReturnType<typeof storeWithCart>) =>
      store.dispatch(endpoints.removeCartItem.initiate(key)),
    (store: ReturnType<typeof storeWithCart>) =>
      store.dispatch(endpoints.mergeGuestCart.initiate({ guestId })),
  ]

  for (const run of runs) {
    localStorage.clear()
    const store = storeWithCart()
    await run(store)
    await expect.poll(() => store.getState().cart.cart).toEqual(storedCart)
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual(storedCart)
  }
  expect(calls).toEqual([
    { method: 'GET', body: null },
    { method: 'POST', body: { ...key, quantity: 2 } },
    { method: 'PUT', body: { ...key, quantity: 2 } },
    { method: 'DELETE', body: key },
    { method: 'POST', body: { guestId } },
  ])
})

test('a refused add leaves the cart as it was and hands the server’s message to the caller', async () => {
  const message = 'Not enough stock available. Only 2 left.'
  server.use(http.post('*/api/cart', () => HttpResponse.json({ message }, { status: 409 })))
  const store = storeWithCart(storedCart)

  const result = await store.dispatch(
    cartApi.endpoints.addCartItem.initiate({
      productId: 'prod-tee',
      size: 'M',
      color: 'Black',
      quantity: 5,
      guestId,
    }),
  )

  expect(result.error).toMatchObject({ status: 409, data: { message } })
  expect(store.getState().cart.cart).toEqual(storedCart)
})
