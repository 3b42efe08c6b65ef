import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { authSlice, AUTH_STORAGE_KEYS } from '../features/auth/auth-slice'
import { cartSlice, CART_STORAGE_KEY } from '../features/cart/cart-slice'
import { checkoutSlice } from '../features/checkout/checkout-slice'
import { uiSlice } from '../features/ui/ui-slice'
import { api, sessionRejected, type ApiThunkExtra } from '../lib/api'
import { writeStored } from '../lib/browser-storage'

/**
 * Client state: the session (auth), the cart, the order just placed (checkout) and the drawers. Server data (products, orders,
 * admin lists) lives in the RTK Query cache of `lib/api.ts` (docs/decisions/005).
 */
const rootReducer = combineSlices(api, authSlice, cartSlice, checkoutSlice, uiSlice)
export type RootState = ReturnType<typeof rootReducer>

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>
  /** Where the app goes when the server rejects the session's token. */
  onSessionRejected?: () => void
  /** Set when the server renders a page: the API is then answered in-process. */
  serverFetch?: typeof fetch
}

export function makeStore({
  preloadedState,
  onSessionRejected,
  serverFetch,
}: MakeStoreOptions = {}) {
  const persistence = createListenerMiddleware<RootState>()
  // Keeps the keys of docs/product-rules.md § Entities in localStorage in step with the state, whatever changed it.
  persistence.startListening({
    predicate: (_action, current, previous) =>
      current.auth !== previous.auth || current.cart !== previous.cart,
    effect: (_action, listenerApi) => {
      const { auth, cart } = listenerApi.getState()
      writeStored(AUTH_STORAGE_KEYS.user, auth.user)
      writeStored(AUTH_STORAGE_KEYS.token, auth.token)
      writeStored(AUTH_STORAGE_KEYS.guestId, auth.guestId)
      writeStored(CART_STORAGE_KEY, cart.cart.products.length > 0 ? cart.cart : null)
    },
  })

  if (onSessionRejected) {
    persistence.startListening({ actionCreator: sessionRejected, effect: onSessionRejected })
  }

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { serverFetch } satisfies ApiThunkExtra },
        // A server render's store lives for one page: development's state checks would only
        // slow every render of a shop not run with NODE_ENV=production.
        immutableCheck: !serverFetch,
        serializableCheck: !serverFetch,
      })
        .prepend(persistence.middleware)
        .concat(api.middleware),
  })
  // Focus and reconnect refetches are the browser's; a server render has neither.
  if (!serverFetch) setupListeners(store.dispatch)
  return store
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
