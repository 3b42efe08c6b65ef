import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { readStored } from '../../lib/browser-storage'
import { sessionRejected } from '../../lib/api'
import { createGuestId, isGuestId } from './guest-id'

export interface SessionUser {
  _id: string
  name: string
  email: string
  role: 'customer' | 'admin'
}

export interface AuthState {
  user: SessionUser | null
  token: string | null
  guestId: string
}

/** localStorage keys of docs/product-rules.md § Entities (client-side persistence). */
export const AUTH_STORAGE_KEYS = {
  user: 'userInfo',
  token: 'userToken',
  guestId: 'guestId',
} as const

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false
  const user = value as Record<string, unknown>
  return (
    typeof user._id === 'string' &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    (user.role === 'customer' || user.role === 'admin')
  )
}

const isString = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** The session as the browser kept it; a guest id is created on first load if none exists. */
export function loadAuthState(): AuthState {
  const user = readStored(AUTH_STORAGE_KEYS.user, isSessionUser) ?? null
  const token = readStored(AUTH_STORAGE_KEYS.token, isString) ?? null
  return {
    // A user without a token (or the reverse) is no session at all.
    user: user && token ? user : null,
    token: user && token ? token : null,
    guestId: readStored(AUTH_STORAGE_KEYS.guestId, isGuestId) ?? createGuestId(),
  }
}

const signedOut = (state: AuthState) => {
  state.user = null
  state.token = null
  state.guestId = createGuestId()
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: loadAuthState,
  reducers: {
    signedIn(state, action: PayloadAction<{ user: SessionUser; token: string }>) {
      state.user = action.payload.user
      state.token = action.payload.token
    },
    /** The server's fresh copy of the signed-in account (a name an admin changed, say). */
    userRefreshed(state, action: PayloadAction<SessionUser>) {
      // An answer that arrives after a logout or for another account changes nothing.
      if (state.user?._id === action.payload._id) state.user = action.payload
    },
    /** Logout: docs/product-rules.md § States regenerates the guest id and removes user and token. */
    signedOut,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionRejected, signedOut)
  },
  selectors: {
    selectUser: (state) => state.user,
    selectToken: (state) => state.token,
    selectIsAdmin: (state) => state.user?.role === 'admin',
    selectGuestId: (state) => state.guestId,
  },
})

export const { signedIn, userRefreshed, signedOut: loggedOut } = authSlice.actions
export const { selectUser, selectToken, selectIsAdmin, selectGuestId } = authSlice.selectors
