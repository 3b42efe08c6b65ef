import type { FastifyReply } from 'fastify'

/** Sends an already serialized JSON body as is (cached catalogue responses skip re-serializing). */
export function sendSerializedJson(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body)
}
