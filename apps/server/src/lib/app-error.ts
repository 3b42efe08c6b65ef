/**
 * The one error type of the server. Its kind decides the HTTP status once, in
 * plugins/error-handler.ts; services never think in status codes.
 */
export const ERROR_STATUS = {
  bad_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  /** A write that must name the version it replaces did not (PUT of a product without updatedAt). */
  precondition_required: 428,
  rate_limited: 429,
  /** A provider the shop relies on (PayPal) refused or failed; the request itself was fine. */
  bad_gateway: 502,
  /** This instance cannot serve now (overloaded); another instance, or a retry soon, can. */
  unavailable: 503,
} as const

export type AppErrorKind = keyof typeof ERROR_STATUS

export class AppError extends Error {
  readonly kind: AppErrorKind
  /** Named extra fields the contract asks for beside `message` (e.g. fresh totals on a 409). */
  readonly details: Record<string, unknown> | undefined
  /** For a 429 or 503: when to try again, sent as the Retry-After header. */
  readonly retryAfterSeconds: number | undefined

  constructor(
    kind: AppErrorKind,
    message: string,
    details?: Record<string, unknown>,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message)
    this.name = 'AppError'
    this.kind = kind
    this.details = details
    this.retryAfterSeconds = options.retryAfterSeconds
  }

  get statusCode(): number {
    return ERROR_STATUS[this.kind]
  }
}

export const badInput = (message: string) => new AppError('bad_input', message)
export const notFound = (message: string) => new AppError('not_found', message)
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError('conflict', message, details)
export const preconditionRequired = (message: string) =>
  new AppError('precondition_required', message)
export const badGateway = (message: string) => new AppError('bad_gateway', message)

/** 429 with a Retry-After of `retryAfterMs`, rounded up to whole seconds. */
export const rateLimited = (message: string, retryAfterMs: number) =>
  new AppError('rate_limited', message, undefined, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  })
