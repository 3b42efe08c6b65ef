import type { FastifyInstance } from 'fastify'

/**
 * A `fetch` answered by the app itself, in-process (Fastify's inject): the server render asks the
 * shop's API exactly as the browser would, with its validation and catalogue cache, but without a
 * network round trip. `remoteAddress` is the visitor's, so any per-address limit counts their own
 * calls.
 */
export function createInjectFetch(app: FastifyInstance, remoteAddress: string): typeof fetch {
  return async (input, init) => {
    // RTK Query hands over a Request already; anything else is made into one.
    const request =
      input instanceof Request && init === undefined ? input : new Request(input, init)
    const { pathname, search } = new URL(request.url)
    const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer())
    const answer = await app.inject({
      method: request.method as 'GET',
      url: pathname + search,
      headers: Object.fromEntries(request.headers),
      remoteAddress,
      ...(body ? { payload: body } : {}),
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item))
    }
    const hasNoBody = answer.statusCode === 204 || answer.statusCode === 304
    return new Response(hasNoBody ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers,
    })
  }
}
