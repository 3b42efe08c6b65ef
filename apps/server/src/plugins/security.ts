import compress from '@fastify/compress'
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { PAGE_START_SCRIPT } from '@shop/shared/page-rendering'
import helmet, { type HelmetOptions } from 'helmet'
import { createHash } from 'node:crypto'
import { IncomingMessage, type ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import zlib from 'node:zlib'
import { AppError } from '../lib/app-error.js'
import { COMPRESSION_THRESHOLD_BYTES } from '../lib/compression.js'
import { RATE_LIMITED_MESSAGE } from '../config/rate-limits.js'

/**
 * Security headers (a real Content-Security-Policy on pages, the data headers on JSON answers),
 * `Cache-Control: no-store` on API answers that may be personal, per-route rate limits (routes
 * opt in with `config.rateLimit`) and response compression.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every caller and holds nothing personal (the catalogue), so it
     * may be kept by browsers and proxies. Every other API answer is `no-store`.
     */
    isPublic?: boolean
  }
}

/**
 * A server-rendered page's one inline script, allowed by its hash (docs/server-rendering.md §
 * First paint before scripts).
 */
const PAGE_START_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_START_SCRIPT).digest('base64')}'`

/** Directives of the shop's pages; the PayPal SDK adds its origins only in that mode. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", PAGE_START_SCRIPT_SOURCE],
  // Toast and drawer libraries inject small <style> blocks at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Product images may live on any https host (a CDN, a bucket, a URL an admin pasted).
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // TLS is the proxy's job; upgrading here would break plain-HTTP installs on a LAN.
  upgradeInsecureRequests: null,
}

/** Where the PayPal JS SDK loads its script, buttons (frames), API calls and images from. */
export const PAYPAL_ORIGINS = [
  'https://www.paypal.com',
  'https://*.paypal.com',
  'https://*.paypalobjects.com',
]

/**
 * Where the Maps JavaScript API and its Places widget load scripts, styles, fonts and images
 * from and send their requests to (Google's documented allowlist, without the map frames).
 */
export const GOOGLE_MAPS_ORIGINS = {
  scriptSrc: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  styleSrc: ['https://fonts.googleapis.com'],
  fontSrc: ['https://fonts.gstatic.com'],
  imgSrc: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  connectSrc: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
}

export interface SecurityOptions {
  /** `paypal` lets the PayPal SDK in; any other provider keeps the strict policy. */
  paymentProvider?: string
  /** True when a Maps key is configured: Google's Places autocomplete is let in. */
  allowGoogleMaps?: boolean
  /** Further origins images are shown from (the S3 bucket's public URL when uploads go there). */
  imageOrigins?: readonly string[]
  /** Where rate limits are counted when every instance must share them; else in this process. */
  rateLimitStore?: FastifyRateLimitStoreCtor
}

/**
 * The page policy: PayPal's origins are allowed only when PayPal takes the payments, Google's
 * only when the checkout's address autocomplete is configured.
 */
export function contentSecurityPolicyFor({
  paymentProvider,
  allowGoogleMaps,
  imageOrigins = [],
}: SecurityOptions) {
  const policy = { ...CONTENT_SECURITY_POLICY, frameSrc: ["'self'"] }
  policy.imgSrc = [...policy.imgSrc, ...imageOrigins]
  if (paymentProvider === 'paypal') {
    policy.scriptSrc = [...policy.scriptSrc, ...PAYPAL_ORIGINS]
    policy.frameSrc = [...policy.frameSrc, ...PAYPAL_ORIGINS]
    policy.connectSrc = [...policy.connectSrc, ...PAYPAL_ORIGINS]
    policy.imgSrc = [...policy.imgSrc, ...PAYPAL_ORIGINS]
  }
  if (allowGoogleMaps) {
    policy.scriptSrc = [...policy.scriptSrc, ...GOOGLE_MAPS_ORIGINS.scriptSrc]
    policy.styleSrc = [...policy.styleSrc, ...GOOGLE_MAPS_ORIGINS.styleSrc]
    policy.fontSrc = [...policy.fontSrc, ...GOOGLE_MAPS_ORIGINS.fontSrc]
    policy.imgSrc = [...policy.imgSrc, ...GOOGLE_MAPS_ORIGINS.imgSrc]
    policy.connectSrc = [...policy.connectSrc, ...GOOGLE_MAPS_ORIGINS.connectSrc]
  }
  return policy
}

function helmetOptionsFor(options: SecurityOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyFor(options),
    },
    crossOriginEmbedderPolicy: false,
  }
}

/**
 * Runs helmet once against a recording response and keeps the headers it sets: those of every
 * answer that is not JSON (pages, files, images). The shop's headers never vary per request,
 * and helmet rebuilds and re-validates its whole configuration on every call: doing that once
 * halves the cost of a small answer (docs/performance.md).
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader(name: string) {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a header map keyed by name
      delete headers[name.toLowerCase()]
    },
  }
  let failure: unknown
  helmet(options)(
    new IncomingMessage(new Socket()),
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error
    },
  )
  if (failure) {
    throw failure instanceof Error ? failure : new Error('helmet refused the security options.')
  }
  return headers
}

/**
 * The headers of a JSON answer (docs/decisions/026-json-answers-carry-their-own-headers.md). It
 * is data, never a page: it must not be sniffed into something else, read by another site's
 * page, framed, or load anything if opened on its own, and it keeps HTTPS. The page policy and
 * the document-only headers did nothing for it, and their bytes cost every answer.
 */
export function jsonAnswerHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const strictTransportSecurity = pageHeaders['strict-transport-security']
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    ...(strictTransportSecurity === undefined
      ? {}
      : { 'strict-transport-security': strictTransportSecurity }),
  }
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json')
}

async function security(app: FastifyInstance, options: SecurityOptions) {
  const pageHeaders = computeSecurityHeaders(helmetOptionsFor(options))
  const jsonHeaders = jsonAnswerHeaders(pageHeaders)
  // Set when the answer is made, when its type is known: a JSON answer or anything else.
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.headers(isJson(reply.getHeader('content-type')) ? jsonHeaders : pageHeaders)
    // docs/product-rules.md § Several instances: personal and admin JSON is never stored by a cache.
    if (
      request.url.startsWith('/api/') &&
      request.routeOptions.config.isPublic !== true &&
      !reply.hasHeader('cache-control')
    ) {
      reply.header('cache-control', 'no-store')
    }
    done()
  })
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('rate_limited', RATE_LIMITED_MESSAGE),
    ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
  })
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip', 'deflate'],
    // Quality 11 (the default) costs more CPU per response than the bytes it saves here.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
}

export const securityPlugin = fp(security, { name: 'security' })
