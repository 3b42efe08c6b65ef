import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { AppDeps } from './app-deps.js'
import { fastifyTrustProxy } from './config/trust-proxy.js'
import { adminRoutes } from './modules/admin/admin.routes.js'
import { cartRoutes } from './modules/cart/cart.routes.js'
import { guestCartCleanupPlugin } from './modules/cart/guest-cart-cleanup.js'
import type { GuestCartSweeperOptions } from './modules/cart/guest-cart-sweeper.js'
import { catalogRoutes } from './modules/catalog/catalog.routes.js'
import { productSuggestionRoutes } from './modules/catalog/product-suggestions.routes.js'
import { checkoutRoutes } from './modules/checkout/checkout.routes.js'
import { createPaymentProvider } from './modules/payments/create-payment-provider.js'
import { contactRoutes } from './modules/contact/contact.routes.js'
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js'
import { healthRoutes } from './modules/health/health.routes.js'
import { homeContentRoutes } from './modules/home-content/home-content.routes.js'
import { metricsPlugin } from './modules/metrics/metrics.plugin.js'
import { mailDeliveryPlugin, type MailDeliveryOptions } from './modules/mail/mail-delivery.js'
import { returnableRoutes, returnsRoutes } from './modules/returns/returns.routes.js'
import { ordersRoutes } from './modules/orders/orders.routes.js'
import { pagesRoutes } from './modules/pages/pages.routes.js'
import { seoRoutes } from './modules/seo/seo.routes.js'
import { sharedRateLimitStore } from './modules/shared-state/rate-limit-store.js'
import { shareAcrossInstances } from './modules/shared-state/share-across-instances.js'
import { settingsRoutes } from './modules/settings/settings.routes.js'
import { shippingRoutes } from './modules/shipping/shipping.routes.js'
import { storeCreditRoutes } from './modules/store-credit/store-credit.routes.js'
import { uploadsRoutes } from './modules/uploads/uploads.routes.js'
import { usersRoutes } from './modules/users/users.routes.js'
import { findSessionUser } from './modules/users/users.service.js'
import { authPlugin } from './plugins/auth.js'
import { answerRouterError, errorHandlerPlugin } from './plugins/error-handler.js'
import { inputGuardPlugin } from './plugins/input-guard.js'
import type { DestinationStream } from 'pino'
import { asyncStandardOutput, loggerOptions } from './lib/log-options.js'
import { lazyRequestLogger } from './lib/lazy-request-logger.js'
import { OneLinePerRequest } from './lib/request-log.js'
import { loadSheddingPlugin } from './plugins/load-shedding.js'
import { openapiPlugin } from './plugins/openapi.js'
import { requestIdOf, requestIdPlugin } from './plugins/request-id.js'
import { securityPlugin } from './plugins/security.js'
import { webAppPlugin } from './plugins/web-app.js'

/** JSON bodies of this API are small; uploads have their own limit. */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024

export interface BuildAppOptions extends AppDeps {
  /** The log level, and a stream tests read; `false` silences the logger (tests). */
  logger?: false | { level: string; stream?: DestinationStream }
  /** False keeps background work (the mail sender, the guest-cart sweeper) idle; tests drive it by hand. */
  runsBackgroundJobs?: boolean
  mailSenderOptions?: MailDeliveryOptions['senderOptions']
  /** The guest-cart sweeper's clock and interval (tests). */
  guestCartSweeperOptions?: GuestCartSweeperOptions
}

/**
 * Builds the whole application without listening, so tests can `inject` into the real thing:
 * cross-cutting plugins first, then the API modules, then the web app and SPA fallback.
 */
