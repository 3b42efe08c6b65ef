import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { redactUrl } from '../lib/log-options.js'

/**
 * One log line per answered request (docs/performance.md § Request path): method, route, status
 * and time, with the request's id as `reqId` like every line of the request. Fastify's own pair
 * of lines (incoming, completed) cost a third of a cached answer's throughput. A request no route
 * matched (a page, a file, a 404) names its path instead, with any token cut out.
 */
async function requestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url
    request.log.info(
      {
        method: request.method,
        ...(route === undefined ? { url: redactUrl(request.url) } : { route }),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    )
    done()
  })
}

export const requestLogPlugin = fp(requestLog, { name: 'request-log' })
