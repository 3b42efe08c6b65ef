import { request } from 'node:http'

export interface JsonAnswer {
  status: number
  body: unknown
}

/**
 * One JSON request to a server a test started, on a connection of its own (no keep-alive), so
 * a server killed and started again on the same port is met afresh. Rejects when no answer
 * comes: refused, cut, or not within `timeoutMs`.
 */
export function httpJson(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  {
    headers = {},
    body,
    timeoutMs = 30_000,
  }: {
    headers?: Record<string, string>
    body?: object
    timeoutMs?: number
  } = {},
): Promise<JsonAnswer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const outgoing = request(
      url,
      {
        method,
        agent: false,
        timeout: timeoutMs,
        headers: {
          ...headers,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('error', reject)
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString()
          try {
            resolve({ status: incoming.statusCode ?? 0, body: text ? JSON.parse(text) : null })
          } catch {
            resolve({ status: incoming.statusCode ?? 0, body: text })
          }
        })
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer from ${url} in time`)))
    outgoing.on('error', reject)
    outgoing.end(payload)
  })
}
