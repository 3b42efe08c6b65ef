import type { AuthState, SessionUser } from './auth-slice'
import { createGuestId } from './guest-id'

/** A signed-in customer for the account tests, shaped like the shared user schema. */
export const customer: SessionUser = {
  _id: '7f1d5c6e-2b1a-4c3d-9e8f-0a1b2c3d4e5f',
  name: 'Maya Lindqvist',
  email: 'maya@example.com',
  role: 'customer',
}

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

/** A token shaped like the server's (header.claims.signature); the client never reads the signature. */
export function makeToken(claims: object): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  return `${header}.${base64Url(JSON.stringify(claims))}.c2lnbmF0dXJl`
}

/** A token that expires `seconds` from now (negative: already expired). */
export function tokenExpiringIn(seconds: number, now: number = Date.now()): string {
  return makeToken({
    sub: customer._id,
    role: customer.role,
    exp: Math.floor(now / 1000) + seconds,
  })
}

/** The auth state of a signed-in customer, for `preloadedState`. */
export function signedInAuthState(token: string = tokenExpiringIn(3600)): AuthState {
  return { user: customer, token, guestId: createGuestId() }
}
