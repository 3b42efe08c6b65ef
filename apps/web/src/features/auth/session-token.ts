/**
 * The claims part of a JWT, read without checking the signature: the client only needs the
 * expiry, and the server checks every token it is sent. Undefined when it cannot be read.
 */
function readTokenClaims(token: string): unknown {
  const parts = token.split('.')
  const payload = parts[1]
  if (parts.length !== 3 || !payload || !/^[A-Za-z0-9_-]+$/.test(payload)) return undefined
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/')
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
    return JSON.parse(json)
  } catch {
    return undefined
  }
}

/**
 * docs/product-rules.md § States: a token whose expiry has passed (`exp` in seconds, times 1000, against now) or
 * one that cannot be read ends the session when the layout loads. The shop's tokens always
 * expire (docs/product-rules.md § Accounts), so a token without a numeric `exp` counts as unreadable.
 */
export function isSessionTokenUsable(token: string, now: number = Date.now()): boolean {
  const claims = readTokenClaims(token)
  if (typeof claims !== 'object' || claims === null || !('exp' in claims)) return false
  const { exp } = claims
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > now
}
