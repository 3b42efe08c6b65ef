/**
 * Per-client limits on the public forms (docs/product-rules.md § Public forms), counted by @fastify/rate-limit.
 * Wrong passwords have their own, finer throttle (modules/users/sign-in-throttle.ts).
 */
export const RATE_LIMITS = {
  contact: { max: 5, timeWindow: '1 minute' },
  newsletter: { max: 5, timeWindow: '1 minute' },
  // Every attempt from one client counts; the sign-in throttle stops guessing one password.
  login: { max: 20, timeWindow: '1 minute' },
  register: { max: 10, timeWindow: '1 minute' },
  passwordReset: { max: 5, timeWindow: '15 minutes' },
  passwordResetConfirm: { max: 10, timeWindow: '15 minutes' },
  emailConfirm: { max: 10, timeWindow: '15 minutes' },
} as const

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.'

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000
const ONE_HOUR_MS = 60 * 60 * 1000

/**
 * Per-account limits, keyed by the e-mail in the body whichever client sends it: sign-ups, and
 * reset links (so nobody can fill a stranger's inbox with them).
 */
export const ACCOUNT_RATE_LIMITS = {
  registrations: { max: 5, timeWindow: FIFTEEN_MINUTES_MS },
  passwordResets: { max: 3, timeWindow: ONE_HOUR_MS },
} as const

/**
 * Requests that carry a discount code (the quote and the checkout), per client: room for a
 * shopper who changes address and shipping with a code applied, far too little to guess codes.
 */
export const DISCOUNT_CODE_ATTEMPT_LIMIT = { max: 30, timeWindow: 10 * 60 * 1000 } as const

/**
 * New guest carts, per client: a shop visitor makes one per browser; a client making more than
 * this is filling the carts table.
 */
export const GUEST_CART_CREATION_LIMIT = { max: 30, timeWindow: 60 * 60 * 1000 } as const

/** docs/product-rules.md § Accounts: a reset request answers in about the same time for any address. */
export const PASSWORD_RESET_MIN_ANSWER_MS = 400
