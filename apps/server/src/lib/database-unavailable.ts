/**
 * Whether an error means the database cannot serve right now (down, restarting, unreachable, out
 * of connections or disk) rather than that this request was wrong: such a failure is answered
 * 503 with Retry-After, so a shopper and a load balancer know to try again (docs/product-rules.md §
 * Several instances). Drizzle wraps the driver's error as `cause`, so the chain is followed.
 */

/** Socket errors of a database that is down or unreachable. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
])

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), class 53 (insufficient
 * resources: disk full, out of memory, too many connections) and the shutdown codes of class 57.
 */
const SQLSTATE_CLASSES = ['08', '53']
const SQLSTATE_CODES = new Set(['57P01', '57P02', '57P03'])

/** The wording of node-postgres's pool and of PGlite where they set no code. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  // A connection that broke while a request held it, asked for its next statement.
  'encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
]

const MAX_CAUSE_DEPTH = 5

function describesUnavailableDatabase(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined
  if (code !== undefined) {
    if (NETWORK_ERROR_CODES.has(code) || SQLSTATE_CODES.has(code)) return true
    if (/^[0-9A-Z]{5}$/.test(code) && SQLSTATE_CLASSES.includes(code.slice(0, 2))) return true
  }
  const message = 'message' in error && typeof error.message === 'string' ? error.message : ''
  return DRIVER_MESSAGES.some((known) => message.includes(known))
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > MAX_CAUSE_DEPTH) return false
  if (describesUnavailableDatabase(error)) return true
  // Connecting to a host name with several addresses fails with one error per address.
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  ) {
    return true
  }
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1)
}
