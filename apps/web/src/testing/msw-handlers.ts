import { http, HttpResponse } from 'msw'

/**
 * Every page load reads the cart (features/cart/use-load-cart.ts); tests that are not about the
 * cart answer it with an empty one.
 */
export const emptyCartHandler = http.get('/api/cart', () =>
  HttpResponse.json({ _id: null, products: [], totalPrice: 0, freeShippingRemaining: 100.01 }),
)
