/**
 * Values that no two calls in a test run share. Each test file builds its own app, so the
 * per-client limits and the sign-in throttle of one request never spill into another when every
 * request comes from its own address.
 */

let clientNumber = 0
let emailNumber = 0

/** A client address of its own: 10.x.y.z, counting up. */
export function nextClientAddress(): string {
  clientNumber += 1
  return `10.${String(Math.floor(clientNumber / 62_500) % 250)}.${String(Math.floor(clientNumber / 250) % 250)}.${String(clientNumber % 250)}`
}

/** An e-mail of its own, starting with `name`. */
export function uniqueEmail(name = 'shopper'): string {
  emailNumber += 1
  return `${name}-${String(emailNumber)}-${String(process.pid)}@example.com`
}
