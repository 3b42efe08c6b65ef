import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Every answer names its request (docs/product-rules.md § Several instances), and every log line of the
 * request carries the same id as `reqId`: a shopper's or a proxy's id leads to the lines of it.
 */
export const REQUEST_ID_HEADER = 'x-request-id'

/** What a proxy or a tracing system sends: UUIDs, hex trace ids, `host:counter`, and the like. */
const ACCEPTED_REQUEST_ID = /^[\w.:-]{1,128}$/

/** Fastify's `genReqId`: the incoming id when it is a plausible one, else a fresh UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER]
  return typeof incoming === 'string' && ACCEPTED_REQUEST_ID.test(incoming)
    ? incoming
    : randomUUID()
}

async function requestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id)
    done()
  })
}

export const requestIdPlugin = fp(requestId, { name: 'request-id' })
