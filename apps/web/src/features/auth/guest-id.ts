import { GUEST_ID_PATTERN } from '@shop/shared/limits'

/** 128 bits: enough that no guest can guess another's cart id (docs/product-rules.md § Cart). */
const RANDOM_BYTES = 16

/**
 * A guest id of the spec's form `guest_{timestamp}` (docs/product-rules.md § Entities), with unguessable randomness
 * appended. `getRandomValues` rather than `randomUUID`: the latter exists only in secure contexts,
 * so a shop opened over plain http on a LAN address would crash on first load.
 */
export function createGuestId(now: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_BYTES))
  const random = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `guest_${String(now)}_${random}`
}

/** A stored id the server would refuse is no guest id: a fresh one replaces it. */
export function isGuestId(value: unknown): value is string {
  return typeof value === 'string' && GUEST_ID_PATTERN.test(value)
}
