import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { auditAdminRoutes } from '../audit/audit.admin-routes.js'
import { newsletterAdminRoutes } from '../newsletter/newsletter.admin-routes.js'
import { catalogCsvAdminRoutes } from '../catalog/catalog-csv.admin-routes.js'
import { catalogAdminRoutes } from '../catalog/catalog.admin-routes.js'
import { productFieldValuesAdminRoutes } from '../catalog/product-field-values.admin-routes.js'
import { catalogVocabularyAdminRoutes } from '../catalog/vocabulary/vocabulary.admin-routes.js'
import { contactAdminRoutes } from '../contact/contact.admin-routes.js'
import { discountsAdminRoutes } from '../discounts/discounts.admin-routes.js'
import { heroImageAdminRoutes } from '../home-content/hero-image.admin-routes.js'
import { homeContentAdminRoutes } from '../home-content/home-content.admin-routes.js'
import { mailAdminRoutes } from '../mail/mail.admin-routes.js'
import { ordersCsvAdminRoutes } from '../orders/orders-csv.admin-routes.js'
import { returnsAdminRoutes } from '../returns/returns.admin-routes.js'
import { ordersAdminRoutes } from '../orders/orders.admin-routes.js'
import { pagesAdminRoutes } from '../pages/pages.admin-routes.js'
import { settingsAdminRoutes } from '../settings/settings.admin-routes.js'
import { shippingAdminRoutes } from '../shipping/shipping.admin-routes.js'
import { storeCreditAdminRoutes } from '../store-credit/store-credit.admin-routes.js'
import { taxAdminRoutes } from '../tax/tax.admin-routes.js'
import { usersAdminRoutes } from '../users/users.admin-routes.js'
import { findShopEmail } from '../users/users.service.js'
import { dashboardAdminRoutes } from './dashboard.admin-routes.js'
import { setupChecklistAdminRoutes } from './setup-checklist.admin-routes.js'

/**
 * The back office under /api/admin: one encapsulated scope whose every route, present or added
 * later, sits behind the admin role check (docs/product-rules.md § Admin: 401 without a token, 403 for
 * any other role). Each module brings its admin routes as a `*.admin-routes.ts` plugin.
 */
export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, options) => {
  // This scope's options carry its own prefix ('/api/admin'); the modules get the deps only, so
  // a spread can never override the prefix they are registered under.
  const { prefix: _scopePrefix, ...deps } = options as AppDeps & { prefix?: string }
  // onRequest, not preHandler: the role is checked before the body is parsed or validated, so a
  // customer gets 403 rather than a 400 that describes the admin's input.
  app.addHook('onRequest', app.requireRole('admin'))

  await app.register(usersAdminRoutes, { prefix: '/users', ...deps })
  await app.register(storeCreditAdminRoutes, { prefix: '/users', ...deps })
  await app.register(ordersAdminRoutes, { prefix: '/orders', ...deps })
  await app.register(returnsAdminRoutes, { prefix: '/returns', ...deps })
  await app.register(dashboardAdminRoutes, { prefix: '/stats', ...deps })
  await app.register(setupChecklistAdminRoutes, { prefix: '/setup-checklist', ...deps })
  await app.register(contactAdminRoutes, { prefix: '/messages', ...deps })
  await app.register(catalogAdminRoutes, { prefix: '/products', ...deps })
  await app.register(catalogVocabularyAdminRoutes, { prefix: '/vocabulary', ...deps })
  await app.register(catalogCsvAdminRoutes, { prefix: '/products', ...deps })
  await app.register(productFieldValuesAdminRoutes, { prefix: '/products', ...deps })
  await app.register(ordersCsvAdminRoutes, { prefix: '/orders', ...deps })
  await app.register(mailAdminRoutes, {
    prefix: '/outbox',
    ...deps,
    findShopEmail: () => findShopEmail(deps.db, deps.config.mail.shopEmail),
  })
  await app.register(discountsAdminRoutes, { prefix: '/discounts', ...deps })
  await app.register(taxAdminRoutes, { prefix: '/tax-rates', ...deps })
  await app.register(shippingAdminRoutes, { prefix: '/shipping', ...deps })
  await app.register(auditAdminRoutes, { prefix: '/audit', ...deps })
  await app.register(settingsAdminRoutes, { prefix: '/settings', ...deps })
  await app.register(newsletterAdminRoutes, { prefix: '/subscribers', ...deps })
  await app.register(pagesAdminRoutes, { prefix: '/pages', ...deps })
  await app.register(homeContentAdminRoutes, { prefix: '/content', ...deps })
  // Its own scope: multipart bodies are read by the upload route only.
  await app.register(heroImageAdminRoutes, { prefix: '/content', ...deps })
}
