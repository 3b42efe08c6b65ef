import type { FastifyReply, FastifyRequest } from 'fastify'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { chooseEncoding } from './accept-encoding.js'
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js'
import { addVary } from './send-json.js'

const gzip = promisify(zlib.gzip)
const brotliCompress = promisify(zlib.brotliCompress)
/** The level @fastify/compress uses for the shop's other answers (plugins/security.ts). */
const BROTLI_QUALITY = 4

/**
 * Sends a text body in the encoding the request accepts, compressed off the main thread. For
 * answers that @fastify/compress does not see: it hooks routes, and a page rendered on the server
 * is answered by the not-found handler.
 */
export async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
): Promise<FastifyReply> {
  const body = Buffer.from(text, 'utf8')
  if (body.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(body)
  addVary(reply, 'Accept-Encoding')
  const encoding = chooseEncoding(request.headers['accept-encoding'])
  if (encoding === 'identity') return reply.send(body)
  const encoded =
    encoding === 'br'
      ? await brotliCompress(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : await gzip(body)
  return reply.header('content-encoding', encoding).send(encoded)
}
