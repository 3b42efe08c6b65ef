import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError } from '../lib/app-error.js'
import { isDatabaseUnavailable } from '../lib/database-unavailable.js'
import { diskFullErrorIn } from '../lib/disk-full.js'
import { redactUrl } from '../lib/log-options.js'
import { REQUEST_ID_HEADER } from './request-id.js'

/**
 * Owns every error answer: `{ message }` with the fitting status (docs/product-rules.md § General
 * rules). Known kinds map once; bad input is 400 with the first readable problem; anything
 * unexpected is logged with the request and answered as a generic 500 without internals.
 */

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its type says JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Please log in first.',
  403: 'You are not allowed to do this.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request body is too large.',
  415: 'This content type is not accepted here.',
  429: 'Too many requests. Please wait a minute and try again.',
}

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.'
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The shop cannot reach its database right now. Please try again in a moment.'
/** A restarting PostgreSQL is usually back within seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5
export const DISK_FULL_MESSAGE =
  'The shop cannot save changes right now because its disk is full. Please try again later.'
/** Space comes back when someone frees it: longer than a restart. */
export const DISK_FULL_RETRY_AFTER_SECONDS = 30

interface ValidationIssue {
  message?: string
  instancePath?: string
  params?: { issue?: { path?: PropertyKey[]; message?: string } }
}

function firstValidationMessage(error: FastifyError): string {
  const issues = (error.validation ?? []) as ValidationIssue[]
  const first = issues[0]
  const message = first?.params?.issue?.message ?? first?.message ?? STATUS_MESSAGES[400]
  // Zod's generic wording does not say which field; our own messages already do.
  if (message?.startsWith('Invalid input') || message?.startsWith('Unrecognized key')) {
    const path = first?.params?.issue?.path?.map(String).join('.') ?? first?.instancePath
    const where = path ? `${error.validationContext ?? 'body'}.${path}` : error.validationContext
    return `${where ?? 'input'}: ${message}`
  }
  return message ?? 'The request is not valid.'
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds))
      }
      return reply.code(error.statusCode).send({ message: error.message, ...error.details })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: firstValidationMessage(error) })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const message =
        FRAMEWORK_MESSAGES[error.code] ?? STATUS_MESSAGES[status] ?? 'The request is not valid.'
      return reply.code(status).send({ message })
    }
    // Before the database's 503: a full disk is not a database that is down, and takes longer.
    const diskFull = diskFullErrorIn(error)
    if (diskFull) {
      request.log.warn(
        { method: request.method, url: redactUrl(request.url), reason: diskFull.message },
        'request refused: the disk is full',
      )
      return reply
        .code(503)
        .header('retry-after', String(DISK_FULL_RETRY_AFTER_SECONDS))
        .send({ message: DISK_FULL_MESSAGE })
    }
    const databaseUnavailable = isDatabaseUnavailable(error)
    request.log.error(
      { err: error, method: request.method, url: redactUrl(request.url) },
      databaseUnavailable
        ? 'request failed: the database is unavailable'
        : 'request failed with an unexpected error',
    )
    if (databaseUnavailable) {
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE })
    }
    return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE })
  })
}

/** The router's own refusals, before any route or hook runs. */
const ROUTER_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address is too long.' },
}

/**
 * Fastify's `frameworkErrors` option: a bad URL or an over-long path parameter answers in the
 * same `{ message }` shape as every other error (docs/product-rules.md § Several instances).
 */
export function answerRouterError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = ROUTER_ERRORS[error.code]
  // The router answers before any hook runs, so the request id is set here too.
  void reply
    .code(known?.status ?? 500)
    .header('cache-control', 'no-store')
    .header(REQUEST_ID_HEADER, request.id)
    .send({ message: known?.message ?? INTERNAL_ERROR_MESSAGE })
}

export const errorHandlerPlugin = fp(errorHandler, { name: 'error-handler' })
