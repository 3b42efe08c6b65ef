import { paths } from '../config/paths'
import { loggedOut, selectToken } from '../features/auth/auth-slice'
import { isSessionTokenUsable } from '../features/auth/session-token'
import { cartCleared } from '../features/cart/cart-slice'
import type { AppStore } from './store'

/**
 * docs/product-rules.md § States: a stored token that has expired or cannot be read logs the shopper out when the
 * shop loads, and they go to /. Run before the router starts, so no page renders or fetches with
 * the dead token and no page's own redirect (profile → /login) can get there first. Tokens stored
 * later come from a login and are fresh; one that ends while the shop is open meets a 401.
 */
export function endUnusableSession(store: AppStore, history: History = window.history): boolean {
  const token = selectToken(store.getState())
  if (token === null || isSessionTokenUsable(token)) return false
  // Logout as everywhere else: user, token and cart go, a new guest id comes.
  store.dispatch(loggedOut())
  store.dispatch(cartCleared())
  history.replaceState(null, '', paths.home)
  return true
}
