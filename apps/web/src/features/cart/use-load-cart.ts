import { useEffect, useRef } from 'react'
import { useAppDispatch, useAppStore } from '../../app/hooks'
import { selectGuestId, selectUser } from '../auth/auth-slice'

/**
 * Reads the server's cart once when the shop starts, for whoever the browser remembers (the
 * guest id, or the token's user), so the badge and the drawer show what the server holds: a
 * price that changed, a line whose product is gone, what another device added.
 *
 * Once only: later identity changes bring their own cart (login merges or reads it, logout and a
 * rejected session empty it), and a second read racing the merge could answer the older cart.
 * A failed read is silent and the cart stored in the browser stays: the next cart action shows
 * the server's message, and a 401 ends the session through lib/api.ts.
 */
export function useLoadCart(): void {
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const hasLoaded = useRef(false)

  useEffect(() => {
    if (hasLoaded.current) return
    hasLoaded.current = true
    // The store's state, not the render's: a server-rendered page hydrates as a guest first
    // (docs/server-rendering.md), while the store already holds the browser's own session.
    const state = store.getState()
    const guestId = selectGuestId(state)
    const userId = selectUser(state)?._id ?? null
    // Loaded here rather than imported: the cart's API code stays out of the first page's
    // JavaScript. No subscription: the answer replaces the stored cart (cart-api.ts) and
    // nothing refetches it.
    import('./cart-api').then(
      ({ cartApi }) =>
        void dispatch(
          cartApi.endpoints.getCart.initiate({ guestId, userId }, { subscribe: false }),
        ),
      // Code that could not load is a failed read too: silent, the stored cart stays.
      () => undefined,
    )
  }, [store, dispatch])
}
