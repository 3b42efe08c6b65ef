import type { FastifyReply, FastifyRequest } from 'fastify'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { chooseEncoding } from './accept-encoding.js'
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js'

const gzip = promisify(zlib.gzip)
const brotliCompress = promisify(zlib.brotliCompress)
const BROTLI_QUALITY = 5

/**
 * A JSON answer serialized once, with its gzip and brotli encodings when it is large enough to
 * be compressed: a cache keeps all three and a hit compresses nothing (docs/performance.md).
 */
export interface EncodedJson {
  /** The UTF-8 bytes of the JSON. */
  body: Buffer
  /** Present together, and only for bodies of at least COMPRESSION_THRESHOLD_BYTES. */
  encoded?: { gzip: Buffer; br: Buffer }
}

/** Encodes a JSON answer once, for a cache that sends the same bytes many times. */
function toJsonBytes(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value), 'utf8')
}

/**
 * Serializes `value` and compresses it in both encodings off the main thread, once per cached
 * answer. Brotli quality 5 costs under a millisecond on a page of 24 products; quality 11 would
 * save about a tenth more bytes for 20 to 80 ms on every cache miss (docs/performance.md).
 */
export async function encodeJson(value: unknown): Promise<EncodedJson> {
  const body = toJsonBytes(value)
  if (body.length < COMPRESSION_THRESHOLD_BYTES) return { body }
  const [gzipped, brotli] = await Promise.all([
    gzip(body),
    brotliCompress(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ])
  return { body, encoded: { gzip: gzipped, br: brotli } }
}

/** Sends an already serialized JSON body as is (cached catalogue responses skip re-serializing). */
export function sendSerializedJson(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body)
}

/**
 * Sends a cached JSON answer in the encoding the request accepts. The route must turn off
 * @fastify/compress (`compress: false`), which would otherwise compress the plain bytes again.
 */
export function sendEncodedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedJson,
): FastifyReply {
  if (answer.encoded === undefined) return sendSerializedJson(reply, answer.body)
  addVary(reply, 'Accept-Encoding')
  const encoding = chooseEncoding(request.headers['accept-encoding'])
  if (encoding === 'identity') return sendSerializedJson(reply, answer.body)
  // Fastify sets Content-Length from the buffer sent, so it counts the encoded bytes.
  reply.header('content-encoding', encoding)
  return sendSerializedJson(reply, answer.encoded[encoding])
}

/** Adds a field to Vary once, keeping the fields already there. */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary')
  if (current === undefined) {
    reply.header('vary', field)
    return
  }
  const fields = (Array.isArray(current) ? current.join(',') : String(current))
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
  if (fields.some((part) => part === '*' || part.toLowerCase() === field.toLowerCase())) return
  reply.header('vary', [...fields, field].join(', '))
}
