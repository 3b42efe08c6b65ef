import type { FastifyReply } from 'fastify'

/** Encodes a JSON answer once, for a cache that sends the same bytes many times. */
export function toJsonBytes(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value), 'utf8')
}

/** Sends an already serialized JSON body as is (cached catalogue responses skip re-serializing). */
export function sendSerializedJson(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body)
}
