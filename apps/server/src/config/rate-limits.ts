/** Per-client limits on the public forms (api-contract § Other). Numbers per minute. */
export const RATE_LIMITS = {
  contact: { max: 5, timeWindow: '1 minute' },
  newsletter: { max: 5, timeWindow: '1 minute' },
  // Every attempt from one client counts; the per-account limits below stop guessing one password.
  login: { max: 20, timeWindow: '1 minute' },
  register: { max: 10, timeWindow: '1 minute' },
} as const

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.'

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000

/**
 * Per-account limits, keyed by the e-mail in the body whichever client sends it: failed logins
 * only (a shopper who logs in often is never locked out), and every sign-up attempt.
 */
export const ACCOUNT_RATE_LIMITS = {
  failedLogins: { max: 5, timeWindow: FIFTEEN_MINUTES_MS },
  registrations: { max: 5, timeWindow: FIFTEEN_MINUTES_MS },
} as const
