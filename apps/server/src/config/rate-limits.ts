/** Per-client limits on the public forms (api-contract § Other). Numbers per minute. */
export const RATE_LIMITS = {
  contact: { max: 5, timeWindow: '1 minute' },
  newsletter: { max: 5, timeWindow: '1 minute' },
} as const

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.'
