import type { FastifyRequest } from 'fastify'
import { badInput } from './app-error.js'

/**
 * The shop's absolute address: PUBLIC_URL when set, else the request's protocol and host
 * (behind a proxy, TRUST_PROXY lets X-Forwarded-Proto and X-Forwarded-Host speak).
 */
export function resolvePublicUrl(publicUrl: string | undefined, request: FastifyRequest): string {
  if (publicUrl) return publicUrl
  try {
    // Parsing keeps a strange Host header from leaking anything but an origin into the answer.
    const url = new URL(`${request.protocol}://${request.host}`)
    if (url.host === '') throw new Error('no host')
    return url.origin
  } catch {
    throw badInput('The Host header is not a valid host name.')
  }
}
