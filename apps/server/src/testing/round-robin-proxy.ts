import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A load balancer made for tests: each request goes to the next upstream in turn, and one whose
 * connection is refused (a dead instance) is tried on the next, as nginx's `proxy_next_upstream
 * error` does; nothing was sent, so nothing can happen twice. It appends the client's address to
 * X-Forwarded-For, as a proxy the shop trusts would.
 */
export interface RoundRobinProxy {
  baseUrl: string
  close: () => Promise<void>
}

export async function startRoundRobinProxy(
  upstreamPorts: readonly number[],
): Promise<RoundRobinProxy> {
  let next = 0
  const server = http.createServer((request, response) => {
    const body: Buffer[] = []
    request.on('data', (chunk: Buffer) => body.push(chunk))
    request.on('end', () => {
      forward(Buffer.concat(body), upstreamPorts.length)
    })

    const forward = (payload: Buffer, triesLeft: number) => {
      const port = upstreamPorts[next % upstreamPorts.length] ?? 0
      next += 1
      const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
        .filter(Boolean)
        .join(', ')
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, 'x-forwarded-for': forwardedFor },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
        },
      )
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && triesLeft > 1) {
          forward(payload, triesLeft - 1)
          return
        }
        // The instance died with the request in it: the client sees a failed request.
        response.destroy()
      })
      upstream.end(payload)
    }
  })
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve)
  })
  return {
    baseUrl: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      }),
  }
}
