import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for an S3-compatible service, path-style only (`/<bucket>/<key>`): PutObject
 * stores the object and records the request, GetObject serves it back (so a test can fetch an
 * answered public URL). Signatures are not checked, only recorded. No network beyond loopback.
 */

export interface FakeS3Object {
  bucket: string
  key: string
  contentType: string | undefined
  cacheControl: string | undefined
  body: Buffer
  /** The request's Authorization header: tests check which credentials signed it. */
  authorization: string | undefined
}

export interface FakeS3 {
  /** `http://127.0.0.1:<port>`: the S3_ENDPOINT to give the store. */
  endpoint: string
  /** Every PutObject in arrival order. */
  puts: FakeS3Object[]
  /** The stored objects by `<bucket>/<key>`. */
  objects: Map<string, FakeS3Object>
  close: () => Promise<void>
}

export async function startFakeS3(): Promise<FakeS3> {
  const puts: FakeS3Object[] = []
  const objects = new Map<string, FakeS3Object>()

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake-s3')
    const [bucket = '', ...keyParts] = url.pathname.slice(1).split('/')
    const key = decodeURIComponent(keyParts.join('/'))
    const body = await readBody(request)
    if (request.method === 'PUT' && bucket && key) {
      const object: FakeS3Object = {
        bucket,
        key,
        contentType: request.headers['content-type'],
        cacheControl: request.headers['cache-control'],
        body,
        authorization: request.headers.authorization,
      }
      puts.push(object)
      objects.set(`${bucket}/${key}`, object)
      response.writeHead(200, { etag: `"${String(puts.length)}"` }).end()
      return
    }
    const stored = request.method === 'GET' ? objects.get(`${bucket}/${key}`) : undefined
    if (stored) {
      response.writeHead(200, { 'content-type': stored.contentType ?? 'application/octet-stream' })
      response.end(stored.body)
      return
    }
    response.writeHead(request.method === 'GET' ? 404 : 501, { 'content-type': 'application/xml' })
    response.end('<Error><Code>NotImplemented</Code></Error>')
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${String(port)}`,
    puts,
    objects,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => {
          if (error) reject(error)
          else resolve()
        })
      }),
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
