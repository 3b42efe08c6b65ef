import type { FastifyServerOptions } from 'fastify'
import type { pino } from 'pino'
import { batchedLogOutput } from './batched-log-output.js'

/**
 * What the logs may hold (docs/product-rules.md § Several instances: never a password, a hash, a token
 * or a full card of personal data). Known secret fields are censored wherever the server logs an
 * object; tokens in logged URLs (a reset link opened in the browser) are cut out; and database
 * errors lose the parameter list their message carries, which would otherwise print every value
 * of a failed insert, an argon2 hash included.
 */

const CENSORED = '[redacted]'

const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword', 'passwordHash', 'token']

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
]

/** `?token=abc&x=1` → `?token=[redacted]&x=1`, for any parameter that names a secret. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|access_token|code)=)[^&#]*/gi, `$1${CENSORED}`)
}

/** A driver's "Failed query: …\nparams: a,b,$argon2id$…" keeps its query and loses the values. */
function withoutParameters(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, '\nparams: [redacted]')
}

interface LoggableError {
  [key: string]: unknown
  type: string
  message: string
  code?: unknown
  stack: string
  cause?: LoggableError
}

/** An error as a log line shows it: its type, message, SQLSTATE and stack, and its cause. */
export function serializeError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: String(error), stack: '' }
  }
  const { code } = error as { code?: unknown }
  return {
    type: error.constructor.name,
    message: withoutParameters(error.message),
    ...(code === undefined ? {} : { code }),
    stack: withoutParameters(error.stack ?? ''),
    // A PostgreSQL error's `detail` names the values of a violated key: it is left out.
    ...(error.cause !== undefined && depth < 3
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  }
}

interface LoggedRequest {
  method: string
  url: string
  ip?: string
}

/** Pino options for a level, writing to `stream` (tests read what would be written). */
export function loggerOptions(
  level: string,
  stream: pino.DestinationStream,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: CENSORED },
    serializers: {
      err: serializeError,
      error: serializeError,
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
    stream,
  }
}

/**
 * Standard output written asynchronously: a request never waits for its log line to reach the
 * disk or the journal, and the lines of a few milliseconds go out in one write
 * (lib/batched-log-output.ts; docs/performance.md § Request path). What is still gathered or
 * buffered is written synchronously when the process exits, so no line is lost at exit.
 */
export function asyncStandardOutput(): pino.DestinationStream {
  return batchedLogOutput(process.stdout.fd)
}
