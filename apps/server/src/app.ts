import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { AppDeps } from './app-deps.js'
import { catalogRoutes } from './modules/catalog/catalog.routes.js'
import { contactRoutes } from './modules/contact/contact.routes.js'
import { healthRoutes } from './modules/health/health.routes.js'
import { errorHandlerPlugin } from './plugins/error-handler.js'
import { openapiPlugin } from './plugins/openapi.js'
import { securityPlugin } from './plugins/security.js'
import { webAppPlugin } from './plugins/web-app.js'

/** JSON bodies of this API are small; uploads have their own limit. */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024

export interface BuildAppOptions extends AppDeps {
  /** Pino options; `false` silences the logger (tests). */
  logger?: boolean | { level: string }
}

/**
 * Builds the whole application without listening, so tests can `inject` into the real thing:
 * cross-cutting plugins first, then the API modules, then the web app and SPA fallback.
 */
export async function buildApp({ logger = false, ...deps }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: deps.config.trustProxy,
    // Route ids are matched case-sensitively and /api/products/ equals /api/products.
    routerOptions: { ignoreTrailingSlash: true },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  await app.register(errorHandlerPlugin)
  await app.register(securityPlugin)
  await app.register(openapiPlugin)

  await app.register(healthRoutes, { prefix: '/api' })
  await app.register(catalogRoutes, { prefix: '/api/products', ...deps })
  await app.register(contactRoutes, { prefix: '/api', ...deps })

  await app.register(webAppPlugin, {
    webDistDir: deps.config.webDistDir,
    uploadsDir: deps.config.uploadsDir,
  })
  return app
}
