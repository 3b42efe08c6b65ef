import { EMPTY_CART } from '../../features/cart/cart-slice'
import type { RootState } from '../store'

/**
 * The session every server render is made for: a guest with an empty cart. The server never sees
 * the browser's stored session (it lives in localStorage), so the browser hydrates with this state
 * too and then shows its own sign-in and cart (app/hydrate-server-page.tsx).
 */
export function serverRenderedSession(): Pick<RootState, 'auth' | 'cart'> {
  return {
    auth: { user: null, token: null, guestId: '' },
    cart: { cart: EMPTY_CART },
  }
}
