import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import zlib from 'node:zlib'
import { AppError } from '../lib/app-error.js'
import { RATE_LIMITED_MESSAGE } from '../config/rate-limits.js'

/**
 * Security headers with a real Content-Security-Policy, per-route rate limits (routes opt in
 * with `config.rateLimit`) and response compression.
 */

/** Directives of the shop's pages; later features (e.g. a payment SDK) extend them here. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Toast and drawer libraries inject small <style> blocks at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // TLS is the proxy's job; upgrading here would break plain-HTTP installs on a LAN.
  upgradeInsecureRequests: null,
}

async function security(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
  })
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('rate_limited', RATE_LIMITED_MESSAGE),
  })
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    // Quality 11 (the default) costs more CPU per response than the bytes it saves here.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
}

export const securityPlugin = fp(security, { name: 'security' })
