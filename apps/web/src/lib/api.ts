import { createAction, type UnknownAction } from '@reduxjs/toolkit'
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react'

/** The slice of state the API client reads; the auth feature owns it. */
interface StateWithSession {
  auth: { token: string | null }
}

/**
 * Dispatched when the server refuses the session's token (docs/product-rules.md § Errors: any 401 clears the
 * stored token and user, makes a new guest id and goes to /login). The auth slice and the
 * app's navigation listen for it; this file knows neither.
 */
export const sessionRejected = createAction('api/sessionRejected')

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as StateWithSession).auth.token
    if (token) headers.set('authorization', `Bearer ${token}`)
    return headers
  },
})

/**
 * An endpoint's `extraOptions`. `keepSessionOn401` lists the 401 answers that are about what the
 * user typed (a wrong current password), not about the token: the form shows them and the session
 * goes on. `'any'`: the call ends the session itself (logout), so no 401 of it rejects the session.
 */
export interface ApiExtraOptions {
  keepSessionOn401?: 'any' | readonly string[]
}

function isSessionKept(error: FetchBaseQueryError, extraOptions?: ApiExtraOptions): boolean {
  const kept = extraOptions?.keepSessionOn401
  if (kept === 'any') return true
  if (kept === undefined) return false
  const { data } = error
  const message =
    typeof data === 'object' && data !== null && 'message' in data ? data.message : undefined
  return typeof message === 'string' && kept.includes(message)
}

/**
 * The store's thunk extra argument. A page rendered on the server fetches through `serverFetch`
 * (the server answering its own API in-process, docs/server-rendering.md); in the browser there is
 * none and calls go to /api.
 */
export interface ApiThunkExtra {
  serverFetch?: typeof fetch
}

/** Any absolute origin: `serverFetch` reads only the path and query of what it is given. */
const SERVER_API_BASE = 'http://shop.internal/api'

/**
 * The server-rendered page's API cache, dispatched once in the browser before hydration: the
 * queries the server ran are then answered from it instead of being fetched again.
 */
export const serverCacheReceived = createAction<Record<string, unknown>>('api/serverCacheReceived')

const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  // Undefined for the endpoints that give none.
  ApiExtraOptions | undefined,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const { serverFetch } = (api.extra ?? {}) as ApiThunkExtra
  if (serverFetch) {
    return fetchBaseQuery({ baseUrl: SERVER_API_BASE, fetchFn: serverFetch })(args, api, {})
  }
  const hadToken = (api.getState() as StateWithSession).auth.token !== null
  const result = await rawBaseQuery(args, api, extraOptions ?? {})
  // A 401 without a token is an answer to show (wrong password), not an ended session.
  if (result.error?.status === 401 && hadToken && !isSessionKept(result.error, extraOptions)) {
    api.dispatch(sessionRejected())
  }
  return result
}

/**
 * The one RTK Query slice of the app. Features add their endpoints with `api.injectEndpoints`
 * in `features/<feature>/<feature>-api.ts`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Product',
    'Cart',
    'Order',
    'User',
    'Message',
    'Outbox',
    'Discount',
    'TaxRate',
    'Vocabulary',
    'Subscriber',
    'Audit',
    'Settings',
    'Page',
    'HomeContent',
    'Shipping',
    'StoreCredit',
    'Return',
  ],
  endpoints: () => ({}),
  extractRehydrationInfo: (action: UnknownAction, { reducerPath }) =>
    serverCacheReceived.match(action) ? (action.payload[reducerPath] as never) : undefined,
})