export async function buildApp({
  logger = false,
  runsBackgroundJobs = true,
  mailSenderOptions,
  guestCartSweeperOptions,
  ...givenDeps
}: BuildAppOptions): Promise<FastifyInstance> {
  const output =
    logger === false
      ? undefined
      : { level: logger.level, stream: logger.stream ?? asyncStandardOutput() }
  const app = Fastify({
    logger: output && loggerOptions(output.level, output.stream),
    // One line per request instead of Fastify's two (lib/request-log.ts).
    logController: new OneLinePerRequest(output),
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(givenDeps.config.trustProxy),
    // The id is checked before it is kept (plugins/request-id.ts), never taken as sent.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Route ids are matched case-sensitively and /api/products/ equals /api/products.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerRouterError,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  const { redis, catalogCache, signInCounters } = await shareAcrossInstances(app, givenDeps)
  const deps: AppDeps = { ...givenDeps, catalogCache }

  await app.register(requestIdPlugin)
  await app.register(errorHandlerPlugin)
  await app.register(loadSheddingPlugin, {
    maxEventLoopDelayMs: deps.config.maxEventLoopDelayMs,
  })
  await app.register(inputGuardPlugin)
  await app.register(securityPlugin, {
    paymentProvider: deps.config.paymentProvider,
    allowGoogleMaps: deps.config.googleMapsApiKey !== undefined,
    imageOrigins: deps.config.s3 ? [new URL(deps.config.s3.publicUrl).origin] : [],
    rateLimitStore: redis && sharedRateLimitStore(redis),
  })
  await app.register(openapiPlugin)
  await app.register(authPlugin, {
    secret: deps.config.jwtSecret,
    findUser: (id, tokenId) => findSessionUser(deps.db, id, tokenId),
  })
  await app.register(mailDeliveryPlugin, {
    ...deps,
    isSenderRunning: runsBackgroundJobs,
    senderOptions: mailSenderOptions,
  })

  await app.register(guestCartCleanupPlugin, {
    db: deps.db,
    isRunning: runsBackgroundJobs,
    sweeperOptions: guestCartSweeperOptions,
  })

  await app.register(metricsPlugin, { ...deps, redis })
  await app.register(healthRoutes, { prefix: '/api', ...deps, redis })
  await app.register(catalogRoutes, { prefix: '/api/products', ...deps })
  await app.register(productSuggestionRoutes, { prefix: '/api/products', ...deps })
  await app.register(contactRoutes, { prefix: '/api', ...deps })
  await app.register(settingsRoutes, { prefix: '/api', ...deps })
  await app.register(newsletterRoutes, { prefix: '/api/newsletter', ...deps })
  await app.register(pagesRoutes, { prefix: '/api/pages', ...deps })
  await app.register(homeContentRoutes, { prefix: '/api/content', ...deps })
  await app.register(usersRoutes, { prefix: '/api/users', ...deps, signInCounters })
  await app.register(storeCreditRoutes, { prefix: '/api/users', ...deps })
  await app.register(cartRoutes, { prefix: '/api/cart', ...deps })
  await app.register(shippingRoutes, { prefix: '/api/shipping', ...deps })
  const paymentProvider = deps.paymentProvider ?? createPaymentProvider(deps.config)
  await app.register(checkoutRoutes, { prefix: '/api/checkout', ...deps, paymentProvider })
  await app.register(ordersRoutes, { prefix: '/api/orders', ...deps })
  await app.register(returnableRoutes, { prefix: '/api/orders', ...deps })
  await app.register(returnsRoutes, { prefix: '/api/returns', ...deps })
  await app.register(uploadsRoutes, { prefix: '/api', ...deps })
  // The back office refunds orders through the same provider the checkout takes payments with.
  await app.register(adminRoutes, { prefix: '/api/admin', ...deps, paymentProvider })
  // /sitemap.xml and /robots.txt come from the server, so the web build must not ship its own:
  // the web app's static routes would clash with these at start.
  await app.register(seoRoutes, deps)

  await app.register(webAppPlugin, {
    webDistDir: deps.config.webDistDir,
    uploadsDir: deps.config.uploadsDir,
    publicUrl: deps.config.publicUrl,
  })
  return app
}
