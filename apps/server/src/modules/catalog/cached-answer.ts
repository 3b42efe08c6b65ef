import { CORRECTED_SEARCH_HEADER } from '@shop/shared/search-correction'
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import { sendEncodedJson } from '../../lib/send-json.js'
import type { CachedResponse, CatalogCache } from './catalog-cache.js'

/** Sends a kept catalogue answer with the headers it was made with (a list's count and search). */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedResponse,
): FastifyReply {
  if (answer.total !== undefined) reply.header('x-total-count', String(answer.total))
  // URL-encoded: a header carries ASCII only, and a product's word may not be.
  if (answer.correctedSearch !== undefined)
    reply.header(CORRECTED_SEARCH_HEADER, encodeURIComponent(answer.correctedSearch))
  return sendEncodedJson(request, reply, answer)
}

/**
 * A route's first hook: a URL answered before is answered from the cache at once, without
 * parsing and checking its query and parameters again, which they passed when the answer was
 * made (docs/performance.md § Request path). Any other request goes on to its handler.
 */
export function answerKnownAddress(catalogCache: CatalogCache): onRequestHookHandler {
  return (request, reply, done) => {
    const known = catalogCache.getByAddress(request.url)
    if (known === undefined) {
      done()
      return
    }
    sendCachedAnswer(request, reply, known)
  }
}
